import type { Page, Response, TestInfo } from "@playwright/test";
import { ProductCategoriesDocument } from "@xunlan/api-client";
import { expect, test } from "./fixtures";
import { gql, latestSmsCode, loginViaApi, operation, readCaptcha, trackCaptchas, uniqueMobile } from "./members-helpers";

// Issue 12 in the browser: returnUrl with control characters, the 演示环境 mark.

test.describe("returnUrl", () => {
  test("a logged-in member opening /login with a control character in returnUrl lands in the member centre", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await loginViaApi(page, uniqueMobile());
    for (const returnUrl of ["/%09/evil.example", "/%0A/evil.example", "/%5Cevil.example", "%2F%2Fevil.example", "/%00"]) {
      const response = await page.request.get(`/login?returnUrl=${returnUrl}`, { maxRedirects: 0 });
      expect(response.status(), returnUrl).toBe(307);
      expect(new URL(response.headers().location!, baseURL).href, returnUrl).toBe(new URL("/ucenter", baseURL).href);
    }
    // And in the browser: the member centre of this store.
    await page.goto("/login?returnUrl=/%09/evil.example");
    await expect(page).toHaveURL(/\/ucenter$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
});

test.describe("演示环境 mark", () => {
  test("every page says it is a demo while the gateway runs sandbox providers", async ({ page }) => {
    test.setTimeout(60_000);
    for (const url of ["/", "/explore/men/shoes", "/products/cirrus-3/cirrus-3-rose-cream", "/no-such-page"]) {
      await page.goto(url, { waitUntil: "domcontentloaded" });
      const mark = page.getByRole("note").filter({ hasText: "演示环境" });
      await expect(mark, url).toBeVisible();
      const box = (await mark.boundingBox())!;
      // Small and out of the way: a corner badge or an edge tab (issue 26: a vertical tab in the
      // 16 px gutter, so it covers no bar), not a banner.
      expect(Math.max(box.width, box.height), url).toBeLessThan(120);
      expect(Math.min(box.width, box.height), url).toBeLessThan(40);
    }
  });
});

test.describe("security headers", () => {
  test("every page has a nonce or hash Content-Security-Policy its own scripts satisfy, no framing, Referrer-Policy and nosniff", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    // Twice: the first answer may be a fresh render (nonce), the second comes from the page cache (hashes).
    for (const url of [
      "/",
      "/explore/men/shoes",
      "/explore/men/shoes",
      "/products/cirrus-3/cirrus-3-rose-cream",
      "/login",
      "/no-such-page",
    ]) {
      const response = await request.get(url);
      const headers = response.headers();
      const policy = headers["content-security-policy"] ?? "";
      expect(policy, url).toMatch(/script-src 'self' ('nonce-[A-Za-z0-9+/=]+'|'sha256-)/);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      // Plain HTTP here: no HSTS.
      expect(headers["strict-transport-security"], url).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      if (nonce) expect(await response.text(), url).toContain(`nonce="${nonce}"`);
    }
    // Two fresh renders never share a nonce.
    const a = (await request.get("/login")).headers()["content-security-policy"];
    const b = (await request.get("/login")).headers()["content-security-policy"];
    expect(a).not.toBe(b);
    // And the browser runs the page under it (the fixture fails the test on any CSP refusal).
    await page.goto("/explore/men/shoes");
    await page.goto("/products/cirrus-3/cirrus-3-rose-cream");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  });

  test("the proxied sandbox pages get the headers too", async ({ request }) => {
    const response = await request.get("/sandbox/wechat/authorize?redirect_uri=%2F&state=x");
    expect(response.status()).toBeLessThan(500);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});

test.describe("the token cookie (issue 12 §5)", () => {
  const isDesktop = (info: TestInfo) => !info.project.use.isMobile;

  /** The GraphQL answer of the operation named `operation` (its request body names it). */
  const answerOf = (page: Page, operation: string) =>
    page.waitForResponse((response) => response.url().endsWith("/graphql") && (response.request().postData() ?? "").includes(operation));

  const tokenSetCookie = async (response: Response) =>
    (await response.headerValues("set-cookie")).find((line) => line.startsWith("token="));

  /** A colour with a size in stock, to put in the bag. */
  async function productInStock(page: Page): Promise<{ path: string; cnSize: string }> {
    const { searchProductColors } = await gql<{ searchProductColors: { productColorIds: string[] } }>(
      page,
      "{ searchProductColors(pageNumber: 1, pageSize: 30) { productColorIds } }",
    );
    const { productColors } = await gql<{
      productColors: Array<{ styleSlug: string; productSlug: string; productSizes: Array<{ cnSize: string; saleableQty: number }> }>;
    }>(page, "query($ids:[ID!]!){ productColors(ids:$ids){ styleSlug productSlug productSizes { cnSize saleableQty } } }", {
      ids: searchProductColors.productColorIds,
    });
    for (const colour of productColors.toReversed()) {
      const size = colour.productSizes.find((candidate) => candidate.saleableQty >= 5);
      if (size) return { path: `/products/${colour.styleSlug}/${colour.productSlug}`, cnSize: size.cnSize };
    }
    throw new Error("no seeded colour with a size in stock");
  }

  test("after SMS sign-in page scripts cannot read the token; it is HttpOnly and SameSite=Lax; /ucenter and the bag work; logout clears it", async ({
    page,
    context,
  }, info) => {
    // Sign-in, /ucenter, a product page and logout are many pages on a shared machine.
    test.setTimeout(150_000);
    trackCaptchas(page);
    const mobile = uniqueMobile();
    await page.goto("/");
    // The guest token comes with the first /graphql call (issue 21: the page itself sets no
    // cookie) and is HttpOnly already.
    await operation(page, ProductCategoriesDocument);
    expect(await page.evaluate(() => document.cookie)).not.toContain("token=");
    const guest = (await context.cookies()).find((cookie) => cookie.name === "token");
    expect(guest?.httpOnly).toBe(true);

    // SMS sign-in in the login menu (spec §2, §4).
    await page.getByRole("button", { name: "登录/注册" }).first().click();
    const popup = isDesktop(info) ? page.getByRole("region", { name: "登录/注册" }) : page.getByRole("dialog", { name: "登录/注册" });
    await popup.getByLabel("手机号", { exact: true }).fill(mobile);
    await popup.getByLabel("图形验证码").fill(await readCaptcha(page, popup));
    await popup.getByRole("button", { name: "获取验证码" }).click();
    await expect(page.getByText("短信验证码发送成功，请注意查收！")).toBeVisible();
    await popup.getByLabel("短信验证码").fill(await latestSmsCode(page.request, mobile));
    await popup.getByRole("checkbox").check();
    const login = answerOf(page, "MemberLogin");
    await popup.getByRole("button", { name: isDesktop(info) ? "确认" : "登录", exact: true }).click();
    const loginAnswer = await login;
    await expect(popup).toBeHidden();
    await expect(page.getByRole("button", { name: "会员中心" }).first()).toBeVisible();

    // The answer set the cookie HttpOnly, SameSite=Lax (plain HTTP here: not Secure); its body
    // holds a placeholder, never the token.
    const setCookie = await tokenSetCookie(loginAnswer);
    expect(setCookie).toMatch(/; HttpOnly(;|$)/);
    expect(setCookie).toMatch(/; SameSite=Lax(;|$)/);
    expect(setCookie).not.toContain("Secure");
    const member = (await context.cookies()).find((cookie) => cookie.name === "token");
    expect(member?.httpOnly).toBe(true);
    expect(member?.sameSite).toBe("Lax");
    expect(member?.value).not.toBe(guest?.value);
    const loginBody = await loginAnswer.text();
    expect(loginBody).not.toContain(member!.value);
    expect((JSON.parse(loginBody) as { data: { memberLogin: { userToken: string } } }).data.memberLogin.userToken).toBe("httponly");
    // Scripts see the login flag, not the token.
    const visible = await page.evaluate(() => document.cookie);
    expect(visible).not.toContain("token=");
    expect(visible).toContain("login_status=1");

    // The member pages work with the cookie alone (server render and browser calls).
    await page.getByRole("button", { name: "会员中心" }).first().click();
    await expect(page).toHaveURL(/\/ucenter$/);
    await expect(page.getByRole("heading", { name: /你好，/ })).toContainText(mobile.slice(-4));

    // A bag action from the browser: the mini-bag opens with the size, the badge counts it.
    const product = await productInStock(page);
    await page.goto(product.path);
    await page
      .getByRole("radiogroup", { name: /选择尺码/ })
      .getByText(product.cnSize, { exact: true })
      .first()
      .click();
    await page.getByRole("button", { name: "加入购物袋" }).click();
    const miniBag = page.getByRole("dialog", { name: "已加入购物袋" });
    await expect(miniBag).toContainText("共 1 件");
    await miniBag.getByRole("button", { name: "关闭" }).click();
    await expect(page.getByRole("button", { name: "购物袋" }).first()).toContainText("1");

    // spec §4 logout from /ucenter: the proxy clears the member token; a new guest token follows.
    await page.goto("/ucenter");
    const logout = answerOf(page, "MemberLogout");
    await page.getByRole("button", { name: "退出登录" }).click();
    expect(await tokenSetCookie(await logout)).toMatch(/^token=; Max-Age=0;.*HttpOnly/);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("button", { name: "登录/注册" }).first()).toBeVisible();
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "token")?.value ?? "").not.toBe(member!.value);
    const after = (await context.cookies()).find((cookie) => cookie.name === "token");
    expect(after?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/token=|login_status=/);
  });

  test("the proxy ignores an Authorization header the browser sends", async ({ page, playwright, baseURL }) => {
    await loginViaApi(page, uniqueMobile());
    // A forged header beside the member's cookie: the member is still who answers…
    const asMember = await page.request.post("/graphql", {
      headers: { channel: "WEB", authorization: "Bearer forged-token" },
      data: { query: "{ member { cellphone } }" },
    });
    expect(((await asMember.json()) as { data?: { member?: { cellphone?: string } } }).data?.member?.cellphone).toMatch(/^1\d{10}$/);
    // …and the member's own token as a header, without the cookie, is no member at all: the
    // proxy mints a guest token for the cookieless caller (spec §6: '403' for a guest).
    const memberToken = (await page.context().cookies()).find((cookie) => cookie.name === "token")!.value;
    const stranger = await playwright.request.newContext({ baseURL });
    const answer = await stranger.post("/graphql", {
      headers: { channel: "WEB", authorization: `Bearer ${memberToken}` },
      data: { query: "{ member { cellphone } }" },
    });
    const body = (await answer.json()) as { errors?: Array<{ extensions?: { code?: string } }> };
    expect(body.errors?.[0]?.extensions?.code).toBe("403");
    expect(
      answer.headersArray().find(({ name, value }) => name.toLowerCase() === "set-cookie" && value.startsWith("token="))?.value,
    ).toMatch(/HttpOnly/);
    await stranger.dispose();
  });
});
