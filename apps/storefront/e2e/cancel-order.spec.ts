import type { Page, TestInfo } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { gql, loginViaApi, trackCaptchas, uniqueMobile } from "./members-helpers";
import { ADDRESS, pickEan } from "./order-helpers";

// Issue 24 item 4, at 1440 and 390 (WeChat): a member places an order, does not pay, cancels it
// from the order list with a reason (the 取消订单 popup), sees 已取消 with the reason on the
// order's detail, and the size's units are saleable again.

test.beforeEach(({ page }) => trackCaptchas(page));

/** A full-page picture of the page as the shopper sees it, kept with the test's output for review. */
async function snapshot(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}-${info.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: "image/png" });
}

/** Saleable units of a size at the online warehouse (qty − lockQty). */
async function saleable(page: Page, ean: string): Promise<number> {
  const { skuStock } = await gql<{ skuStock: Array<{ storeCode: string; saleableQty: number }> }>(
    page,
    'query($e:String!){ skuStock(primaryId:$e, type:"ean"){ storeCode saleableQty } }',
    { e: ean },
  );
  const online = skuStock.find((row) => row.storeCode === "XLWH01");
  expect(online, "the size's online stock").toBeTruthy();
  return online!.saleableQty;
}

test("an unpaid order is cancelled with a reason: 已取消, the reason shown, the units back", async ({ page }, info) => {
  test.setTimeout(180_000);
  await loginViaApi(page, uniqueMobile());
  const ean = await pickEan(page, info.project.name === "desktop" ? 6 : 7);
  const stockOf = () => saleable(page, ean);
  const before = await stockOf();
  const { submitOrder } = await gql<{ submitOrder: { orderNumber: string } }>(
    page,
    "mutation($e:String!,$a:OrderAddressInput!){ submitOrder(isInCart:false, products:[{ean:$e, quantity:2}], address:$a){ orderNumber } }",
    {
      e: ean,
      a: {
        consignee: ADDRESS.consignee,
        consigneeCellphone: ADDRESS.cellphone,
        province: ADDRESS.province,
        city: ADDRESS.city,
        district: ADDRESS.district,
        detailAddress: ADDRESS.detailAddress,
      },
    },
  );
  const orderNumber = submitOrder.orderNumber;
  expect(await stockOf()).toBe(before - 2);

  // The 待付款 tab: the order offers 去支付 and 取消订单.
  await page.goto("/ucenter/orders?tab=pending_payment");
  await waitForHydration(page);
  const card = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ hasText: orderNumber });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card.getByText("待付款", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: "去支付" })).toBeVisible();
  await snapshot(page, info, "orders-list-unpaid");

  // 取消订单 asks why first; 暂不取消 keeps the order.
  await card.getByRole("button", { name: new RegExp(`^取消订单\\s*：${orderNumber}$`) }).click();
  let dialog = page.getByRole("dialog", { name: "取消订单" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("radio")).toHaveCount(6);
  await snapshot(page, info, "cancel-order-dialog");
  await dialog.getByRole("button", { name: "暂不取消" }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText("待付款", { exact: true })).toBeVisible();

  await card.getByRole("button", { name: new RegExp(`^取消订单\\s*：${orderNumber}$`) }).click();
  dialog = page.getByRole("dialog", { name: "取消订单" });
  await dialog.getByRole("button", { name: "确定取消" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("请选择取消原因");
  await dialog.getByText("商品选错了（尺码、颜色）", { exact: true }).click();
  await dialog.getByRole("button", { name: "确定取消" }).click();
  await expect(dialog).toBeHidden();
  // The order leaves the 待付款 tab; under 全部 it says 已取消.
  await expect(page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ hasText: orderNumber })).toHaveCount(0, {
    timeout: 15_000,
  });
  await page.goto("/ucenter/orders");
  const cancelled = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ hasText: orderNumber });
  await expect(cancelled.getByText("已取消", { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(cancelled.getByRole("button", { name: /去支付|取消订单/ })).toHaveCount(0);
  await snapshot(page, info, "orders-list-cancelled");

  // The detail: 已取消 with the reason; no 去支付.
  await cancelled.getByRole("link", { name: /查看详情/ }).click();
  await expect(page).toHaveURL(new RegExp(`/ucenter/orders/${orderNumber}$`));
  await expect(page.getByTestId("order-status")).toHaveText("已取消", { timeout: 15_000 });
  await expect(page.getByText("取消原因：商品选错了（尺码、颜色）")).toBeVisible();
  await expect(page.getByRole("region", { name: "订单信息" })).toContainText("商品选错了（尺码、颜色）");
  await expect(page.getByRole("button", { name: /去支付|取消订单/ })).toHaveCount(0);
  await snapshot(page, info, "order-detail-cancelled");

  // The two units are saleable again.
  expect(await stockOf()).toBe(before);
});

test("a payment given up in the cashier can be cancelled on /success", async ({ page }, info) => {
  test.setTimeout(180_000);
  await loginViaApi(page, uniqueMobile());
  const ean = await pickEan(page, info.project.name === "desktop" ? 8 : 9);
  const before = await saleable(page, ean);
  const { submitOrder } = await gql<{ submitOrder: { orderNumber: string } }>(
    page,
    "mutation($e:String!,$a:OrderAddressInput!){ submitOrder(isInCart:false, products:[{ean:$e, quantity:1}], address:$a){ orderNumber } }",
    {
      e: ean,
      a: {
        consignee: ADDRESS.consignee,
        consigneeCellphone: ADDRESS.cellphone,
        province: ADDRESS.province,
        city: ADDRESS.city,
        district: ADDRESS.district,
        detailAddress: ADDRESS.detailAddress,
      },
    },
  );
  const { payOrder } = await gql<{ payOrder: { cashierUrl: string } }>(
    page,
    'mutation($n:String!){ payOrder(orderNumber:$n, payType:"wechat"){ cashierUrl } }',
    {
      n: submitOrder.orderNumber,
    },
  );
  await page.goto(payOrder.cashierUrl);
  await page.getByRole("button", { name: "取消支付" }).click();
  await expect(page).toHaveURL(/\/success\?orderNumber=/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "支付已取消" })).toBeVisible({ timeout: 15_000 });
  await waitForHydration(page);
  await page.getByRole("button", { name: "取消订单" }).click();
  const dialog = page.getByRole("dialog", { name: "取消订单" });
  await dialog.getByText("支付遇到问题", { exact: true }).click();
  await dialog.getByRole("button", { name: "确定取消" }).click();
  await expect(page.getByRole("heading", { name: "订单已取消" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: /返回收银台|取消订单/ })).toHaveCount(0);
  await snapshot(page, info, "success-cancelled");
  expect(await saleable(page, ean)).toBe(before);
});
