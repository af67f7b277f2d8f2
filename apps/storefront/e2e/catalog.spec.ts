import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";

/** The sale prices the listing shows, in order (first ¥ amount of each card). */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByTestId("product-card").locator("p[data-marked-down], p:has-text('¥')").allTextContents();
  return texts
    .map((text) => /¥([\d,]+\.\d{2})/.exec(text)?.[1])
    .filter((value): value is string => Boolean(value))
    .map((value) => Number(value.replaceAll(",", "")));
}

function ascending(values: readonly number[]): boolean {
  return values.every((value, i) => i === 0 || values[i - 1]! <= value);
}

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post("/graphql", { headers: { channel: "WEB" }, data: { query } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

test.describe("catalogue journey", () => {
  test("menu → third-level listing → sort by price → next page → product → colour → size", async ({
    page,
    request,
    isMobile,
    consoleProblems,
  }) => {
    test.setTimeout(90_000);
    // A style whose colours have different prices, for the colour switch at the end.
    const { productStyle } = await graphql<{ productStyle: { productColors: Array<{ productSlug: string; price: number }> } }>(
      request,
      '{ productStyle(styleSlug: "velox-run-2") { productColors { productSlug price } } }',
    );
    await page.goto("/");
    await waitForHydration(page);
    const header = page.getByRole("banner");

    if (isMobile) {
      // spec §2 mobile: menu 7 with expandable sub-lists.
      await header.getByRole("button", { name: "打开菜单" }).click();
      const menu = page.getByRole("dialog", { name: "移动端菜单" }).or(page.getByRole("navigation", { name: "移动端菜单" }));
      await menu.getByRole("button", { name: "选购" }).click();
      await menu.getByRole("button", { name: "男子" }).click();
      await menu.getByRole("button", { name: "鞋类" }).click();
      await menu.getByRole("link", { name: "跑步鞋" }).click();
    } else {
      // spec §2 desktop: the mega-menu opens after a 500 ms hover, three levels deep.
      await header.getByRole("button", { name: "选购" }).hover();
      const running = header.locator('a[href="/explore/men/shoes/running"]');
      await expect(running).toBeVisible();
      await expect(header.getByRole("link", { name: "附近门店" })).toBeVisible();
      await expect(header.getByRole("link", { name: "帮助中心" })).toBeVisible();
      await running.click();
    }
    await expect(page).toHaveURL(/\/explore\/men\/shoes\/running$/);
    await expect(page.getByRole("heading", { level: 1, name: /跑步鞋/ })).toBeVisible();
    // spec §2: breadcrumbs from 首页; at the third level the sub-navigation starts with 全部.
    await expect(page.getByRole("navigation", { name: "面包屑" })).toContainText("首页");
    const subNav = page.getByRole("navigation", { name: "子分类" });
    await expect(subNav.getByRole("link").first()).toHaveText("全部");
    await expect(subNav.getByRole("link", { name: "跑步鞋" })).toHaveAttribute("aria-current", "page");

    // Sort: price ascending, in the URL, and the prices really ascend.
    await page.getByRole("button", { name: /排序/ }).click();
    await page.getByRole("menuitemradio", { name: "价格从低到高" }).click();
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect(page.getByTestId("product-grid")).not.toHaveAttribute("aria-busy", "true");
    await expect.poll(async () => ascending(await cardPrices(page))).toBe(true);
    const firstPage = await cardPrices(page);
    expect(firstPage).toHaveLength(9);

    // Scrolling to the end loads page 2, still ascending.
    await page.getByTestId("product-card").last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 4000);
    const cards = page.getByTestId("product-card");
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(18);
    // One snapshot of every card (a third page may arrive on its own meanwhile): each has a price.
    const snapshot = await cards.evaluateAll((elements) =>
      elements.map(
        (card) =>
          [...card.querySelectorAll("p")].find((p) => p.hasAttribute("data-marked-down") || p.textContent?.includes("¥"))?.textContent ??
          "",
      ),
    );
    const loaded = snapshot.length;
    const twoPages = snapshot.map((text) => Number(/¥([\d,]+\.\d{2})/.exec(text)?.[1]?.replaceAll(",", "") ?? Number.NaN));
    expect(
      twoPages.every((price) => Number.isFinite(price)),
      `every card shows a price: ${JSON.stringify(snapshot)}`,
    ).toBe(true);
    expect(ascending(twoPages)).toBe(true);

    // Product page of that style.
    const card = page.locator('[data-testid="product-card"]:has(a[href^="/products/velox-run-2/"])').first();
    await card.scrollIntoViewIfNeeded();
    await card.getByRole("link", { name: /VELOX RUN 2/i }).click();
    await expect(page).toHaveURL(/\/products\/velox-run-2\/[^/]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("疾速 2 代");
    // spec §2: the breadcrumb is the colour's listing, 首页 › 男子 › 鞋类 › 跑步鞋 › the product.
    const crumbs = page.getByRole("navigation", { name: "面包屑" });
    await expect(crumbs).toContainText(/首页.*男子.*鞋类.*跑步鞋.*疾速 2 代/);
    await expect(crumbs.getByRole("link", { name: "跑步鞋" })).toHaveAttribute("href", "/explore/men/shoes/running");
    const slug = page.url().split("/").at(-1)!;
    const current = productStyle.productColors.find((colour) => colour.productSlug === slug)!;
    const other = productStyle.productColors.find((colour) => colour.price !== current.price)!;
    expect(other, "a colour with another price").toBeDefined();

    const firstImage = page
      .getByRole("region", { name: "商品图片" })
      .or(page.locator('section[aria-label="商品图片"]'))
      .locator("img")
      .first();
    const imageBefore = await firstImage.getAttribute("src");
    const priceBefore = await page.locator("article p[data-marked-down], article header p:has-text('¥')").first().textContent();

    // Colour switch: a real link; URL, images and price change.
    await page.getByRole("navigation", { name: "颜色" }).locator(`a[href="/products/velox-run-2/${other.productSlug}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/products/velox-run-2/${other.productSlug}$`));
    await expect(firstImage).not.toHaveAttribute("src", imageBefore!);
    await expect(page.locator("article header p:has-text('¥')").first()).not.toHaveText(priceBefore!);

    // 加入购物袋 without a size asks for one; a size in stock can be picked.
    await page.getByRole("button", { name: "加入购物袋" }).click();
    await expect(page.getByTestId("toast")).toHaveText("请选择尺码");
    const sizes = page.getByRole("radiogroup", { name: /选择尺码/ });
    const available = sizes.locator("label:not([data-state='sold-out'])").first();
    await available.click();
    await expect(available).toHaveAttribute("data-state", "checked");
    await page.getByRole("button", { name: "加入购物袋" }).click();
    // The mini-bag opens with the line (the bag journeys are in cart.spec.ts).
    const miniBag = page.getByRole("dialog", { name: "已加入购物袋" });
    await expect(miniBag).toBeVisible();
    await miniBag.getByRole("button", { name: "关闭" }).click();

    // Back to the listing (the colour switch replaced its history entry): the loaded pages come back.
    await page.goBack();
    await expect(page).toHaveURL(/sort=priceAsc/);
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(loaded);

    expect(consoleProblems.hydration, "hydration warnings").toEqual([]);
    expect(consoleProblems.errors, "console errors").toEqual([]);
  });
});

test.describe("catalogue on the server", () => {
  test("the product page's first HTML holds the name, the price, canonical link and the Product JSON-LD", async ({ request }) => {
    const response = await request.get("/products/velox-run-2/velox-run-2-black");
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain("迅岚 疾速 2 代 男子跑步鞋");
    expect(html).toMatch(/¥\d[\d,]*\.\d{2}/);
    expect(html).toMatch(/<title>[^<]*疾速 2 代[^<]*<\/title>/);
    const breadcrumb = /<nav[^>]*aria-label="面包屑"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? "";
    expect(breadcrumb).toContain('href="/explore/men/shoes/running"');
    expect(breadcrumb.replace(/<[^>]+>/g, " ")).toMatch(/首页\s.*男子\s.*鞋类\s.*跑步鞋\s.*疾速 2 代/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/products\/velox-run-2\/velox-run-2-black"/);
    const jsonLd = /<script type="application\/ld\+json"[^>]*>([^<]+)<\/script>/.exec(html)?.[1];
    expect(jsonLd, "Product JSON-LD").toBeTruthy();
    const product = JSON.parse(jsonLd!) as { "@type": string; name: string; offers: { price: string; priceCurrency: string } };
    expect(product["@type"]).toBe("Product");
    expect(product.name).toContain("疾速 2 代");
    expect(product.offers.priceCurrency).toBe("CNY");
  });

  test("legacy mini-program links redirect permanently (spec §2)", async ({ request, page }) => {
    const listing = await request.get("/?n1=men&n2=shoes&n3=running", { maxRedirects: 0 });
    expect(listing.status()).toBe(301);
    expect(listing.headers().location).toMatch(/\/explore\/men\/shoes\/running$/);
    const product = await request.get("/redirect?style_slug=velox-run-2&product_slug=velox-run-2-black", { maxRedirects: 0 });
    expect(product.status()).toBe(301);
    expect(product.headers().location).toMatch(/\/products\/velox-run-2\/velox-run-2-black$/);
    await page.goto("/pages/index?frame=spring-run");
    await expect(page).toHaveURL(/\/landing\/spring-run$/);
    // /help keeps its own `key`.
    const help = await request.get("/help?key=privacy", { maxRedirects: 0 });
    expect(help.status()).toBe(200);
  });

  test("a hidden category resolves to nothing without from=hidden and lists with it", async ({ page, request }) => {
    const hidden = await request.get("/explore/employee-sale");
    expect(hidden.status()).toBe(404);
    await page.goto("/explore/employee-sale");
    await expect(page.getByRole("heading", { name: "未找到该分类" })).toBeVisible();

    const shown = await request.get("/explore/employee-sale?from=hidden");
    expect(shown.status()).toBe(200);
    await page.goto("/explore/employee-sale?from=hidden");
    await expect(page.getByRole("heading", { level: 1, name: /员工内购/ })).toBeVisible();
    // Sub-navigation links keep from=hidden.
    await expect(page.getByRole("navigation", { name: "子分类" }).getByRole("link").first()).toHaveAttribute("href", /from=hidden$/);
  });

  test("help tabs, a landing page and a collection render their documents", async ({ page }) => {
    await page.goto("/help");
    await expect(page.getByRole("link", { name: "常见问题" }).first()).toHaveAttribute("aria-current", "page");
    await page.getByRole("navigation", { name: "帮助中心" }).getByRole("link", { name: "尺码指南" }).click();
    await expect(page).toHaveURL(/\/help\?key=size-guide$/);
    await page.goto("/landing/spring-run");
    await expect(page.getByRole("heading", { name: "春季跑季 · 第二双 8 折" })).toBeVisible();
    await expect(page.getByTestId("product-card").first()).toBeVisible();
    await page.goto("/explore/collection");
    await page.getByRole("link", { name: "本周新品" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "本周新品" })).toBeVisible();
    await expect(page.getByTestId("product-card").first()).toBeVisible();
  });
});
