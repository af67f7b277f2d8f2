// @vitest-environment node
import { QueryClient } from "@tanstack/react-query";
import { createTestApiClient, type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { SAMPLE_AFTER_SALE, SAMPLE_AFTER_SALE_OPTIONS, SAMPLE_REFUND_ORDER } from "../fixtures/after-sale";
import type { RefundApplyValues } from "../lib/after-sale";
import {
  afterSaleDetailQueryOptions,
  afterSaleKeys,
  afterSaleListQueryOptions,
  afterSaleOptionsQueryOptions,
  applyAfterSaleMutationOptions,
  cancelAfterSaleMutationOptions,
  refundOrderQueryOptions,
  uploadReturnPhoto,
} from "./after-sale-queries";

// The operations run against the contract (schema.graphql) with real validation.
let server: SchemaServer;
const order = {
  ...SAMPLE_REFUND_ORDER,
  id: "9",
  orderType: "normal",
  totalQtyOrdered: 4,
  totalItemCount: 2,
  subtotal: 1397,
  discountAmount: 0,
  promotionDiscountAmount: 0,
  couponDiscountAmount: 0,
  onlinePayAmount: 1397,
  balancePaidAmount: 0,
  isPaid: true,
  paymentExpireAt: "2026-12-20T06:45:00.000Z",
  consignee: "林小岚",
  consigneeCellphone: "13912345678",
  province: "上海市",
  city: "上海市",
  district: "徐汇区",
  detailAddress: "漕溪北路 88 号",
  isStore: false,
  pickUpSelf: false,
  hasInvoice: false,
  orderItems: SAMPLE_REFUND_ORDER.orderItems.map((item) => ({
    ...item,
    sku: "690",
    unitPrice: item.sharePrice,
    totalPaid: 0,
    changeable: true,
    productId: "P",
  })),
};

beforeAll(async () => {
  server = await startSchemaServer({
    Query: {
      afterSaleOptions: () => SAMPLE_AFTER_SALE_OPTIONS,
      afterSaleList: (_root, args) => ({ items: [SAMPLE_AFTER_SALE], count: 1, pageNumber: args.pageNumber, pageSize: args.pageSize }),
      afterSaleDetail: (_root, args) => ({ ...SAMPLE_AFTER_SALE, returnOrderNumber: args.returnOrderNumber }),
      orderDetail: () => order,
    },
    Mutation: {
      webAuthorization: () => ({ token: "t", expiresAt: "2030-01-01T00:00:00.000Z" }),
      afterSaleApply: () => ({ returnOrderNumber: SAMPLE_AFTER_SALE.returnOrderNumber, afterSale: SAMPLE_AFTER_SALE }),
      afterSaleCancel: () => ({ ...SAMPLE_AFTER_SALE, status: "cancelled", statusText: "已取消", canCancel: false }),
      ossGetToken: (_root, args) => ({
        key: `uploads/${args.purpose}/k.jpg`,
        uploadUrl: "/sandbox/storage/uploads/after_sale/k.jpg?sig=s",
        method: "PUT",
        headers: [{ name: "content-type", value: args.contentType }],
        maxBytes: 10_485_760,
        expiresAt: "2026-12-21T02:25:00.000Z",
      }),
    },
  });
});
beforeEach(() => server.reset());
afterAll(async () => {
  await server.close();
});

describe("after-sale queries", () => {
  it("reads the options, the order, a page of returns and one return, under the member's keys", async () => {
    const api = createTestApiClient(server.url);
    const client = new QueryClient();
    expect(afterSaleKeys.list({ pageNumber: 1, pageSize: 10 })).toEqual(["member", "afterSale", "list", { pageNumber: 1, pageSize: 10 }]);
    expect((await client.fetchQuery(afterSaleOptionsQueryOptions(api))).pickupDays).toHaveLength(8);
    expect((await client.fetchQuery(refundOrderQueryOptions(api, "XL1"))).orderItems.map((i) => i.id)).toEqual(["101", "102"]);
    expect(await client.fetchQuery(afterSaleListQueryOptions(api, { pageNumber: 2, pageSize: 5 }))).toMatchObject({ count: 1 });
    expect((await client.fetchQuery(afterSaleDetailQueryOptions(api, "XR9"))).returnOrderNumber).toBe("XR9");
    expect(server.calls.filter((c) => c.field !== "webAuthorization").map((c) => [c.field, c.args])).toEqual([
      ["afterSaleOptions", {}],
      ["orderDetail", { orderNumber: "XL1" }],
      ["afterSaleList", { pageNumber: 2, pageSize: 5 }],
      ["afterSaleDetail", { returnOrderNumber: "XR9" }],
    ]);
  });

  it("applies with every afterSaleApply field and keeps the new return; cancels and keeps the cancelled one", async () => {
    const api = createTestApiClient(server.url);
    const client = new QueryClient();
    const values: RefundApplyValues = {
      orderNumber: "XL1",
      items: [{ itemId: "101", quantity: 1 }],
      consignee: "林小岚",
      consigneeCellphone: "13912345678",
      province: "上海市",
      city: "上海市",
      district: "徐汇区",
      detailAddress: "漕溪北路 88 号",
      postCode: null,
      reason: "尺码不合适",
      remark: null,
      pickupDate: "2026-12-31",
      pickupTimeSpan: "09:00-12:00",
      photoKeys: ["uploads/after_sale/20261221/a.jpg"],
    };
    const apply = client.getMutationCache().build(client, applyAfterSaleMutationOptions(api, client));
    expect((await apply.execute(values)).returnOrderNumber).toBe(SAMPLE_AFTER_SALE.returnOrderNumber);
    expect(server.calls.find((c) => c.field === "afterSaleApply")?.args).toEqual(values);
    expect(client.getQueryData(afterSaleKeys.detail(SAMPLE_AFTER_SALE.returnOrderNumber))).toMatchObject({ status: "applied" });
    const cancel = client.getMutationCache().build(client, cancelAfterSaleMutationOptions(api, client));
    await cancel.execute(SAMPLE_AFTER_SALE.returnOrderNumber);
    expect(client.getQueryData(afterSaleKeys.detail(SAMPLE_AFTER_SALE.returnOrderNumber))).toMatchObject({
      status: "cancelled",
      statusText: "已取消",
    });
  });
});

describe("uploadReturnPhoto", () => {
  it("asks for a signed upload of the file's type and size, then sends the bytes there", async () => {
    const api = createTestApiClient(server.url);
    const sent: Array<{ url: string; method?: string; headers?: unknown; body?: unknown }> = [];
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], "shoe.jpg", { type: "image/jpeg" });
    const ok = async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), method: init?.method, headers: init?.headers, body: init?.body });
      return new Response(null, { status: 200 });
    };
    expect(await uploadReturnPhoto(api, file, ok as typeof fetch)).toEqual({ key: "uploads/after_sale/k.jpg" });
    expect(server.calls.find((c) => c.field === "ossGetToken")?.args).toEqual({
      purpose: "after_sale",
      contentType: "image/jpeg",
      size: 4,
    });
    expect(sent).toEqual([
      { url: "/sandbox/storage/uploads/after_sale/k.jpg?sig=s", method: "PUT", headers: { "content-type": "image/jpeg" }, body: file },
    ]);
    const refused = async () => new Response(null, { status: 403 });
    await expect(uploadReturnPhoto(api, file, refused as typeof fetch)).rejects.toThrow("图片上传失败，请重试");
  });
});
