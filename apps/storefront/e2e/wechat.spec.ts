import { createHash } from "node:crypto";
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { latestSmsCode, loginViaApi, readCaptcha, trackCaptchas, uniqueMobile } from "./members-helpers";
import { type WxCall, wxCalls } from "./wechat-bridge";

/**
 * Inside WeChat (issues 23 §1, 26 §2–3) against the fake `wx` bridge (wechat-bridge.ts) and the
 * sandbox's WeChat: wx.config signed for the page, each page's share card, the silent sign-in of a
 * bound member, and WeChat's address picker. The wechat-mobile project is WeChat's browser; the
 * desktop project checks that none of it happens elsewhere.
 */
const inWechat = (info: TestInfo) => info.project.name === "wechat-mobile";
const sha1 = (text: string) => createHash("sha1").update(text, "utf8").digest("hex");
const named = (calls: WxCall[], name: string) => calls.filter((call) => call.name === name);

test.beforeEach(({ page }) => trackCaptchas(page));

/** Opens a product from the listing by a client navigation; resolves its path. */
async function openFirstProduct(page: Page): Promise<string> {
  await page.locator('a[href^="/products/"]').first().click();
  await expect(page).toHaveURL(/\/products\//);
  await waitForHydration(page);
  return new URL(page.url()).pathname;
}

test.describe("JS-SDK: wx.config and the share card", () => {
  test("each page shares its own card, signed for the page; outside WeChat nothing loads", async ({ page, baseURL }, info) => {
    const sdkRequests: string[] = [];
    page.on("request", (request) => {
      if (/jweixin|WechatJsConfig/.test(`${request.url()} ${request.postData() ?? ""}`)) sdkRequests.push(request.url());
    });
    const landing = `${baseURL}/explore/men?from=singlemessage&isappinstalled=0`;
    await page.goto(landing);

    if (!inWechat(info)) {
      await openFirstProduct(page);
      expect(sdkRequests).toEqual([]);
      expect(await page.evaluate(() => typeof (window as { wx?: unknown }).wx)).toBe("undefined");
      await expect(page.getByRole("button", { name: "使用微信地址" })).toHaveCount(0);
      return;
    }

    await expect.poll(async () => named(await wxCalls(page), "updateAppMessageShareData").length).toBeGreaterThan(0);
    const calls = await wxCalls(page);
    // WeChat accepted the config: the signature is the page's, with the sandbox's ticket.
    expect(named(calls, "config:ok")).toHaveLength(1);
    const config = named(calls, "config")[0]!.arg as {
      appId: string;
      timestamp: number;
      nonceStr: string;
      signature: string;
      debug: boolean;
      jsApiList: string[];
    };
    expect(config).toMatchObject({
      appId: "wxsandboxoa",
      debug: false,
      jsApiList: ["updateAppMessageShareData", "updateTimelineShareData", "openAddress"],
    });
    const { ticket } = (await (await page.request.get("/sandbox/wechat/jsapi-ticket")).json()) as { ticket: string };
    expect(config.signature).toBe(sha1(`jsapi_ticket=${ticket}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${landing}`));

    // The card is the page's own: its title and description, a clean link, an absolute picture.
    const card = named(calls, "updateAppMessageShareData").at(-1)!.arg as { title: string; desc: string; link: string; imgUrl: string };
    const ogTitle = await page.locator('meta[property="og:title"]').last().getAttribute("content");
    const description = await page.locator('meta[name="description"]').last().getAttribute("content");
    expect(card).toMatchObject({ title: ogTitle, desc: description, link: `${baseURL}/explore/men` });
    expect(card.imgUrl).toMatch(/^https?:\/\//);
    expect(named(calls, "updateTimelineShareData").at(-1)!.arg).toMatchObject({ title: ogTitle, link: `${baseURL}/explore/men` });

    // A client navigation to a product: a new card with the product's title and picture.
    const listingTitle = await page.title();
    const productPath = await openFirstProduct(page);
    await expect(page).not.toHaveTitle(listingTitle);
    const productTitle = await page.locator('meta[property="og:title"]').last().getAttribute("content");
    const productImage = await page.locator('meta[property="og:image"]').last().getAttribute("content");
    await expect
      .poll(async () => (named(await wxCalls(page), "updateAppMessageShareData").at(-1)?.arg as { title?: string } | undefined)?.title)
      .toBe(productTitle);
    const productCard = named(await wxCalls(page), "updateAppMessageShareData").at(-1)!.arg as { link: string; imgUrl: string };
    expect(productCard.link).toBe(`${baseURL}${productPath}`);
    expect(productCard.imgUrl).toBe(new URL(productImage!, page.url()).toString());
    // Nothing was refused by the bridge (every call came after a good config).
    expect((await wxCalls(page)).filter((call) => call.name.endsWith(":refused"))).toEqual([]);
  });
});

/** The login surface: the sheet on phones, the panel under the user icon on desktop. */
function loginSurface(page: Page, info: TestInfo): Locator {
  return inWechat(info)
    ? page.getByRole("dialog", { name: /登录\/注册|绑定手机号/ })
    : page.getByRole("region", { name: /登录\/注册|绑定手机号/ });
}

async function expectMember(page: Page) {
  await expect(page.getByRole("button", { name: "会员中心" }).first()).toBeVisible();
  expect((await page.context().cookies()).find((cookie) => cookie.name === "login_status")?.value).toBe("1");
}

test.describe("silent sign-in when a page opens inside WeChat (issue 26 §2)", () => {
  test.use({ wechatSilentSignIn: true });

  test("a stranger stays a guest after one silent round trip; once bound, a new visit is signed in without a tap", async ({
    page,
    baseURL,
  }, info) => {
    test.setTimeout(120_000);
    const authorizations: string[] = [];
    page.context().on("request", (request) => {
      if (request.url().includes("/sandbox/wechat/authorize") && request.method() === "GET") authorizations.push(request.url());
    });

    if (!inWechat(info)) {
      // Another browser: never a round trip, not on the first page nor after.
      await page.goto("/explore/men");
      await openFirstProduct(page);
      await page.reload();
      await openFirstProduct(page).catch(() => undefined);
      expect(authorizations).toEqual([]);
      return;
    }

    // First open: to WeChat's silent authorisation and straight back, marked wx=base.
    await page.goto("/explore/men");
    await page.waitForURL(/\/explore\/men\?wx=base&authCode=/);
    expect(authorizations).toHaveLength(1);
    expect(new URL(authorizations[0]!).searchParams.get("scope")).toBe("snsapi_base");
    // Not bound: nothing shows — no bind stage, no message — and the address is clean again.
    await expect(page).toHaveURL(`${baseURL}/explore/men`);
    await waitForHydration(page);
    await expect(page.getByRole("button", { name: "登录/注册" }).first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "绑定手机号" })).toHaveCount(0);
    await expect(page.getByText("微信登录已失效")).toHaveCount(0);
    // Once per browser session: a reload and a navigation go nowhere.
    await page.reload();
    await openFirstProduct(page);
    expect(authorizations).toHaveLength(1);

    // The shopper signs in with one tap on 微信登录 and binds a mobile…
    await page.getByRole("button", { name: "登录/注册" }).first().click();
    await loginSurface(page, info).getByRole("button", { name: "微信登录" }).click();
    await expect(page).toHaveURL(/\/sandbox\/wechat\/authorize\?.*scope=snsapi_userinfo/);
    await page.getByRole("button", { name: "同意" }).click();
    await expect(page).toHaveURL(/\/products\/.*wx=1&authCode=/);
    const bind = loginSurface(page, info);
    await expect(bind.getByRole("heading", { name: "绑定手机号" })).toBeVisible();
    const mobile = uniqueMobile();
    await bind.getByLabel("手机号", { exact: true }).fill(mobile);
    await bind.getByLabel("图形验证码").fill(await readCaptcha(page, bind));
    await bind.getByRole("button", { name: "获取验证码" }).click();
    await bind.getByLabel("短信验证码").fill(await latestSmsCode(page.request, mobile));
    await bind.getByRole("checkbox").check();
    await bind.getByRole("button", { name: "登录", exact: true }).click();
    await expectMember(page);

    // …and comes back another day: signed out in this WeChat (its WeChat identity stays), a new
    // tab opened from a chat. The page signs the member in silently where it opened.
    await page.context().clearCookies({ name: /^(token|login_status)$/ });
    const later = await page.context().newPage();
    await later.goto("/explore/men?from=singlemessage&isappinstalled=0");
    await later.waitForURL(/wx=base&authCode=/);
    await expect(later).toHaveURL(`${baseURL}/explore/men?from=singlemessage&isappinstalled=0`);
    await expectMember(later);
    expect(authorizations).toHaveLength(3);
  });
});

test.describe("WeChat's address picker (issue 26 §3)", () => {
  test("使用微信地址 fills the address form inside WeChat; elsewhere it is not offered", async ({ page }, info) => {
    await page.addInitScript(() => {
      (window as unknown as { __wxAddress: unknown }).__wxAddress = {
        userName: "林晓岚",
        telNumber: "13912345678",
        provinceName: "广东省",
        cityName: "深圳市",
        countryName: "南山区",
        detailInfo: "科技园南区 迅岚大厦 18 楼",
        postalCode: "518057",
        nationalCode: "440305",
      };
    });
    await loginViaApi(page, uniqueMobile());
    await page.goto("/ucenter/member");
    await page.getByRole("button", { name: "新增地址" }).first().click();
    const form = page.getByRole("form", { name: "新增收货地址" });
    await expect(form.getByLabel("收货人")).toBeVisible();

    if (!inWechat(info)) {
      await expect(form.getByRole("button", { name: "使用微信地址" })).toHaveCount(0);
      return;
    }

    await form.getByRole("button", { name: "使用微信地址" }).click();
    await expect(form.getByText("已填入微信地址，请核对后保存")).toBeVisible();
    await expect(form.getByLabel("收货人")).toHaveValue("林晓岚");
    await expect(form.getByLabel("手机号码")).toHaveValue("13912345678");
    await expect(form.getByLabel("详细地址")).toHaveValue("科技园南区 迅岚大厦 18 楼");
    await expect(form.getByText("广东省 深圳市 南山区")).toBeVisible();
    expect(named(await wxCalls(page), "openAddress")).toHaveLength(1);
    await form.getByRole("button", { name: "保存地址" }).click();
    await expect(page.getByText("科技园南区 迅岚大厦 18 楼")).toBeVisible();
    await expect(page.getByText("广东省 深圳市 南山区").first()).toBeVisible();
  });
});

test.describe("WeChat sign-in returns where it started (issue 24 §7)", () => {
  test("from /login?returnUrl=/explore/men a bound WeChat member ends on /explore/men", async ({ page, baseURL }, info) => {
    test.setTimeout(120_000);
    /** Taps 微信登录 in `surface` and approves on the sandbox's page (desktop: the QR's address opened here). */
    const approveWechat = async (surface: Locator) => {
      const qr = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("WechatQrUrl"));
      await surface.getByRole("button", { name: "微信登录" }).click();
      if (!inWechat(info)) {
        const { data } = (await (await qr).json()) as { data: { wechatQrUrl: { url: string } } };
        await page.goto(data.wechatQrUrl.url);
      }
      await expect(page).toHaveURL(/\/sandbox\/wechat\/authorize/);
      await page.getByRole("button", { name: "同意" }).click();
      // Back on the storefront: a full page load, hydrated before it can sign in.
      await page.waitForURL(/wx=1&authCode=/);
      await waitForHydration(page);
    };

    // This browser's WeChat user binds a mobile once (from a listing).
    await page.goto("/explore/women");
    await page.getByRole("button", { name: "登录/注册" }).first().click();
    await approveWechat(loginSurface(page, info));
    const bind = loginSurface(page, info);
    await expect(bind.getByRole("heading", { name: "绑定手机号" })).toBeVisible();
    const mobile = uniqueMobile();
    await bind.getByLabel("手机号", { exact: true }).fill(mobile);
    await bind.getByLabel("图形验证码").fill(await readCaptcha(page, bind));
    await bind.getByRole("button", { name: "获取验证码" }).click();
    await bind.getByLabel("短信验证码").fill(await latestSmsCode(page.request, mobile));
    await bind.getByRole("checkbox").check();
    await bind.getByRole("button", { name: inWechat(info) ? "登录" : "确认", exact: true }).click();
    await expectMember(page);
    await expect(page).toHaveURL(`${baseURL}/explore/women`);

    // Signed out; a guarded page sent the shopper to /login with where to go next.
    await page.context().clearCookies({ name: /^(token|login_status)$/ });
    await page.goto("/login?returnUrl=%2Fexplore%2Fmen");
    await approveWechat(page.getByRole("main"));
    await expect(page).toHaveURL(`${baseURL}/explore/men`);
    await expectMember(page);
  });
});
