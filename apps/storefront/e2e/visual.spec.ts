import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, PICTURE_TIMEOUT, test, waitForHydration } from "./fixtures";

/**
 * What a shopper sees (issue 14 item 1): the main pictures of home, listing and product page are
 * on screen, have a real size and have loaded. Runs in both projects (1440 desktop, 390 WeChat).
 * Any image, script or style answering ≥ 400 fails every test through the `failedAssets` fixture.
 */

async function graphql<T>(request: APIRequestContext, query: string): Promise<T> {
  const response = await request.post("/graphql", { headers: { channel: "WEB" }, data: { query } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The rendered box and load state of an <img>. */
async function pictureState(image: Locator) {
  return image.evaluate((element) => {
    const img = element as HTMLImageElement;
    const box = img.getBoundingClientRect();
    const style = getComputedStyle(img);
    return {
      width: Math.round(box.width),
      height: Math.round(box.height),
      loaded: img.complete && img.naturalWidth > 0,
      hidden: style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0,
      src: img.currentSrc || img.src,
    };
  });
}

/**
 * The picture is visible, at least `minWidth` × `minHeight` CSS px, and its file loaded
 * (naturalWidth > 0). Lazy pictures are scrolled to first.
 */
async function expectPictureShown(image: Locator, minWidth: number, minHeight: number = minWidth) {
  await image.scrollIntoViewIfNeeded();
  await expect(image).toBeVisible();
  await expect
    .poll(
      async () => {
        const state = await pictureState(image);
        return state.loaded && !state.hidden && state.width >= minWidth && state.height >= minHeight;
      },
      {
        message: `picture at least ${minWidth}×${minHeight} and loaded: ${JSON.stringify(await pictureState(image))}`,
        timeout: PICTURE_TIMEOUT,
      },
    )
    .toBe(true);
}

/** The width a phone's main picture must have: nearly the whole 390 px screen; desktop: 400. */
function mainPictureWidth(page: Page): number {
  const width = page.viewportSize()?.width ?? 1440;
  return width < 1024 ? width - 48 : 400;
}

/** The sale price as the page shows it (screen readers hear 现价 before a marked-down price). */
function salePrice(value: number): RegExp {
  const amount = value.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return new RegExp(`^(现价)?¥${amount.replaceAll(".", "\\.")}$`);
}

test.describe("pictures a shopper sees", () => {
  // Pictures are rendered on first request by the gateway; a cold cache on a busy machine is slow.
  test.describe.configure({ timeout: 120_000 });
  test("home: the hero picture and the first category tiles are on screen and loaded", async ({ page, consoleProblems }) => {
    await page.goto("/");
    const hero = page.locator("main section").first().locator("img").first();
    await expectPictureShown(hero, mainPictureWidth(page), 300);
    const tiles = page.getByRole("region", { name: "按需选购" }).locator("img");
    await expect(tiles.first()).toBeAttached();
    await expectPictureShown(tiles.first(), 150);
    expect(consoleProblems.errors, "console errors").toEqual([]);
  });

  test("listing: the first product cards' pictures are on screen and loaded", async ({ page, consoleProblems }) => {
    await page.goto("/explore/men/shoes/running");
    const cards = page.getByTestId("product-card");
    await expect(cards.first()).toBeVisible();
    const minimum = (page.viewportSize()?.width ?? 1440) < 1024 ? 150 : 240;
    for (const index of [0, 1]) {
      await expectPictureShown(cards.nth(index).locator("img").first(), minimum);
    }
    expect(consoleProblems.errors, "console errors").toEqual([]);
  });

  test("product page: the gallery picture fills its stage, and a colour switch shows the new colour's price and pictures", async ({
    page,
    request,
    consoleProblems,
  }) => {
    const { productStyle } = await graphql<{
      productStyle: {
        productColors: Array<{
          productSlug: string;
          price: number;
          productAssets: Array<{ localUrl: string; isVideo: boolean; enable: boolean; sort: number }>;
        }>;
      };
    }>(
      request,
      '{ productStyle(styleSlug: "velox-run-2") { productColors { productSlug price productAssets { localUrl isVideo enable sort } } } }',
    );
    const colours = productStyle.productColors;
    const first = colours[0]!;
    const other = colours.find((colour) => colour.price !== first.price)!;
    expect(other, "a colour with another price").toBeDefined();
    const firstPicture = (colour: typeof first) =>
      colour.productAssets.filter((asset) => asset.enable && !asset.isVideo).sort((a, b) => a.sort - b.sort)[0]!.localUrl;

    await page.goto(`/products/velox-run-2/${first.productSlug}`);
    const gallery = page.locator('section[aria-label="商品图片"]');
    const picture = gallery.locator("img").first();
    await expectPictureShown(picture, mainPictureWidth(page));
    expect((await pictureState(picture)).src).toContain(firstPicture(first).split("?")[0]);
    const price = page.locator("article header p").filter({ hasText: "¥" }).first().locator("span").first();
    await expect(price).toHaveText(salePrice(first.price));

    await page.getByRole("navigation", { name: "颜色" }).locator(`a[href="/products/velox-run-2/${other.productSlug}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/products/velox-run-2/${other.productSlug}$`));
    await expect(price).toHaveText(salePrice(other.price));
    await expect.poll(async () => (await pictureState(picture)).src).toContain(firstPicture(other).split("?")[0]);
    await expectPictureShown(picture, mainPictureWidth(page));
    expect(consoleProblems.errors, "console errors").toEqual([]);
  });
});

test.describe("product page colour switch", () => {
  test.describe.configure({ timeout: 60_000 });
  test("keeps the chosen size and the scroll position, and replaces the history entry", async ({ page, request }) => {
    const { productStyle } = await graphql<{ productStyle: { productColors: Array<{ productSlug: string }> } }>(
      request,
      '{ productStyle(styleSlug: "velox-run-2") { productColors { productSlug } } }',
    );
    const [first, second] = productStyle.productColors;
    await page.goto("/");
    await page.goto(`/products/velox-run-2/${first!.productSlug}`);
    await waitForHydration(page);
    const historyBefore = await page.evaluate(() => history.length);

    const sizes = page.getByRole("radiogroup", { name: /选择尺码/ });
    const size = sizes.locator("label:not([data-state='sold-out'])").first();
    await size.scrollIntoViewIfNeeded();
    const label = (await size.textContent())!.trim();
    await size.click();
    await expect(size).toHaveAttribute("data-state", "checked");

    const swatch = page.getByRole("navigation", { name: "颜色" }).locator(`a[href="/products/velox-run-2/${second!.productSlug}"]`);
    // The swatch near the top of the window, the page scrolled down to it.
    await swatch.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 160));
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore, "the colours are below the first screen").toBeGreaterThan(0);
    await swatch.click();
    await expect(page).toHaveURL(new RegExp(`/products/velox-run-2/${second!.productSlug}$`));

    await expect(sizes.locator("label[data-state='checked']")).toHaveText(label);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(40);
    expect(await page.evaluate(() => history.length)).toBe(historyBefore);
    // Back leaves the product page (the colour switch added no entry).
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("size chart on a phone", () => {
  test("shows every column inside the dialog without side-scrolling", async ({ page, isMobile }) => {
    test.skip(!isMobile, "seen at 390 px");
    test.setTimeout(60_000);
    await page.goto("/products/velox-run-2");
    await waitForHydration(page);
    await page.getByRole("button", { name: "尺码表" }).click();
    const scroller = page.getByTestId("size-chart-scroller");
    await expect(scroller.locator("table")).toBeVisible();
    const { scrollWidth, clientWidth } = await scroller.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    await expect(scroller.locator("th").last()).toBeInViewport();
  });
});

test.describe("toast on the product page", () => {
  test("请选择尺码 does not cover the size grid", async ({ page, isMobile }) => {
    test.skip(!isMobile, "seen at 390 px");
    test.setTimeout(60_000);
    await page.goto("/products/velox-run-2");
    await waitForHydration(page);
    const sizes = page.getByRole("radiogroup", { name: /选择尺码/ });
    // The grid high on the screen, the bag button below it, as a shopper sees them before tapping.
    await sizes.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 150));
    await page.getByRole("button", { name: "加入购物袋" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveText("请选择尺码");
    const [a, b] = [(await toast.boundingBox())!, (await sizes.boundingBox())!];
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `toast ${JSON.stringify(a)} over sizes ${JSON.stringify(b)}`).toBe(false);
  });
});

/**
 * The area around `target`'s centre where a tap lands on it (or inside it), in CSS px: walks out
 * from the centre with elementFromPoint, so a ::after hit box counts and anything covering it does not.
 */
async function tapArea(target: Locator): Promise<{ width: number; height: number }> {
  await target.evaluate((element) => element.scrollIntoView({ block: "center", inline: "center" }));
  return target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const cx = box.left + box.width / 2;
    const cy = box.top + box.height / 2;
    const hits = (x: number, y: number) => {
      const hit = document.elementFromPoint(x, y);
      return hit !== null && (hit === element || element.contains(hit));
    };
    const reach = (dx: number, dy: number) => {
      let d = 0;
      while (d < 60 && hits(cx + dx * (d + 1), cy + dy * (d + 1))) d += 1;
      return d;
    };
    return { width: reach(-1, 0) + reach(1, 0) + 1, height: reach(0, -1) + reach(0, 1) + 1 };
  });
}

test.describe("tap targets on a phone", () => {
  test("colour swatches, hearts, marquee buttons and 密码登录 take a 44 px tap", async ({ page, isMobile }) => {
    test.skip(!isMobile, "measured at 390 px");
    test.setTimeout(90_000);
    const measured: Record<string, { width: number; height: number }> = {};

    await page.goto("/");
    const barButtons = page.getByRole("region", { name: "公告" }).first().getByRole("button");
    await expect(barButtons.first()).toBeVisible();
    for (const button of await barButtons.all()) {
      measured[`公告 ${await button.getAttribute("aria-label")}`] = await tapArea(button);
    }

    await page.goto("/explore/men/shoes/running");
    await waitForHydration(page);
    measured["收藏"] = await tapArea(page.getByRole("button", { name: "收藏" }).first());
    // The card's colour thumbnails (28 px pictures): the first card that offers more than one colour.
    const swatch = page.getByRole("list", { name: "颜色" }).first().getByRole("link").first();
    measured["颜色"] = await tapArea(swatch);

    await page.goto("/login");
    await waitForHydration(page);
    measured["密码登录"] = await tapArea(page.getByRole("button", { name: /密码登录/ }));

    for (const [name, area] of Object.entries(measured)) {
      expect(area.height, `${name} ${JSON.stringify(area)}`).toBeGreaterThanOrEqual(44);
      // Thumbnails sit 4 px apart: each owns its 32 px pitch (WCAG 2.5.8 spacing), the rest 44.
      expect(area.width, `${name} ${JSON.stringify(area)}`).toBeGreaterThanOrEqual(name === "颜色" ? 32 : 44);
    }
    console.log(`tap areas at 390 px: ${JSON.stringify(measured)}`);
  });
});
