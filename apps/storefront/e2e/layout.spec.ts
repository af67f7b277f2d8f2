import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Layout a shopper sees (issue 13): the header keeps one height and one logo size on every page
 * type (it jumped between them), and the desktop listing is dense and finishable — 4 columns at
 * ≥ 1280 px beside a filter sidebar, applied filters as removable chips, 已显示 x/n and a 加载更多
 * button after a few automatic pages so the footer can be reached.
 */

/** The header's and the logo's rendered boxes. */
async function headerBoxes(page: Page) {
  const header = page.locator("header").first();
  await expect(header).toBeVisible();
  const logo = header.getByRole("link", { name: /迅岚 XUNLAN 首页/ });
  const [h, l] = await Promise.all([header.boundingBox(), logo.boundingBox()]);
  return { header: Math.round(h!.height), logoWidth: Math.round(l!.width), logoHeight: Math.round(l!.height) };
}

test("the header and its logo keep one size on every page type", async ({ page }) => {
  const paths = ["/", "/explore/men/shoes/running", "/products/velox-run-2", "/cart", "/help", "/store", "/search?keyword=跑鞋", "/login"];
  const sizes: Record<string, Awaited<ReturnType<typeof headerBoxes>>> = {};
  for (const path of paths) {
    await page.goto(path);
    sizes[path] = await headerBoxes(page);
  }
  const first = sizes[paths[0]!]!;
  // 56 px on a phone, 64 px from lg (with its 1 px border): the same on each page.
  expect(first.header).toBe(test.info().project.name === "wechat-mobile" ? 57 : 65);
  expect(sizes, "header height and logo size per page").toEqual(Object.fromEntries(paths.map((path) => [path, first])));
});

test("desktop listing: 4 columns beside the filter sidebar, removable chips, 已显示 x/n and 加载更多 before the footer", {
  tag: ["@desktop-only"],
}, async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto("/explore/men/shoes");
  const grid = page.getByTestId("product-grid");
  const cards = grid.getByTestId("product-card");
  await expect(cards.nth(3)).toBeVisible();

  // 4 cards in the first row, to the right of the sidebar.
  const boxes = await Promise.all([0, 1, 2, 3, 4].map(async (i) => (await cards.nth(i).boundingBox())!));
  const firstRow = boxes.filter((box) => Math.abs(box.y - boxes[0]!.y) < 2);
  expect(firstRow, "cards in the first row at 1440 px").toHaveLength(4);
  // At 1440 the sticky bar names the sidebar (筛选) instead of opening a sheet.
  await expect(page.locator("p").filter({ hasText: /^筛选$/ })).toBeVisible();
  const firstChip = page.locator("label:has(input[type=checkbox])").first();
  await expect(firstChip).toBeVisible();
  const chipBox = (await firstChip.boundingBox())!;
  expect(chipBox.x + chipBox.width, "the filter sidebar stands left of the grid").toBeLessThanOrEqual(boxes[0]!.x);

  // A filter applies at once and shows as a removable chip; its × takes it off again.
  const total = Number((await page.getByTestId("listing-count").innerText()).replace(/\D/g, ""));
  await firstChip.click();
  const applied = page.getByRole("list", { name: "已选筛选条件" });
  const remove = applied.getByRole("button", { name: /^移除筛选 / });
  await expect(remove).toHaveCount(1);
  await expect(page).toHaveURL(/\?.+=/);
  await expect(page.getByTestId("listing-count")).not.toHaveText(`(${total})`);
  await remove.click();
  await expect(applied).toBeHidden();
  await expect(page.getByTestId("listing-count")).toHaveText(`(${total})`);

  // Scrolling loads a few pages by itself, then 加载更多 waits for a tap: the footer is reachable.
  const progress = page.getByTestId("listing-progress");
  const more = page.getByRole("button", { name: "加载更多" });
  for (let i = 0; i < 12 && !(await more.isVisible()); i += 1) {
    await progress.scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 1_500);
    await page.waitForTimeout(300);
  }
  await expect(more).toBeVisible();
  const shownBefore = Number((await progress.innerText()).match(/已显示 (\d+)\/(\d+)/)![1]);
  await expect(progress).toContainText(`/${total}`);
  expect(shownBefore).toBeLessThan(total);
  await page.locator("footer").last().scrollIntoViewIfNeeded();
  await expect(page.locator("footer").last()).toBeInViewport();
  await more.click();
  await expect.poll(async () => Number((await progress.innerText()).match(/已显示 (\d+)/)![1])).toBeGreaterThan(shownBefore);
});
