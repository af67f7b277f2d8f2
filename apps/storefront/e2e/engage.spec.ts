import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginViaApi, uniqueMobile } from "./members-helpers";

// Issue 10: the store locator, nearby store stock, 分享给好友, 最近浏览, subscription and 在线客服.

// Journeys of several pages on a loaded 2-core machine: 60 s each (waits are on states, not time).
test.describe.configure({ timeout: 60_000 });

async function graphql<T>(request: APIRequestContext, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await request.post("/graphql", { headers: { channel: "WEB" }, data: { query, variables } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface Colour {
  productId: string;
  productSlug: string;
  styleSlug: string;
}

/** Two colours of different running-shoe styles (for 最近浏览). */
async function twoColours(request: APIRequestContext): Promise<[Colour, Colour]> {
  const { searchProductColors } = await graphql<{ searchProductColors: { productColorIds: string[] } }>(
    request,
    'query { searchProductColors(keyword: "跑鞋", pageNumber: 1, pageSize: 9) { productColorIds } }',
  );
  const { productColors } = await graphql<{ productColors: Colour[] }>(
    request,
    "query($ids: [ID!]!) { productColors(ids: $ids) { productId productSlug styleSlug } }",
    { ids: searchProductColors.productColorIds },
  );
  const first = productColors[0]!;
  const second = productColors.find((c) => c.styleSlug !== first.styleSlug)!;
  return [first, second];
}

const productPath = (c: Colour) => `/products/${c.styleSlug}/${c.productSlug}`;

/** Loads a page and waits until it is interactive (its scripts idle). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState("networkidle");
}

test.describe("store locator", () => {
  test("/store finds the nearest store to the shopper's location, and keeps distances in a city", async ({
    page,
    request,
    context,
  }, info) => {
    const { storeList } = await graphql<{ storeList: Array<{ storeName: string; city: string; lng: number | null; lat: number | null }> }>(
      request,
      "query { storeList { storeName city lng lat } }",
    );
    const located = storeList.filter((s) => s.lng !== null && s.lat !== null);
    expect(located.length).toBeGreaterThan(1);
    // Stand a few hundred metres from the last store of the list (not the first in store order).
    const target = located.at(-1)!;
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation({ latitude: target.lat! + 0.002, longitude: target.lng! + 0.002 });
    await open(page, "/store?utm_source=wechat&from=singlemessage&isappinstalled=0");
    await page.getByRole("button", { name: "使用我的位置" }).click();
    await expect(page.getByText("已按距离由近到远排列")).toBeVisible();
    const stores = page
      .getByRole("list", { name: "附近门店" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading") });
    await expect(stores.first().getByRole("heading")).toHaveText(target.storeName);
    await expect(stores.first()).toContainText(/\d+ m|\d+\.\d km/);
    // one-tap navigation in the map apps shoppers in China use
    await expect(stores.first().getByRole("link", { name: /高德/ })).toHaveAttribute("href", /amap\.com/);

    // Issue 24 item 7: picking a city keeps the distances (nearest first within the city).
    const city = located.find((s) => s.city !== target.city)!.city;
    await page.getByRole("combobox").selectOption(city);
    const inCity = located.filter((s) => s.city === city).length;
    await expect(page.getByText(`共 ${inCity} 家门店`)).toBeVisible();
    await expect(stores).toHaveCount(inCity);
    for (const store of await stores.all()) await expect(store).toContainText(/\d+ m|\d+(\.\d)? km/);
    await expect(page.getByText("已按距离由近到远排列")).toBeVisible();
    const path = info.outputPath(`store-locator-city-${info.project.name}.png`);
    await page.screenshot({ path, fullPage: true });
    await info.attach("store-locator-city", { path, contentType: "image/png" });
  });

  test("the product page lists nearby stores holding the chosen size", async ({ page, request }) => {
    const [colour] = await twoColours(request);
    const { getStoreStockData } = await graphql<{
      getStoreStockData: Array<{ store: { storeName: string }; sizes: Array<{ label: string; ean: string }> }>;
    }>(request, "query($p: String!) { getStoreStockData(productId: $p) { store { storeName } sizes { label ean } } }", {
      p: colour.productId,
    });
    expect(getStoreStockData.length, "the demo stores hold this running shoe").toBeGreaterThan(0);
    const { ean } = getStoreStockData[0]!.sizes[0]!;
    await open(page, productPath(colour));
    const sizeLabel = page.locator("label", { has: page.locator(`input[type=radio][value="${ean}"]`) });
    // the picker's name of the size (CN size for shoes) is what the panel says
    const shown = (await sizeLabel.locator("span").first().textContent())!.trim();
    await sizeLabel.click();
    await page.getByRole("button", { name: /附近门店库存/ }).click();
    const dialog = page.getByRole("dialog", { name: "附近门店库存" });
    await expect(dialog.getByText(`尺码 ${shown}`, { exact: true })).toBeVisible();
    const first = dialog.getByRole("list", { name: "有库存的门店" }).getByRole("listitem").first();
    await expect(first.getByRole("heading")).toHaveText(getStoreStockData[0]!.store.storeName);
    await expect(first.getByTestId("store-size-stock")).toHaveText(
      new RegExp(`^${shown.replace(/[()]/g, "\\$&")} 码 · (有货|仅剩 \\d 件)$`),
    );
  });
});

test.describe("sharing", () => {
  test("分享给好友 on a product page: WeChat's guide inside WeChat, else the link copied", async ({ page, request, context, isMobile }) => {
    const [colour] = await twoColours(request);
    if (!isMobile) {
      // Desktop Chromium on Linux has no system share sheet: the link is copied.
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await page.addInitScript(() => Reflect.deleteProperty(Navigator.prototype, "share"));
    }
    await open(page, `${productPath(colour)}?utm_source=wechat&from=singlemessage&isappinstalled=0`);
    // the page's share title, description and image
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /迅岚/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.+/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", /^https?:\/\/.+/);
    await page.getByRole("button", { name: "分享给好友" }).click();
    if (isMobile) {
      const guide = page.getByRole("dialog", { name: "微信分享指引" });
      await expect(guide).toContainText("点击右上角「···」");
      await guide.getByRole("button", { name: "我知道了" }).click();
      await expect(guide).toBeHidden();
    } else {
      await expect(page.getByTestId("toast")).toHaveText("链接已复制，快去分享给好友吧");
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toBe(new URL(productPath(colour), page.url()).toString());
    }
  });

  test("分享给好友 in the mobile menu opens WeChat's guide", async ({ page, isMobile }) => {
    test.skip(!isMobile, "menu 7 is the mobile menu");
    await open(page, "/");
    await page.getByRole("banner").getByRole("button", { name: "打开菜单" }).click();
    await page.getByRole("navigation", { name: "移动端菜单" }).getByRole("button", { name: "分享给好友" }).click();
    await expect(page.getByRole("dialog", { name: "微信分享指引" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "移动端菜单" })).toBeHidden();
  });

  test("a member's QR poster for the page", async ({ page, request, isMobile }) => {
    const [colour] = await twoColours(request);
    await loginViaApi(page, uniqueMobile());
    await open(page, productPath(colour));
    await page.getByRole("button", { name: "分享给好友" }).click();
    const surface = isMobile ? page.getByRole("dialog", { name: "微信分享指引" }) : page.getByRole("dialog", { name: "分享给好友" });
    await surface.getByRole("button", { name: "生成分享海报" }).click();
    const poster = surface.getByRole("img", { name: "分享海报" });
    await expect(poster).toBeVisible();
    await expect(poster).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
    await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});

test.describe("recently viewed", () => {
  test("a guest's 最近浏览 rail on the product page", async ({ page, request }) => {
    const [a, b] = await twoColours(request);
    await open(page, productPath(a));
    await expect.poll(() => page.evaluate(() => localStorage.getItem("xl_recent_view") ?? "")).toContain(a.productId);
    await open(page, productPath(b));
    const rail = page.getByTestId("recently-viewed");
    await rail.scrollIntoViewIfNeeded();
    await expect(rail.getByRole("heading", { name: "最近浏览" })).toBeVisible();
    await expect(rail.locator(`a[href="${productPath(a)}"]`).first()).toBeAttached();
    // the colour on screen is not in its own rail
    await expect(rail.locator(`a[href="${productPath(b)}"]`)).toHaveCount(0);
  });

  test("a member's 最近浏览 is kept on the server and shown in /ucenter", async ({ page, request }) => {
    const [a, b] = await twoColours(request);
    await loginViaApi(page, uniqueMobile());
    for (const colour of [a, b]) {
      const saved = page.waitForResponse((r) => r.url().includes("/graphql") && (r.request().postData() ?? "").includes("SaveLatestView"));
      await page.goto(productPath(colour));
      expect((await saved).status()).toBe(200);
    }
    await open(page, "/ucenter");
    const rail = page.getByTestId("ucenter-recently-viewed");
    await expect(rail.getByRole("heading", { name: "最近浏览" })).toBeVisible();
    const articles = rail.getByTestId("product-card");
    await expect(articles).toHaveCount(2);
    // newest first
    await expect(
      articles
        .first()
        .locator(`a[href="${productPath(b)}"]`)
        .first(),
    ).toBeAttached();
  });
});

test.describe("footer", () => {
  test("subscribe: 订阅成功 only after the gateway stored the mobile", async ({ page }) => {
    await open(page, "/");
    test.setTimeout(60_000);
    const form = page.getByRole("form", { name: "订阅资讯" });
    const mobile = uniqueMobile();
    // the footer hydrates after the page (a lazy boundary): fill it once it holds its inputs
    await expect(async () => {
      await form.getByLabel("手机号码").fill(mobile);
      await form.getByRole("checkbox").check();
      await expect(form.getByLabel("手机号码")).toHaveValue(mobile, { timeout: 1_000 });
      await expect(form.getByRole("checkbox")).toBeChecked({ timeout: 1_000 });
    }).toPass();
    const sent = page.waitForResponse((r) => r.url().includes("/graphql") && (r.request().postData() ?? "").includes("MemberSubscribe"));
    await form.getByRole("button", { name: /订阅/ }).click();
    expect((await sent).status()).toBe(200);
    await expect(page.getByText(/订阅成功，新品与活动资讯将第一时间通知您/)).toBeVisible();
  });

  test("在线客服: hours, hotline, official-account QR and a message answered with a ticket number", async ({ page }) => {
    await open(page, "/");
    test.setTimeout(60_000);
    const footer = page.getByRole("contentinfo");
    const dialog = page.getByRole("dialog", { name: "在线客服" });
    await expect(async () => {
      await footer.getByRole("button", { name: "在线客服" }).click();
      await expect(dialog).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await expect(dialog).toContainText("服务时间：每天 10:00-22:00");
    await expect(dialog.getByRole("link", { name: /400-/ })).toHaveAttribute("href", /^tel:/);
    await expect(dialog.getByRole("img", { name: "迅岚公众号二维码" })).toBeVisible();
    await dialog.getByLabel("咨询类型").selectOption("订单与配送");
    await dialog.getByLabel("手机号码（用于回复您）").fill(uniqueMobile());
    await dialog.getByLabel("您的问题").fill("请问跑鞋下单后多久发货？");
    const sent = page.waitForResponse(
      (r) => r.url().includes("/graphql") && (r.request().postData() ?? "").includes("SendCustomerServiceMessage"),
    );
    await dialog.getByRole("button", { name: "提交留言" }).click();
    expect((await sent).status()).toBe(200);
    await expect(dialog.getByTestId("ticket-no")).toHaveText(/^CS\d{8}-\d{6}$/);
    const ticket = await dialog.getByTestId("ticket-no").textContent();
    await expect(dialog).toContainText(`工单号 ${ticket}`);
  });
});
