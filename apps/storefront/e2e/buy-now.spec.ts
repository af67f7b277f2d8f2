import type { Page } from "@playwright/test";
import { addAddress, isDesktop, smsLogin } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { gql, loginViaApi, trackCaptchas, uniqueMobile } from "./members-helpers";

// Issue 26 立即购买 at 1440 and 390 (WeChat): the product page's buy bar goes straight to checkout
// with one size, the bag untouched; a guest logs in first (spec §5 请先登录后再购买～).

interface Colour {
  styleSlug: string;
  productSlug: string;
  purchaseLimit: number | null;
  productSizes: Array<{ ean: string; cnSize: string; saleableQty: number }>;
}

/** A colour with two sizes in stock (the bag's and the 立即购买's), from the middle of the list: other journeys take its ends. */
async function pickColour(
  page: Page,
  index: number,
): Promise<{ colour: Colour; bagSize: Colour["productSizes"][number]; buySize: Colour["productSizes"][number] }> {
  const { searchProductColors } = await gql<{ searchProductColors: { productColorIds: string[] } }>(
    page,
    "{ searchProductColors(pageNumber: 1, pageSize: 60) { productColorIds } }",
  );
  const { productColors } = await gql<{ productColors: Colour[] }>(
    page,
    "query($ids:[ID!]!){ productColors(ids:$ids){ styleSlug productSlug purchaseLimit productSizes { ean cnSize saleableQty } } }",
    { ids: searchProductColors.productColorIds },
  );
  const usable = productColors.filter(
    (colour) =>
      (colour.purchaseLimit === null || colour.purchaseLimit >= 2) &&
      colour.productSizes.filter((size) => size.saleableQty >= 3).length >= 2,
  );
  const colour = usable[Math.floor(usable.length / 2) + index];
  expect(colour, "a seeded colour with two sizes in stock").toBeTruthy();
  const [bagSize, buySize] = colour!.productSizes.filter((size) => size.saleableQty >= 3);
  return { colour: colour!, bagSize: bagSize!, buySize: buySize! };
}

/** Taps a size's tile (by its EAN: shoes and apparel read differently). */
const pickSize = (page: Page, ean: string) =>
  page
    .getByRole("radiogroup", { name: /选择尺码/ })
    .locator("label", { has: page.locator(`input[value="${ean}"]`) })
    .click();

test.beforeEach(({ page }) => trackCaptchas(page));

test("立即购买: a guest logs in, checks out just that size, and the bag keeps what it held", async ({ page, consoleProblems }, info) => {
  test.setTimeout(240_000);
  await page.goto("/");
  const { colour, bagSize, buySize } = await pickColour(page, isDesktop(info) ? 0 : 1);
  await page.goto(`/products/${colour.styleSlug}/${colour.productSlug}`);

  // The buy bar is in the first screen at both widths, and asks for a size.
  const bar = page.getByRole("region", { name: "购买" });
  await expect(bar).toBeInViewport();
  await expect(bar.getByTestId("buy-bar-size")).toHaveText("请选择尺码");
  await expect(bar.getByRole("button", { name: "立即购买" })).toBeInViewport();

  // One size into the bag.
  await pickSize(page, bagSize.ean);
  await expect(bar.getByTestId("buy-bar-size")).toHaveText(/^已选 /);
  await bar.getByRole("button", { name: "加入购物袋" }).click();
  const miniBag = page.getByRole("dialog", { name: "已加入购物袋" });
  await expect(miniBag).toBeVisible();
  await miniBag.getByRole("button", { name: "关闭" }).click();
  await expect(miniBag).toBeHidden();

  // Another size, bought now: a guest is asked to log in first, then lands on that checkout.
  await pickSize(page, buySize.ean);
  await bar.getByRole("button", { name: "立即购买" }).click();
  await expect(page.getByTestId("toast")).toHaveText("请先登录后再购买～");
  await smsLogin(page, info, uniqueMobile());
  await expect(page).toHaveURL(new RegExp(`/checkout\\?buy=${buySize.ean}&qty=1$`));

  // Only that size, and still only it after a reload.
  const items = page.getByRole("list", { name: "商品清单" }).locator("article[data-ean]");
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute("data-ean", buySize.ean);
  await page.reload();
  await expect(items).toHaveCount(1);
  await expect(items.first()).toHaveAttribute("data-ean", buySize.ean);

  await addAddress(page);
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/\/sandbox\/cashier\//, { timeout: 15_000 });

  // The bag holds what it held: the first size, once; the bought one never entered it.
  const { cart } = await gql<{ cart: { sorttedLists: Array<{ ean: string; quantity: number }> } }>(
    page,
    "{ cart { sorttedLists { ean quantity } } }",
  );
  expect(cart.sorttedLists.map((line) => [line.ean, line.quantity])).toEqual([[bagSize.ean, 1]]);
  expect(consoleProblems.hydration, "hydration warnings").toEqual([]);
});

test("立即购买 with a link that is not a size falls back to the bag's checkout, never an error", async ({ page }) => {
  // a member with an empty bag: /checkout?buy=<garbage> is the bag's (empty) checkout
  await page.goto("/");
  const mobile = uniqueMobile();
  await loginViaApi(page, mobile);
  const response = await page.goto("/checkout?buy=%3Cscript%3E&qty=-4");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("region", { name: "你的购物袋是空的" })).toBeVisible();
});
