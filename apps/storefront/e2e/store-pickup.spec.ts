import type { Page, TestInfo } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { gql, loginViaApi, trackCaptchas, uniqueMobile } from "./members-helpers";
import { ADDRESS } from "./order-helpers";

// Issue 24 §1 门店自提, at 1440 (desktop) and 390 (WeChat): a member checks out one size for
// pickup — the stores nearest first from the shared position with their stock, a day and a time
// span, no shipping fee — pays in the sandbox cashier, sees 待自提 with the store, the slot and the
// pickup code as a barcode and a QR, and the sandbox retail system scans the code: 已自提, once.

test.beforeEach(({ page }) => trackCaptchas(page));

const STORE = { code: "XLSH01", name: "迅岚上海南京西路旗舰店", longitude: 121.4527, latitude: 31.2294 };

/** A full-page picture of the page as the shopper sees it, kept with the test's output for review. */
async function snapshot(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}-${info.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: "image/png" });
}

/** A size with at least two saleable units at the store, counted from `index` (each project takes its own). */
async function sizeAtStore(page: Page, index: number): Promise<string> {
  const { searchProductColors } = await gql<{ searchProductColors: { productColorIds: string[] } }>(
    page,
    "{ searchProductColors(pageNumber: 1, pageSize: 30) { productColorIds } }",
  );
  const { productColors } = await gql<{
    productColors: Array<{ purchaseLimit: number | null; productSizes: Array<{ ean: string; saleableQty: number }> }>;
  }>(page, "query($ids:[ID!]!){ productColors(ids:$ids){ purchaseLimit productSizes { ean saleableQty } } }", {
    ids: searchProductColors.productColorIds,
  });
  const candidates = productColors.flatMap((colour) => colour.productSizes.filter((size) => size.saleableQty > 0).map((size) => size.ean));
  let found = 0;
  for (const ean of candidates) {
    const { skuStock } = await gql<{ skuStock: Array<{ storeCode: string; saleableQty: number }> }>(
      page,
      'query($e:String!){ skuStock(primaryId:$e, type:"ean"){ storeCode saleableQty } }',
      { e: ean },
    );
    if ((skuStock.find((row) => row.storeCode === STORE.code)?.saleableQty ?? 0) >= 2 && found++ === index) return ean;
  }
  throw new Error("no size with stock at the store");
}

async function storeSaleable(page: Page, ean: string): Promise<number> {
  const { skuStock } = await gql<{ skuStock: Array<{ storeCode: string; saleableQty: number }> }>(
    page,
    'query($e:String!){ skuStock(primaryId:$e, type:"ean"){ storeCode saleableQty } }',
    { e: ean },
  );
  return skuStock.find((row) => row.storeCode === STORE.code)?.saleableQty ?? 0;
}

test("门店自提: the nearest store with stock, a day and a span, paid, scanned at the store, 已自提", async ({
  page,
  consoleProblems,
}, info) => {
  test.setTimeout(240_000);
  await loginViaApi(page, uniqueMobile());
  await gql(
    page,
    "mutation($c:String!,$m:String!,$p:String!,$ci:String!,$d:String!,$a:String!){ addCustomerAddress(consignee:$c,cellphone:$m,province:$p,city:$ci,district:$d,detailAddress:$a,isDefault:true){ id } }",
    { c: ADDRESS.consignee, m: ADDRESS.cellphone, p: ADDRESS.province, ci: ADDRESS.city, d: ADDRESS.district, a: ADDRESS.detailAddress },
  );
  const ean = await sizeAtStore(page, info.project.name === "desktop" ? 0 : 1);
  const before = await storeSaleable(page, ean);

  // The shopper stands at the store and shares the position.
  await page.context().grantPermissions(["geolocation"]);
  await page.context().setGeolocation({ longitude: STORE.longitude, latitude: STORE.latitude });
  await page.goto(`/checkout?buy=${ean}&qty=1`);
  await waitForHydration(page);
  const modes = page.getByRole("radiogroup", { name: "配送方式" });
  await expect(modes.getByRole("radio", { name: "快递配送" })).toBeChecked();
  const summary = page.getByRole("complementary", { name: "订单摘要" });
  await expect(summary.getByTestId("order-total")).not.toHaveText("—", { timeout: 15_000 });

  await modes.getByText("门店自提", { exact: true }).click();
  const stores = page.getByRole("radiogroup", { name: "选择自提门店" });
  await expect(stores.getByRole("radio").first()).toBeAttached({ timeout: 15_000 });
  await page.getByRole("button", { name: "按距离排序" }).click();
  await expect(page.getByText(/已按距离由近到远排序/)).toBeVisible({ timeout: 15_000 });
  // Nearest first: the store the shopper stands in, 0.0 km, with the size in stock.
  const first = stores.locator("label").first();
  await expect(first).toContainText(STORE.name);
  await expect(first).toContainText("0.0 km");
  await expect(first.getByTestId("pickup-stock")).toHaveText("有货");
  await expect(first.getByRole("radio")).toBeChecked();
  // A store that does not offer pickup is not listed; nothing ships, so no fee.
  await expect(summary.locator('[data-key="shipping"]')).toContainText("免运费");

  // spec §4: seven days, three selectable (the first chosen), the store's hours as spans.
  const days = page.getByRole("group", { name: "自提日期" }).getByRole("radio");
  await expect(days).toHaveCount(7);
  await expect(days.nth(2)).toBeChecked();
  for (const n of [0, 1, 5, 6]) await expect(days.nth(n)).toBeDisabled();
  const spans = page.getByRole("group", { name: "自提时间段" });
  await expect(spans.getByRole("radio")).toHaveCount(6);
  await expect(spans.getByText("20:00-22:00")).toBeVisible();
  // Submitting without a span says what is missing.
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "请选择自提时间段" })).toBeVisible();
  await spans.getByText("14:00-16:00", { exact: true }).click();
  const pickupDate = await days.nth(2).getAttribute("value");
  await expect(page.getByLabel("提货人姓名")).toHaveValue(ADDRESS.consignee);
  await snapshot(page, info, "checkout-pickup");

  await page.getByRole("button", { name: "提交订单" }).click();
  await page
    .getByRole("button", { name: /确认支付|模拟扫码支付成功/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/success\?orderNumber=/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible({ timeout: 15_000 });
  const orderNumber = new URL(page.url()).searchParams.get("orderNumber")!;
  // Sold from the store's stock.
  expect(await storeSaleable(page, ean)).toBe(before - 1);

  // The detail: 待自提, the store, the slot and the code as a barcode and a QR.
  await page.goto(`/ucenter/orders/${orderNumber}`);
  await waitForHydration(page);
  await expect(page.getByTestId("order-status")).toHaveText("待自提", { timeout: 15_000 });
  const card = page.getByRole("region", { name: "自提信息" });
  await expect(card).toContainText(STORE.name);
  await expect(card.getByTestId("pickup-slot")).toHaveText(`${pickupDate} 14:00-16:00`);
  const { orderDetail } = await gql<{ orderDetail: { pickupCode: string | null; shippingFee: number } }>(
    page,
    "query($n:String!){ orderDetail(orderNumber:$n){ pickupCode shippingFee } }",
    { n: orderNumber },
  );
  expect(orderDetail.shippingFee).toBe(0);
  const code = orderDetail.pickupCode!;
  expect(code).toMatch(/^\d{12}$/);
  const barcode = card.getByRole("img", { name: `取货条形码 ${code}` });
  await expect(barcode).toHaveAttribute("data-drawn", "true");
  expect(await barcode.locator("rect").count()).toBeGreaterThan(20);
  const box = await barcode.boundingBox();
  expect(box!.width).toBeGreaterThan(150);
  const qr = card.getByRole("img", { name: `取货二维码 ${code}` });
  await qr.scrollIntoViewIfNeeded();
  await expect(qr).toBeVisible();
  await expect(qr).toHaveAttribute("data-qr-value", code);
  await expect(qr.locator("path")).toHaveCount(1);
  await expect(card.getByText(code.replace(/(\d{4})(?=\d)/g, "$1 "))).toBeVisible();
  await snapshot(page, info, "order-detail-pickup-waiting");

  // The store scans the code (the sandbox retail system): 已自提; a second scan is refused.
  const scanned = await page.request.post("/sandbox/retail/pickup", { data: { code, storeCode: STORE.code } });
  expect(scanned.status()).toBe(200);
  expect(await scanned.json()).toMatchObject({ orderNumber, status: "completed", statusText: "已自提" });
  const again = await page.request.post("/sandbox/retail/pickup", { data: { code, storeCode: STORE.code } });
  expect(again.status()).toBe(400);
  expect(await again.json()).toMatchObject({ code: "400", message: "该订单已自提，不能重复提货" });
  const wrong = await page.request.post("/sandbox/retail/pickup", { data: { code: "000000000000" } });
  expect(wrong.status()).toBe(400);

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId("order-status")).toHaveText("已自提", { timeout: 15_000 });
  await expect(card).toContainText("取货码已使用");
  // A spent code is not shown scannable again.
  await expect(card.getByRole("img", { name: /取货条形码|取货二维码/ })).toHaveCount(0);
  await expect(card).toContainText("提货时间");
  await snapshot(page, info, "order-detail-pickup-collected");
  expect(consoleProblems.hydration, "hydration warnings").toEqual([]);
});
