import type { Page } from "@playwright/test";
import { expect } from "./fixtures";
import { gql, loginViaApi, uniqueMobile } from "./members-helpers";

// The order journeys' shared steps (issue 9): a new member pays an order in the sandbox cashier,
// the sandbox warehouse ships it.

export const ADDRESS = {
  consignee: "林晓岚",
  cellphone: "13912345678",
  province: "广东省",
  city: "深圳市",
  district: "南山区",
  detailAddress: "科技园南区 迅岚大厦 18 楼",
};

interface ColourRow {
  productSizes: Array<{ ean: string; saleableQty: number }>;
  purchaseLimit: number | null;
}

/** A size with at least four units online (a purchase limit of two or more), counted from the end of the list (each journey and project takes a different one). */
export async function pickEan(page: Page, index: number): Promise<string> {
  const { searchProductColors } = await gql<{ searchProductColors: { productColorIds: string[] } }>(
    page,
    "{ searchProductColors(pageNumber: 1, pageSize: 60) { productColorIds } }",
  );
  const { productColors } = await gql<{ productColors: ColourRow[] }>(
    page,
    "query($ids:[ID!]!){ productColors(ids:$ids){ purchaseLimit productSizes { ean saleableQty } } }",
    { ids: searchProductColors.productColorIds },
  );
  const eans = productColors
    .filter((colour) => colour.purchaseLimit === null || colour.purchaseLimit >= 2)
    .flatMap((colour) => colour.productSizes.filter((size) => size.saleableQty >= 4).map((size) => size.ean));
  // From the end of the list: the bag journeys take colours from its start.
  const ean = eans.at(-1 - index);
  expect(ean, "a seeded size with stock").toBeTruthy();
  return ean!;
}

/**
 * A new member with an address orders two units of a size and pays in the sandbox cashier; the
 * page ends on /success (支付成功). Returns the order number. `mobile` is the member's (a new one by default).
 */
export async function paidOrder(page: Page, index: number, mobile: string = uniqueMobile()): Promise<string> {
  await loginViaApi(page, mobile);
  await gql(
    page,
    "mutation($c:String!,$m:String!,$p:String!,$ci:String!,$d:String!,$a:String!){ addCustomerAddress(consignee:$c,cellphone:$m,province:$p,city:$ci,district:$d,detailAddress:$a,isDefault:true){ id } }",
    { c: ADDRESS.consignee, m: ADDRESS.cellphone, p: ADDRESS.province, ci: ADDRESS.city, d: ADDRESS.district, a: ADDRESS.detailAddress },
  );
  const ean = await pickEan(page, index);
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
  const { payOrder } = await gql<{ payOrder: { cashierUrl: string } }>(
    page,
    'mutation($n:String!){ payOrder(orderNumber:$n, payType:"wechat"){ cashierUrl } }',
    {
      n: orderNumber,
    },
  );
  await page.goto(payOrder.cashierUrl);
  await page
    .getByRole("button", { name: /确认支付|模拟扫码支付成功/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/success\?orderNumber=/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible({ timeout: 15_000 });
  return orderNumber;
}

/** The sandbox warehouse ships a minute after payment; its developer tool ships now. */
export async function shipOrder(page: Page, orderNumber: string): Promise<void> {
  const shipped = await page.request.post("/sandbox/warehouse/ship", { data: { orderNumber } });
  expect(shipped.status()).toBe(200);
  expect(await shipped.json()).toEqual({ orderNumber, status: "shipped" });
}
