import { expect, test, waitForHydration } from "./fixtures";

/** Issue 13: menus a shopper can use, at the profile where each defect was seen. */

test.describe("desktop mega-menu", () => {
  test.beforeEach(({ isMobile }) => {
    test.skip(isMobile, "the hover mega-menu is desktop only");
  });

  test("fits the window and scrolls inside, so its last group can be reached", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "选购" }).hover();
    const menu = page.getByTestId("mega-menu");
    await expect(menu).toBeVisible();
    const viewport = page.viewportSize()!;
    const box = (await menu.boundingBox())!;
    expect(box.y + box.height, "menu bottom within the window").toBeLessThanOrEqual(viewport.height);

    // The last link of the menu scrolls into view inside the panel; the page itself stays put.
    const last = menu.getByRole("link").last();
    await last.scrollIntoViewIfNeeded();
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(viewport.height);
    expect(lastBox.y).toBeGreaterThanOrEqual(box.y);
    await expect(last).toBeInViewport();
  });

  test("closes when the pointer leaves it", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "选购" }).hover();
    const menu = page.getByTestId("mega-menu");
    await expect(menu).toBeVisible();
    const box = (await menu.boundingBox())!;
    // Into the panel (still open)…
    await page.mouse.move(box.x + 40, box.y + 40, { steps: 4 });
    await expect(menu).toBeVisible();
    // …then out to the page beside it.
    const viewport = page.viewportSize()!;
    await page.mouse.move(viewport.width - 20, viewport.height - 20, { steps: 6 });
    await expect(menu).toBeHidden();
  });

  test("Esc closes it after focus moved into the panel, and focus returns to 选购", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const trigger = page.getByRole("banner").getByRole("button", { name: "选购" });
    await trigger.focus();
    await page.keyboard.press("Enter");
    const menu = page.getByTestId("mega-menu");
    await expect(menu).toBeVisible();
    await menu.getByRole("link").nth(2).focus();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();
  });
});

test.describe("no empty category is linked", () => {
  test("every listing the mega-menu and the home page link has products", async ({ page, request, isMobile }) => {
    test.skip(isMobile, "the desktop menu lists all three levels at once");
    test.setTimeout(90_000);
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "选购" }).hover();
    await expect(page.getByTestId("mega-menu")).toBeVisible();
    const hrefs = await page
      .locator('[data-testid="mega-menu"] a[href^="/explore/"], main a[href^="/explore/"]')
      .evaluateAll((links) =>
        [...new Set(links.map((link) => link.getAttribute("href")!.split("?")[0]!))].filter(
          (href) => !href.startsWith("/explore/collection"),
        ),
      );
    expect(hrefs.length).toBeGreaterThan(20);
    const empty: string[] = [];
    for (const href of hrefs) {
      const response = await request.post("/graphql", {
        headers: { channel: "WEB" },
        data: { query: `{ searchProductColors(pageSize: 1, categoryPath: ${JSON.stringify(href.replace("/explore/", ""))}) { count } }` },
      });
      const body = (await response.json()) as { data?: { searchProductColors: { count: number } } };
      if (!body.data || body.data.searchProductColors.count === 0) empty.push(href);
    }
    expect(empty, "linked listings without a product").toEqual([]);
  });
});

test.describe("mobile menu", () => {
  test("locks the page behind it while open", async ({ page, isMobile }) => {
    test.skip(!isMobile, "menu 7 is the mobile full menu");
    await page.goto("/");
    await waitForHydration(page);
    await page.getByRole("banner").getByRole("button", { name: "打开菜单" }).click();
    const menu = page.getByTestId("mobile-menu");
    await expect(menu).toBeVisible();
    const before = await page.evaluate(() => window.scrollY);
    const box = (await menu.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => new Promise(requestAnimationFrame));
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // ui's counted scroll lock (useScrollLock) holds the body; the viewport takes its overflow.
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden");

    await page.getByRole("banner").getByRole("button", { name: "关闭菜单" }).click();
    await expect(menu).toBeHidden();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe("hidden");
  });
});
