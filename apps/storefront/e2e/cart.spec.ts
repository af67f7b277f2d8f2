import type { Page, TestInfo } from "@playwright/test";
import { addAddress, expectBestCouponApplied, isDesktop, smsLogin } from "./checkout-helpers";
import { expect, PICTURE_TIMEOUT, test } from "./fixtures";
import { gql, trackCaptchas, uniqueMobile } from "./members-helpers";

// The money path of issue 8 at 1440 and 390 (WeChat): a guest fills the bag (two sizes, a
// quantity change, the stock limit, a deletion), logs in at checkout (the bag is kept), adds an
// address, finds the new-member coupon already applied (issue 26) and pays — or cancels — in the sandbox cashier.

interface Candidate {
  productId: string;
  styleSlug: string;
  productSlug: string;
  price: number;
  /** The size whose quantity goes up to its limit. */
  limited: { ean: string; cnSize: string; max: number };
  /** A second size, deleted later. */
  other: { ean: string; cnSize: string };
}

interface ColourRow {
  productId: string;
  productSlug: string;
  styleSlug: string;
  price: number;
  purchaseLimit: number | null;
  productSizes: Array<{ ean: string; cnSize: string; saleableQty: number }>;
}

/**
 * Colours of the seeded catalogue with a size whose limit (min(stock, purchase limit)) is 2–6 —
 * reachable in a few presses — and another size in stock. Each project takes its own colour,
 * so the two projects' orders never share stock.
 */
async function pickCandidates(page: Page): Promise<Candidate[]> {
  const { searchProductColors } = await gql<{ searchProductColors: { productColorIds: string[] } }>(
    page,
    "{ searchProductColors(pageNumber: 1, pageSize: 60) { productColorIds } }",
  );
  const { productColors } = await gql<{ productColors: ColourRow[] }>(
    page,
    "query($ids:[ID!]!){ productColors(ids:$ids){ productId productSlug styleSlug price purchaseLimit productSizes { ean cnSize saleableQty } } }",
    { ids: searchProductColors.productColorIds },
  );
  const candidates: Candidate[] = [];
  for (const colour of productColors) {
    const cap = (qty: number) =>
      Math.min(qty, colour.purchaseLimit && colour.purchaseLimit > 0 ? colour.purchaseLimit : Number.POSITIVE_INFINITY);
    const limited = colour.productSizes.find((size) => cap(size.saleableQty) >= 2 && cap(size.saleableQty) <= 6);
    const other = colour.productSizes.find((size) => size !== limited && size.saleableQty >= 2);
    if (limited && other) {
      candidates.push({
        productId: colour.productId,
        styleSlug: colour.styleSlug,
        productSlug: colour.productSlug,
        price: colour.price,
        limited: { ean: limited.ean, cnSize: limited.cnSize, max: cap(limited.saleableQty) },
        other: { ean: other.ean, cnSize: other.cnSize },
      });
    }
  }
  expect(candidates.length, "seeded colours with a reachable stock limit").toBeGreaterThanOrEqual(4);
  return candidates;
}

/** The header's bag badge count (0 shows no badge). */
async function expectBadge(page: Page, count: number) {
  const bag = page.getByRole("button", { name: "购物袋" }).first();
  if (count === 0) await expect(bag).not.toContainText(/\d/);
  else await expect(bag).toContainText(String(count));
}

/** Picks a size on the product page and adds it; the mini-bag opens with it. */
async function addSize(page: Page, cnSize: string) {
  await page
    .getByRole("radiogroup", { name: /选择尺码/ })
    .getByText(cnSize, { exact: true })
    .first()
    .click();
  await page.getByRole("button", { name: "加入购物袋" }).click();
  const miniBag = page.getByRole("dialog", { name: "已加入购物袋" });
  await expect(miniBag).toBeVisible();
  return miniBag;
}

/** Fills the bag as a guest, walks the quantity rules and a deletion, then logs in at checkout. */
async function guestBagToCheckout(page: Page, info: TestInfo, candidate: Candidate) {
  await page.goto(`/products/${candidate.styleSlug}/${candidate.productSlug}`);
  let miniBag = await addSize(page, candidate.limited.cnSize);
  await expect(miniBag).toContainText("共 1 件");
  await miniBag.getByRole("button", { name: "关闭" }).click();
  await expectBadge(page, 1);
  miniBag = await addSize(page, candidate.other.cnSize);
  await expect(miniBag).toContainText("共 2 件");
  await miniBag.getByRole("button", { name: /查看购物袋/ }).click();

  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("购物袋共 2 件");
  const lines = page.getByRole("list", { name: "购物袋商品" }).getByRole("listitem");
  await expect(lines).toHaveCount(2);
  const limitedLine = page.locator(`article[data-ean="${candidate.limited.ean}"]`);
  const otherLine = page.locator(`article[data-ean="${candidate.other.ean}"]`);
  // the picture is shown, loaded and sized (74 px on a phone, 176 on desktop; spec §9)
  const picture = limitedLine.locator("img").first();
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { timeout: PICTURE_TIMEOUT })
    .toBe(true);
  expect((await picture.boundingBox())?.width).toBe(isDesktop(info) ? 176 : 74);

  // Quantity: + shows at once, checkout waits for the 1 s debounce, the badge follows.
  const checkout = page.getByRole("button", { name: "去结算" });
  // The disabled spell lasts about a second: a watcher in the page records it, so a slow test
  // machine that looks a moment late still sees that it happened.
  await checkout.evaluate((button) => {
    const flag = button as HTMLButtonElement & { wasDisabled?: boolean };
    flag.wasDisabled = false;
    new MutationObserver(() => {
      if (flag.disabled) flag.wasDisabled = true;
    }).observe(button, { attributes: true, attributeFilter: ["disabled"] });
  });
  await limitedLine.getByRole("button", { name: "增加数量" }).click();
  await expect(limitedLine.getByLabel("数量", { exact: true })).toHaveText("2");
  await expect.poll(() => checkout.evaluate((button) => (button as HTMLButtonElement & { wasDisabled?: boolean }).wasDisabled)).toBe(true);
  await expect(checkout).toBeEnabled();
  await expectBadge(page, 3);

  // The stock limit: presses up to the limit, then 已达数量上限，无法继续加购.
  for (let quantity = 2; quantity < candidate.limited.max; quantity += 1) {
    await limitedLine.getByRole("button", { name: "增加数量" }).click();
    await expect(limitedLine.getByLabel("数量", { exact: true })).toHaveText(String(quantity + 1));
  }
  await limitedLine.getByRole("button", { name: "增加数量" }).click();
  await expect(page.getByTestId("toast")).toHaveText("已达数量上限，无法继续加购");
  await expect(limitedLine.getByLabel("数量", { exact: true })).toHaveText(String(candidate.limited.max));
  await expect(checkout).toBeEnabled();
  // back down to 1, where minus is disabled (spec §5: it does nothing there)
  for (let quantity = candidate.limited.max; quantity > 1; quantity -= 1)
    await limitedLine.getByRole("button", { name: "减少数量" }).click();
  await expect(limitedLine.getByLabel("数量", { exact: true })).toHaveText("1");
  await expect(limitedLine.getByRole("button", { name: "减少数量" })).toBeDisabled();
  await expect(checkout).toBeEnabled();
  await expectBadge(page, 2);

  // Delete a line: a guest gets 取消 / 删除, then 商品删除成功！
  await otherLine.getByRole("button", { name: /^删除 / }).click();
  const dialog = page.getByRole("alertdialog", { name: "删除商品" });
  await expect(dialog.getByRole("button", { name: "取消" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "移入收藏" })).toHaveCount(0);
  await dialog.getByRole("button", { name: "删除", exact: true }).click();
  await expect(page.getByTestId("toast")).toHaveText("商品删除成功！");
  await expect(lines).toHaveCount(1);
  await expectBadge(page, 1);

  // The bag survives a reload (server-rendered, badge included).
  await page.reload();
  await expect(lines).toHaveCount(1);
  await expectBadge(page, 1);

  // 去结算 as a guest: 请先登录后再购买～ and the login menu; login brings the shopper to /checkout.
  await checkout.click();
  await expect(page.getByTestId("toast")).toHaveText("请先登录后再购买～");
  await smsLogin(page, info, uniqueMobile());
  await expect(page).toHaveURL(/\/checkout$/);
  // the guest bag was kept (merged into the new member's)
  await expect(page.getByRole("list", { name: "商品清单" }).locator(`article[data-ean="${candidate.limited.ean}"]`)).toBeVisible();
  // header hidden on checkout (spec §2)
  await expect(page.getByRole("button", { name: "购物袋" })).toHaveCount(0);
}

async function submit(page: Page) {
  // desktop: the summary's button; phone: the bar fixed at the bottom (the other one is not displayed)
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/sandbox\/cashier\//, { timeout: 15_000 });
}

test.beforeEach(({ page }) => trackCaptchas(page));

test.describe("bag, checkout and payment", () => {
  test("a guest fills the bag, logs in at checkout, gets the new-member coupon without a tap and pays", async ({
    page,
    consoleProblems,
  }, info) => {
    // a whole purchase through the real gateway and cashier (about 1.5 min on a busy machine)
    test.setTimeout(240_000);
    await page.goto("/");
    const candidate = (await pickCandidates(page))[isDesktop(info) ? 0 : 1]!;
    await guestBagToCheckout(page, info, candidate);
    await addAddress(page);
    await expectBestCouponApplied(page);
    await submit(page);

    await page
      .getByRole("button", { name: /确认支付|模拟扫码支付成功/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/success\?orderNumber=/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible({ timeout: 15_000 });
    await expectBadge(page, 0);
    expect(consoleProblems.hydration, "hydration warnings").toEqual([]);
  });

  test("the same purchase cancelled in the cashier", async ({ page }, info) => {
    // a whole purchase through the real gateway and cashier (about 1.5 min on a busy machine)
    test.setTimeout(240_000);
    await page.goto("/");
    const candidate = (await pickCandidates(page))[isDesktop(info) ? 2 : 3]!;
    await guestBagToCheckout(page, info, candidate);
    await addAddress(page);
    await expectBestCouponApplied(page);
    await submit(page);

    await page.getByRole("button", { name: "取消支付" }).first().click();
    await expect(page).toHaveURL(/\/success\?orderNumber=/, { timeout: 15_000 });
    // the order waits for payment until its deadline: /success says so and offers the cashier again
    await expect(page.getByRole("heading", { name: "支付已取消" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "返回收银台" })).toBeVisible();
  });
});
