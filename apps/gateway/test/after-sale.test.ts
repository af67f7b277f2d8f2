import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { beijingDate, beijingDayKey } from "@xunlan/validation";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyReturn, cancelRefund, cancelReturn, receiveDueReturns } from "../src/flows/after-sale-service";
import type { DatabaseHandle } from "../src/kernel/db";
import {
  configSettings,
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusHistory,
  refunds,
  returnOrders,
  sandboxRefunds,
} from "../src/kernel/db/schema";
import { AFTER_SALE_REASONS, afterSaleOptions, PICKUP_BLOCKED_DAYS_KEY, pickupStartDate } from "../src/modules/after-sale/pickup-options";
import { pickupDaySlots } from "../src/modules/orders/pickup-slots";
import { createSandboxPaymentProvider, settlePendingRefunds, settleRefund } from "../src/modules/payments";
import type { PaymentProvider } from "../src/modules/payments/payment-provider";
import { createSandboxStorage } from "../src/modules/storage/sandbox-storage";
import { insertPaidOrder, PICKUP, readOrder } from "./support/after-sale";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

// One PGlite for the file; every test uses its own member and orders.
let database: DatabaseHandle;
let h: MemberHarness;
let provider: PaymentProvider;
const storage = createSandboxStorage({ dir: mkdtempSync(join(tmpdir(), "xunlan-after-sale-photos-")) });

beforeAll(async () => {
  database = await createTestDatabase();
  h = createMemberHarness(database.db, { storage });
  provider = createSandboxPaymentProvider({ db: database.db });
});
afterAll(async () => {
  await database?.close();
});

async function member(): Promise<{ token: string; memberUid: string }> {
  const login = await loginBySms(h, randomMobile());
  return { token: login.userToken, memberUid: login.user.memberUid };
}

/** The first selectable pickup day at `now`. */
const firstDay = (now: Date) => pickupDaySlots(pickupStartDate(now)).find((s) => !s.disabled)!.form_pickupDate;
const DAY = 86_400_000;

const APPLY = /* GraphQL */ `
  mutation A($n: String!, $itemId: ID, $q: Int, $items: [AfterSaleItemInput!], $consignee: String!, $cell: String!, $province: String!, $city: String!,
    $district: String!, $detail: String!, $post: String, $reason: String!, $remark: String, $date: String!, $span: String!) {
    afterSaleApply(orderNumber: $n, itemId: $itemId, quantity: $q, items: $items, consignee: $consignee, consigneeCellphone: $cell, province: $province,
      city: $city, district: $district, detailAddress: $detail, postCode: $post, reason: $reason, remark: $remark, pickupDate: $date, pickupTimeSpan: $span) {
      returnOrderNumber
      afterSale { returnOrderNumber orderNumber status statusText canCancel refundAmount totalQuantity pickupDate pickupTimeSpan reason remark consignee items { orderItemId quantity refundAmount styleDisplayNameCn sizeLabel } }
    }
  }
`;
const LIST = /* GraphQL */ `query L($p: Int, $s: Int) { afterSaleList(pageNumber: $p, pageSize: $s) { count pageNumber pageSize items { returnOrderNumber status statusText } } }`;
const DETAIL = /* GraphQL */ `query D($n: String!) { afterSaleDetail(returnOrderNumber: $n) { returnOrderNumber status statusText canCancel items { quantity } } }`;
const CANCEL = /* GraphQL */ `mutation C($n: String!) { afterSaleCancel(returnOrderNumber: $n) { returnOrderNumber status statusText canCancel cancelledAt } }`;
const CANCEL_REFUND = /* GraphQL */ `mutation R($n: String!, $r: String) { afterSaleCancelRefund(orderNumber: $n, reason: $r) { refundAmount refundStatus order { orderNumber status statusText reason } } }`;
const OPTIONS = /* GraphQL */ `query O { afterSaleOptions { pickupTimeSpans reasons pickupDays { dateText monthText form_pickupDate date day disabled } } }`;

type ApplyData = {
  afterSaleApply: { returnOrderNumber: string; afterSale: Record<string, unknown> & { items: Array<Record<string, unknown>> } };
};

function applyVars(orderNumber: string, itemId: number, quantity: number, extra: Record<string, unknown> = {}) {
  return {
    n: orderNumber,
    itemId: String(itemId),
    q: quantity,
    consignee: PICKUP.consignee,
    cell: PICKUP.consigneeCellphone,
    province: PICKUP.province,
    city: PICKUP.city,
    district: PICKUP.district,
    detail: PICKUP.detailAddress,
    post: PICKUP.postCode,
    reason: "尺码不合适",
    remark: "鞋码偏小",
    date: firstDay(h.clock.now()),
    span: "09:00-12:00",
    ...extra,
  };
}

/** Service input for an application of `quantity` units of one item. */
function input(memberUid: string, orderNumber: string, itemId: number, quantity: number, now: Date) {
  return {
    memberUid,
    orderNumber,
    items: [{ itemId, quantity }],
    ...PICKUP,
    reason: AFTER_SALE_REASONS[0],
    remark: null,
    pickupDate: firstDay(now),
    pickupTimeSpan: "13:00-18:00",
  };
}

describe("afterSaleOptions (spec §3 pickup day slot, §4 pickup slots)", () => {
  it("is for members: '401' without a token, '403' for a guest", async () => {
    expect((await gql(h.gateway, OPTIONS)).errors?.[0]?.extensions.code).toBe("401");
    const guest = await gql<{ webAuthorization: { token: string } }>(h.gateway, `mutation { webAuthorization { token } }`);
    const res = await gql(h.gateway, OPTIONS, { token: guest.data!.webAuthorization.token });
    expect(res.errors?.[0]).toMatchObject({ message: "请先登录", extensions: { code: "403" } });
  });

  it("offers three days from tomorrow in Beijing time with two disabled padding days each side, the time spans and reasons", async () => {
    const a = await member();
    const res = await gql<{
      afterSaleOptions: { pickupDays: Array<{ form_pickupDate: string; disabled: boolean }>; pickupTimeSpans: string[]; reasons: string[] };
    }>(h.gateway, OPTIONS, { token: a.token });
    expect(res.errors).toBeUndefined();
    const days = res.data!.afterSaleOptions.pickupDays;
    expect(days).toEqual(pickupDaySlots(pickupStartDate(h.clock.now())));
    expect(days.map((d) => d.disabled)).toEqual([true, true, false, false, false, true, true]);
    expect(days[2]!.form_pickupDate).toBe(beijingDate(new Date(h.clock.now().getTime() + DAY)));
    expect(res.data!.afterSaleOptions.pickupTimeSpans).toEqual(["09:00-12:00", "13:00-18:00"]);
    expect(res.data!.afterSaleOptions.reasons).toEqual([...AFTER_SALE_REASONS]);
  });

  it("reads blocked days from configuration: a blocked first day moves the window, a blocked day inside is disabled", async () => {
    const now = new Date("2026-12-30T20:00:00Z"); // 2026-12-31 04:00 in Beijing: tomorrow is 2027-01-01
    expect(pickupStartDate(now)).toBe("2027-01-01");
    const [previous] = await database.db.select().from(configSettings).where(eq(configSettings.configKey, PICKUP_BLOCKED_DAYS_KEY));
    expect(previous?.configValue).toContain("2027-01-01");
    try {
      await database.db
        .update(configSettings)
        .set({ configValue: ["2027-01-01", "2027-01-03", "not-a-day"] })
        .where(eq(configSettings.configKey, PICKUP_BLOCKED_DAYS_KEY));
      const options = await afterSaleOptions(database.db, now);
      expect(options.pickupDays.map((d) => `${d.form_pickupDate}${d.disabled ? "x" : ""}`)).toEqual([
        "2026-12-31x",
        "2027-01-01x",
        "2027-01-02",
        "2027-01-03x",
        "2027-01-04",
        "2027-01-05",
        "2027-01-06x",
        "2027-01-07x",
      ]);
    } finally {
      await database.db
        .update(configSettings)
        .set({ configValue: previous!.configValue })
        .where(eq(configSettings.configKey, PICKUP_BLOCKED_DAYS_KEY));
    }
  });
});

describe("afterSaleApply (spec §4, §7)", () => {
  it("returns units of a shipped order: returnOrderNumber, the order 售后中, returnedQuantity, history; listed and detailed for the member only", async () => {
    const a = await member();
    const b = await member();
    const order = await insertPaidOrder(database.db, a.memberUid, { status: "shipped", lines: [{ quantity: 2, sharePrice: 199.5 }] });
    const res = await gql<ApplyData>(h.gateway, APPLY, { token: a.token, variables: applyVars(order.orderNumber, order.items[0]!.id, 1) });
    expect(res.errors).toBeUndefined();
    const { returnOrderNumber, afterSale } = res.data!.afterSaleApply;
    expect(returnOrderNumber).toMatch(/^XR\d{16}$/);
    expect(returnOrderNumber.slice(2, 10)).toBe(beijingDayKey(h.clock.now()));
    expect(afterSale).toMatchObject({
      returnOrderNumber,
      orderNumber: order.orderNumber,
      status: "applied",
      statusText: "待取件",
      canCancel: true,
      refundAmount: 199.5,
      totalQuantity: 1,
      pickupTimeSpan: "09:00-12:00",
      reason: "尺码不合适",
      remark: "鞋码偏小",
      consignee: "李四",
    });
    expect(afterSale.items).toEqual([
      { orderItemId: String(order.items[0]!.id), quantity: 1, refundAmount: 199.5, styleDisplayNameCn: "疾风跑鞋", sizeLabel: "42" },
    ]);
    expect(await readOrder(database.db, order.id)).toMatchObject({ status: "after_sale", returned: [1] });
    const history = await database.db.select().from(orderStatusHistory).where(eq(orderStatusHistory.orderId, order.id));
    expect(history.at(-1)).toMatchObject({ fromStatus: "shipped", toStatus: "after_sale", actor: "member" });

    const list = await gql<{ afterSaleList: { count: number; items: Array<{ returnOrderNumber: string; statusText: string }> } }>(
      h.gateway,
      LIST,
      { token: a.token },
    );
    expect(list.data!.afterSaleList).toMatchObject({ count: 1, items: [{ returnOrderNumber, statusText: "待取件" }] });
    const detail = await gql(h.gateway, DETAIL, { token: a.token, variables: { n: returnOrderNumber } });
    expect(detail.data).toEqual({
      afterSaleDetail: { returnOrderNumber, status: "applied", statusText: "待取件", canCancel: true, items: [{ quantity: 1 }] },
    });

    // Another member: the return does not exist for them.
    const theirs = await gql(h.gateway, DETAIL, { token: b.token, variables: { n: returnOrderNumber } });
    expect(theirs.errors?.[0]).toMatchObject({ message: "售后单不存在", extensions: { code: "404" } });
    expect((await gql<{ afterSaleList: { count: number } }>(h.gateway, LIST, { token: b.token })).data!.afterSaleList.count).toBe(0);
    const cancelTheirs = await gql(h.gateway, CANCEL, { token: b.token, variables: { n: returnOrderNumber } });
    expect(cancelTheirs.errors?.[0]?.extensions.code).toBe("404");
    const applyTheirs = await gql(h.gateway, APPLY, { token: b.token, variables: applyVars(order.orderNumber, order.items[0]!.id, 1) });
    expect(applyTheirs.errors?.[0]).toMatchObject({ message: "订单不存在", extensions: { code: "404" } });
  });

  it("takes several lines through items, and a list page size within 1–50", async () => {
    const a = await member();
    const order = await insertPaidOrder(database.db, a.memberUid, {
      status: "completed",
      lines: [
        { quantity: 1, sharePrice: 100 },
        { quantity: 3, sharePrice: 50 },
      ],
    });
    const res = await gql<ApplyData>(h.gateway, APPLY, {
      token: a.token,
      variables: applyVars(order.orderNumber, 0, 0, {
        itemId: null,
        q: null,
        items: [
          { itemId: String(order.items[0]!.id), quantity: 1 },
          { itemId: String(order.items[1]!.id), quantity: 2 },
        ],
      }),
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.afterSaleApply.afterSale).toMatchObject({ totalQuantity: 3, refundAmount: 200 });
    expect(await readOrder(database.db, order.id)).toMatchObject({ status: "after_sale", returned: [1, 2] });
    const bad = await gql(h.gateway, LIST, { token: a.token, variables: { s: 51 } });
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "400", field: "pageSize" });
  });

  it("refuses bad input with '400' naming the field, writing nothing", async () => {
    const a = await member();
    const order = await insertPaidOrder(database.db, a.memberUid, { status: "shipped", lines: [{ quantity: 2, sharePrice: 199 }] });
    const other = await insertPaidOrder(database.db, a.memberUid, { status: "shipped" });
    const item = order.items[0]!.id;
    const slots = pickupDaySlots(pickupStartDate(h.clock.now()));
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ itemId: null, q: null }, "itemId", "请选择退货商品"],
      [{ q: 0 }, "quantity", "请选择退货数量"],
      [{ q: 3 }, "quantity", "「疾风跑鞋」最多可退 2 件"],
      [{ itemId: String(other.items[0]!.id) }, "itemId", "退货商品不存在"],
      [{ itemId: "99999999999" }, "itemId", "退货商品不存在"],
      [{ reason: "" }, "reason", "请选择退货原因"],
      [{ reason: "想退就退" }, "reason", "退货原因不正确"],
      [{ remark: "长".repeat(201) }, "remark", "补充说明不能超过 200 字"],
      [{ consignee: " " }, "consignee", "请输入取件联系人"],
      [{ cell: "12345678901" }, "consigneeCellphone", "请输入正确的手机号码"],
      [{ district: "" }, "district", "请选择取件地址所在地区"],
      [{ detail: "" }, "detailAddress", "请输入取件详细地址"],
      [{ date: "" }, "pickupDate", "请选择取件日期"],
      [{ date: slots[0]!.form_pickupDate }, "pickupDate", "该取件日期不可选，请重新选择"],
      [{ date: slots.at(-1)!.form_pickupDate }, "pickupDate", "该取件日期不可选，请重新选择"],
      [{ date: beijingDate(h.clock.now()) }, "pickupDate", "该取件日期不可选，请重新选择"],
      [{ date: "2026-02-30" }, "pickupDate", "该取件日期不可选，请重新选择"],
      [{ span: "" }, "pickupTimeSpan", "请选择取件时间段"],
      [{ span: "20:00-22:00" }, "pickupTimeSpan", "该取件时间段不可选，请重新选择"],
    ];
    const answers = [];
    for (const [extra] of cases) {
      const res = await gql(h.gateway, APPLY, { token: a.token, variables: applyVars(order.orderNumber, item, 1, extra) });
      answers.push([extra, res.errors?.[0]?.extensions.field, res.errors?.[0]?.message, res.errors?.[0]?.extensions.code]);
    }
    expect(answers).toEqual(cases.map(([extra, field, message]) => [extra, field, message, "400"]));
    expect(await readOrder(database.db, order.id)).toMatchObject({ status: "shipped", returned: [0] });
    const [{ n } = { n: -1 }] = await database.db.select({ n: count() }).from(returnOrders).where(eq(returnOrders.orderId, order.id));
    expect(n).toBe(0);
  });

  it("follows the order state machine: shipped and completed may return; any other status is refused with both statuses", async () => {
    const a = await member();
    const expected: Record<OrderStatus, string | null> = {
      pending_payment: "订单状态为「待付款」，不能变为「售后中」",
      paid: "订单尚未发货，可直接取消订单并退款",
      shipped: null,
      completed: null,
      cancelled: "订单状态为「已取消」，不能变为「售后中」",
      after_sale: "该订单已有售后申请在处理中",
      refunded: "订单状态为「已退款」，不能变为「售后中」",
    };
    const outcomes: Record<string, unknown> = {};
    const wanted: Record<string, unknown> = {};
    for (const status of ORDER_STATUSES) {
      const order = await insertPaidOrder(database.db, a.memberUid, { status });
      const res = await gql<ApplyData>(h.gateway, APPLY, {
        token: a.token,
        variables: applyVars(order.orderNumber, order.items[0]!.id, 1),
      });
      const error = res.errors?.[0];
      outcomes[status] = {
        error: error
          ? {
              message: error.message,
              code: error.extensions.code,
              fromStatus: error.extensions.fromStatus,
              toStatus: error.extensions.toStatus,
            }
          : null,
        order: await readOrder(database.db, order.id),
      };
      const message = expected[status];
      wanted[status] =
        message === null
          ? { error: null, order: { status: "after_sale", reason: null, returned: [1] } }
          : { error: { message, code: "400", fromStatus: status, toStatus: "after_sale" }, order: { status, reason: null, returned: [0] } };
    }
    expect(outcomes).toEqual(wanted);
  });
});

describe("afterSaleCancel (spec §4, §7)", () => {
  it("withdraws a return before pickup: 已取消, units returnable again, the order back to where it was; a second cancel is refused", async () => {
    const a = await member();
    for (const before of ["shipped", "completed"] as const) {
      const order = await insertPaidOrder(database.db, a.memberUid, { status: before });
      const applied = await gql<ApplyData>(h.gateway, APPLY, {
        token: a.token,
        variables: applyVars(order.orderNumber, order.items[0]!.id, 2),
      });
      const number = applied.data!.afterSaleApply.returnOrderNumber;
      const res = await gql<{ afterSaleCancel: Record<string, unknown> }>(h.gateway, CANCEL, { token: a.token, variables: { n: number } });
      expect(res.errors).toBeUndefined();
      expect(res.data!.afterSaleCancel).toMatchObject({
        returnOrderNumber: number,
        status: "cancelled",
        statusText: "已取消",
        canCancel: false,
      });
      expect(res.data!.afterSaleCancel.cancelledAt).toBeTruthy();
      expect(await readOrder(database.db, order.id)).toMatchObject({ status: before, returned: [0] });
      const again = await gql(h.gateway, CANCEL, { token: a.token, variables: { n: number } });
      expect(again.errors?.[0]).toMatchObject({
        message: "售后单状态为「已取消」，不能变为「已取消」",
        extensions: { code: "400", fromStatus: "cancelled", toStatus: "cancelled" },
      });
      // The same units can be applied for again.
      const reapplied = await gql<ApplyData>(h.gateway, APPLY, {
        token: a.token,
        variables: applyVars(order.orderNumber, order.items[0]!.id, 2),
      });
      expect(reapplied.errors).toBeUndefined();
    }
  });
});

describe("receiving a return and refunding it (sandbox warehouse, payment provider)", () => {
  it("refunds a partial return once, then the last units with what is left of the payment; the order ends 已退款", async () => {
    const a = await member();
    const order = await insertPaidOrder(database.db, a.memberUid, {
      status: "completed",
      lines: [{ quantity: 2, sharePrice: 149.9 }],
      shippingFee: 10,
    });
    const t0 = h.clock.now();
    const first = await applyReturn(database.db, input(a.memberUid, order.orderNumber, order.items[0]!.id, 1, t0), t0);
    expect(Number(first.refundAmount)).toBe(149.9);

    // Not before the pickup day has passed (Beijing time).
    expect(await receiveDueReturns(database.db, provider, t0)).toBe(0);
    const later = new Date(new Date(`${first.pickupDate}T00:00:00+08:00`).getTime() + DAY);
    // Other tests' returns of the shared database may be due too.
    expect(await receiveDueReturns(database.db, provider, later)).toBeGreaterThanOrEqual(1);
    expect(await receiveDueReturns(database.db, provider, later)).toBe(0);
    const [settled] = await database.db.select().from(returnOrders).where(eq(returnOrders.id, first.id));
    expect(settled).toMatchObject({ status: "refunded" });
    // A cancel after pickup is an illegal transition.
    await expect(cancelReturn(database.db, a.memberUid, first.returnOrderNumber, later)).rejects.toMatchObject({
      message: "售后单状态为「已退款」，不能变为「已取消」",
      extensions: { code: "400", fromStatus: "refunded", toStatus: "cancelled" },
    });
    expect(await readOrder(database.db, order.id)).toMatchObject({ status: "completed", returned: [1] });
    const ledger = await database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentNo, order.paymentNo));
    expect(ledger.map((r) => Number(r.amount))).toEqual([149.9]);

    // The last unit refunds the rest of the payment, shipping included: 2 × 149.9 + 10 − 149.9.
    const second = await applyReturn(database.db, input(a.memberUid, order.orderNumber, order.items[0]!.id, 1, later), later);
    expect(Number(second.refundAmount)).toBe(159.9);
    await expect(
      applyReturn(database.db, input(a.memberUid, order.orderNumber, order.items[0]!.id, 1, later), later),
    ).rejects.toMatchObject({
      message: "该订单已有售后申请在处理中",
    });
    const after = new Date(new Date(`${second.pickupDate}T00:00:00+08:00`).getTime() + DAY);
    expect(await receiveDueReturns(database.db, provider, after)).toBeGreaterThanOrEqual(1);
    expect(await readOrder(database.db, order.id)).toMatchObject({ status: "refunded", returned: [2] });
    const all = await database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentNo, order.paymentNo));
    expect(all.map((r) => Number(r.amount)).sort()).toEqual([149.9, 159.9]);
    const ours = await database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(ours.every((r) => r.status === "succeeded" && r.providerRefundNo)).toBe(true);
    // Nothing of a refunded order can be returned again.
    await expect(
      applyReturn(database.db, input(a.memberUid, order.orderNumber, order.items[0]!.id, 1, after), after),
    ).rejects.toMatchObject({
      message: "订单状态为「已退款」，不能变为「售后中」",
    });
  });

  it("keeps a refund the provider did not confirm pending and sends it later with the same key, exactly once", async () => {
    const a = await member();
    const order = await insertPaidOrder(database.db, a.memberUid, { status: "shipped", lines: [{ quantity: 1, sharePrice: 88 }] });
    const now = h.clock.now();
    const row = await applyReturn(database.db, input(a.memberUid, order.orderNumber, order.items[0]!.id, 1, now), now);
    let calls = 0;
    const down: PaymentProvider = {
      ...provider,
      refund: async () => {
        calls += 1;
        throw new Error("provider unreachable");
      },
    };
    const later = new Date(new Date(`${row.pickupDate}T00:00:00+08:00`).getTime() + DAY);
    const received = await receiveDueReturns(database.db, down, later);
    expect(received).toBeGreaterThanOrEqual(1);
    expect(calls).toBe(received);
    const [pending] = await database.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.returnId, row.id)));
    expect(pending).toMatchObject({ status: "pending", attempts: 1, lastError: "provider unreachable", amount: 88 });
    const [refunding] = await database.db.select().from(returnOrders).where(eq(returnOrders.id, row.id));
    expect(refunding?.status).toBe("refunding");

    // The sweep and a second caller at the same moment: the provider's ledger has one refund.
    const results = await Promise.all([
      settlePendingRefunds(database.db, provider, later),
      settleRefund(database.db, provider, pending!, later),
    ]);
    expect(results[1]).toBe(true);
    const ledger = await database.db
      .select()
      .from(sandboxRefunds)
      .where(eq(sandboxRefunds.idempotencyKey, `return:${row.returnOrderNumber}`));
    expect(ledger).toHaveLength(1);
    const [done] = await database.db.select().from(refunds).where(eq(refunds.id, pending!.id));
    expect(done).toMatchObject({ status: "succeeded", providerRefundNo: ledger[0]!.providerRefundNo });
    const [refunded] = await database.db.select().from(returnOrders).where(eq(returnOrders.id, row.id));
    expect(refunded?.status).toBe("refunded");
    // A repeated provider call with the same key answers the first refund.
    const again = await provider.refund({
      idempotencyKey: `return:${row.returnOrderNumber}`,
      refundNo: "X",
      paymentNo: order.paymentNo,
      providerTradeNo: null,
      amount: 88,
      reason: "重试",
    });
    expect(again).toEqual({ providerRefundNo: ledger[0]!.providerRefundNo, amount: 88 });
  });
});

describe("afterSaleCancelRefund (spec §4 cancel-refund)", () => {
  it("cancels a paid order that has not shipped: 已退款, the payment refunded once; any other status refused", async () => {
    const a = await member();
    const b = await member();
    const order = await insertPaidOrder(database.db, a.memberUid, {
      status: "paid",
      lines: [{ quantity: 1, sharePrice: 299 }],
      shippingFee: 10,
    });
    expect(
      (await gql(h.gateway, CANCEL_REFUND, { token: b.token, variables: { n: order.orderNumber } })).errors?.[0]?.extensions.code,
    ).toBe("404");
    const res = await gql(h.gateway, CANCEL_REFUND, { token: a.token, variables: { n: order.orderNumber } });
    expect(res.errors).toBeUndefined();
    expect(res.data).toEqual({
      afterSaleCancelRefund: {
        refundAmount: 309,
        refundStatus: "succeeded",
        order: { orderNumber: order.orderNumber, status: "refunded", statusText: "已退款", reason: "买家取消订单" },
      },
    });
    const again = await gql(h.gateway, CANCEL_REFUND, { token: a.token, variables: { n: order.orderNumber } });
    expect(again.errors?.[0]).toMatchObject({
      message: "订单状态为「已退款」，不能取消并退款",
      extensions: { code: "400", fromStatus: "refunded", toStatus: "refunded" },
    });
    const ledger = await database.db.select().from(sandboxRefunds).where(eq(sandboxRefunds.paymentNo, order.paymentNo));
    expect(ledger.map((r) => Number(r.amount))).toEqual([309]);

    for (const status of ORDER_STATUSES.filter((s) => s !== "paid")) {
      const other = await insertPaidOrder(database.db, a.memberUid, { status });
      await expect(
        cancelRefund(database.db, provider, { memberUid: a.memberUid, orderNumber: other.orderNumber }, h.clock.now()),
      ).rejects.toMatchObject({
        extensions: { code: "400", fromStatus: status, toStatus: "refunded" },
      });
      expect((await readOrder(database.db, other.id)).status).toBe(status);
    }
  });
});

describe("sandbox warehouse tool", () => {
  it("ships a paid order now (POST /sandbox/warehouse/ship); 404 for an unknown order", async () => {
    const a = await member();
    const order = await insertPaidOrder(database.db, a.memberUid, { status: "paid" });
    const post = (orderNumber: string) =>
      h.gateway.fetch(
        new Request("http://gateway.test/sandbox/warehouse/ship", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ orderNumber }),
        }),
      );
    const res = await post(order.orderNumber);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ orderNumber: order.orderNumber, status: "shipped" });
    expect((await readOrder(database.db, order.id)).status).toBe("shipped");
    expect(await (await post(order.orderNumber)).json()).toEqual({ orderNumber: order.orderNumber, status: "shipped" });
    expect((await post("XLNOSUCHORDER1")).status).toBe(404);
  });
});

describe("return photos (spec §7 oss/getToken, afterSaleApply photoKeys)", () => {
  const TOKEN = /* GraphQL */ `mutation T($p: String!, $t: String!, $s: Int!) { ossGetToken(purpose: $p, contentType: $t, size: $s) { key uploadUrl method headers { name value } maxBytes expiresAt } }`;
  type TokenData = {
    ossGetToken: { key: string; uploadUrl: string; method: string; headers: Array<{ name: string; value: string }>; maxBytes: number };
  };

  /** A 2400 × 1800 JPEG carrying EXIF with a GPS position (what a phone camera writes). */
  async function phonePhoto(): Promise<Buffer> {
    return sharp({ create: { width: 2400, height: 1800, channels: 3, background: { r: 200, g: 80, b: 20 } } })
      .jpeg()
      .withExif({
        IFD0: { Make: "XunlanPhone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "31/1 13/1 50/1", GPSLongitudeRef: "E", GPSLongitude: "121/1 28/1 30/1" },
      })
      .toBuffer();
  }

  async function upload(token: string, body: Buffer, contentType = "image/jpeg"): Promise<{ key: string; status: number }> {
    const res = await gql<TokenData>(h.gateway, TOKEN, { token, variables: { p: "after_sale", t: contentType, s: body.length } });
    expect(res.errors).toBeUndefined();
    const t = res.data!.ossGetToken;
    const put = await h.gateway.fetch(
      new Request(`http://gateway.test${t.uploadUrl}`, {
        method: t.method,
        headers: Object.fromEntries(t.headers.map((x) => [x.name, x.value])),
        body: new Uint8Array(body),
      }),
    );
    return { key: t.key, status: put.status };
  }

  it("hands out a signed upload for members only, for JPG/PNG/WebP up to 10 MB", async () => {
    const a = await member();
    const guest = await gql<{ webAuthorization: { token: string } }>(h.gateway, `mutation { webAuthorization { token } }`);
    expect(
      (await gql(h.gateway, TOKEN, { token: guest.data!.webAuthorization.token, variables: { p: "after_sale", t: "image/jpeg", s: 10 } }))
        .errors?.[0]?.extensions.code,
    ).toBe("403");
    const wrongType = await gql(h.gateway, TOKEN, { token: a.token, variables: { p: "after_sale", t: "image/gif", s: 10 } });
    expect(wrongType.errors?.[0]).toMatchObject({
      message: "仅支持 JPG、PNG、WebP 图片",
      extensions: { code: "400", field: "contentType" },
    });
    const tooBig = await gql(h.gateway, TOKEN, { token: a.token, variables: { p: "after_sale", t: "image/png", s: 10 * 1024 * 1024 + 1 } });
    expect(tooBig.errors?.[0]).toMatchObject({ message: "图片不能超过 10MB", extensions: { code: "400", field: "size" } });
    const ok = await gql<TokenData>(h.gateway, TOKEN, { token: a.token, variables: { p: "after_sale", t: "image/webp", s: 1000 } });
    expect(ok.data!.ossGetToken).toMatchObject({
      method: "PUT",
      maxBytes: 10 * 1024 * 1024,
      headers: [{ name: "content-type", value: "image/webp" }],
    });
    expect(ok.data!.ossGetToken.key).toMatch(/^uploads\/after_sale\/\d{8}\/[0-9a-f-]{36}\.webp$/);
    expect(ok.data!.ossGetToken.uploadUrl.startsWith(`/sandbox/storage/${ok.data!.ossGetToken.key}?`)).toBe(true);

    // The signature binds the key, the type and the limit: an altered URL or another type is refused.
    const url = new URL(`http://gateway.test${ok.data!.ossGetToken.uploadUrl}`);
    const altered = new URL(url);
    altered.searchParams.set("max", String(50 * 1024 * 1024));
    expect(
      (await h.gateway.fetch(new Request(altered, { method: "PUT", headers: { "content-type": "image/webp" }, body: "x" }))).status,
    ).toBe(403);
    expect((await h.gateway.fetch(new Request(url, { method: "PUT", headers: { "content-type": "image/png" }, body: "x" }))).status).toBe(
      400,
    );
  });

  it("stores up to three photos per return, upright, fitted into 1600 px, without EXIF or GPS; shown through signed URLs", async () => {
    const a = await member();
    const b = await member();
    const original = await phonePhoto();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const first = await upload(a.token, original);
    expect(first.status).toBe(200);
    const order = await insertPaidOrder(database.db, a.memberUid, { status: "shipped" });
    const res = await gql<ApplyData & { afterSaleApply: { afterSale: { photos: Array<{ url: string; width: number; height: number }> } } }>(
      h.gateway,
      APPLY.replace("$span: String!)", "$span: String!, $photos: [String!])")
        .replace("pickupTimeSpan: $span)", "pickupTimeSpan: $span, photoKeys: $photos)")
        .replace("consignee items {", "consignee photos { url width height } items {"),
      { token: a.token, variables: applyVars(order.orderNumber, order.items[0]!.id, 1, { photos: [first.key] }) },
    );
    expect(res.errors).toBeUndefined();
    const [photo] = res.data!.afterSaleApply.afterSale.photos;
    expect(photo).toMatchObject({ width: 1600, height: 1200 });
    const served = await h.gateway.fetch(new Request(`http://gateway.test${photo!.url}`));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 1600, height: 1200 });
    expect(meta.exif).toBeUndefined();
    // A signed URL is not a key to other files.
    expect((await h.gateway.fetch(new Request(`http://gateway.test${photo!.url.replace("/1.jpg", "/2.jpg")}`))).status).toBe(403);

    // An upload is attached once, by its own member; at most three; it must have arrived; it must be a picture.
    const again = await insertPaidOrder(database.db, a.memberUid, { status: "shipped" });
    const applyWith = (memberUid: string, photos: string[]) =>
      applyReturn(
        database.db,
        { ...input(memberUid, again.orderNumber, again.items[0]!.id, 1, h.clock.now()), photoKeys: photos },
        h.clock.now(),
        {
          storage: storage.provider,
        },
      );
    await expect(applyWith(a.memberUid, [first.key])).rejects.toMatchObject({
      message: "图片已失效，请重新上传",
      extensions: { field: "photoKeys" },
    });
    const theirs = await upload(b.token, original);
    await expect(applyWith(a.memberUid, [theirs.key])).rejects.toMatchObject({ message: "图片已失效，请重新上传" });
    const four = await Promise.all([1, 2, 3, 4].map(() => upload(a.token, original)));
    await expect(
      applyWith(
        a.memberUid,
        four.map((u) => u.key),
      ),
    ).rejects.toMatchObject({ message: "最多上传 3 张图片" });
    const pending = await gql<TokenData>(h.gateway, TOKEN, { token: a.token, variables: { p: "after_sale", t: "image/jpeg", s: 100 } });
    await expect(applyWith(a.memberUid, [pending.data!.ossGetToken.key])).rejects.toMatchObject({ message: "图片上传未完成，请重新上传" });
    const notAPicture = await upload(a.token, Buffer.from("not a picture at all"));
    await expect(applyWith(a.memberUid, [notAPicture.key])).rejects.toMatchObject({
      message: "图片无法识别，请上传 JPG、PNG 或 WebP 图片",
    });
    expect(await readOrder(database.db, again.id)).toMatchObject({ status: "shipped", returned: [0] });
    // Three good ones are taken.
    const three = await applyWith(
      a.memberUid,
      four.slice(0, 3).map((u) => u.key),
    );
    expect(three.photos.map((p) => p.key)).toEqual([1, 2, 3].map((n) => `returns/${three.returnOrderNumber}/${n}.jpg`));
  });
});
