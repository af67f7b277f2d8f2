import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyReturn, cancelReturn, receiveDueReturns } from "../src/flows/after-sale-service";
import type { DatabaseHandle } from "../src/kernel/db";
import { invoiceReversals, orders } from "../src/kernel/db/schema";
import { AFTER_SALE_REASONS, pickupStartDate } from "../src/modules/after-sale/pickup-options";
import { type InvoiceProvider, InvoiceRejectedError } from "../src/modules/orders/invoice-provider";
import { issuePendingInvoices, reverseRefundedInvoices } from "../src/modules/orders/invoice-service";
import { pickupDaySlots } from "../src/modules/orders/pickup-slots";
import { createSandboxInvoices, sandboxInvoiceNumber, sandboxRedInvoiceNumber } from "../src/modules/orders/sandbox-invoice";
import { createSandboxPaymentProvider } from "../src/modules/payments";
import type { PaymentProvider } from "../src/modules/payments/payment-provider";
import { insertPaidOrder, PICKUP } from "./support/after-sale";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, get, loginBySms, type MemberHarness, randomMobile } from "./support/members";

// The red-letter invoice (红字发票, 冲红) of a refund, through the sandbox invoice platform: a
// refund after the invoice was issued is reversed exactly once; a refund before it is issued is
// netted (the invoice is for what was kept, nothing when everything went back). One PGlite for
// the file; each test has its own member and orders, and checks only its own rows (the sweeps
// may take other tests' rows too).
let database: DatabaseHandle;
let h: MemberHarness;
let payments: PaymentProvider;
const invoices = () => createSandboxInvoices({ db: database.db }).provider;

beforeAll(async () => {
  database = await createTestDatabase();
  h = createMemberHarness(database.db);
  payments = createSandboxPaymentProvider({ db: database.db });
});
afterAll(async () => {
  await database?.close();
});

const DAY = 86_400_000;
const CONFIRM = /* GraphQL */ `mutation C($n: String!) { confirmOrder(orderNumber: $n) { status } }`;
const DETAIL = /* GraphQL */ `
  query D($n: String!) {
    orderDetail(orderNumber: $n) {
      status hasInvoice totalPaid
      eInvoice { status imgUrl amount reversals { status amount imgUrl returnOrderNumber } }
    }
  }
`;

interface Reversal {
  status: string;
  amount: number;
  imgUrl: string | null;
  returnOrderNumber: string | null;
}
interface Detail {
  status: string;
  hasInvoice: boolean;
  totalPaid: number;
  eInvoice: { status: string; imgUrl: string | null; amount: number | null; reversals: Reversal[] } | null;
}

async function member(): Promise<{ token: string; memberUid: string }> {
  const login = await loginBySms(h, randomMobile());
  return { token: login.userToken, memberUid: login.user.memberUid };
}

async function detail(token: string, orderNumber: string): Promise<Detail> {
  const res = await gql<{ orderDetail: Detail }>(h.gateway, DETAIL, { token, variables: { n: orderNumber } });
  if (!res.data) throw new Error(JSON.stringify(res.errors));
  return res.data.orderDetail;
}

/** 确认收货 of a shipped order: 已完成, its invoice asked for (pending). */
async function confirm(token: string, orderNumber: string): Promise<void> {
  const res = await gql<{ confirmOrder: { status: string } }>(h.gateway, CONFIRM, { token, variables: { n: orderNumber } });
  expect(res.data?.confirmOrder.status).toBe("completed");
}

/** Returns `quantity` units of the order's first item and lets the sandbox warehouse take them in: the refund succeeds. */
async function refundReturn(
  memberUid: string,
  orderNumber: string,
  itemId: number,
  quantity: number,
): Promise<{ returnOrderNumber: string; at: Date }> {
  const now = h.clock.now();
  const day = pickupDaySlots(pickupStartDate(now)).find((s) => !s.disabled)!.form_pickupDate;
  const row = await applyReturn(
    database.db,
    {
      memberUid,
      orderNumber,
      items: [{ itemId, quantity }],
      ...PICKUP,
      reason: AFTER_SALE_REASONS[0],
      remark: null,
      pickupDate: day,
      pickupTimeSpan: "13:00-18:00",
    },
    now,
  );
  const at = new Date(new Date(`${row.pickupDate}T00:00:00+08:00`).getTime() + DAY);
  expect(await receiveDueReturns(database.db, payments, at)).toBeGreaterThanOrEqual(1);
  return { returnOrderNumber: row.returnOrderNumber, at };
}

async function reversalRows(orderNumber: string) {
  const [order] = await database.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return database.db.select().from(invoiceReversals).where(eq(invoiceReversals.orderId, order!.id));
}

/** A shipped order of two units at 150 元 and 10 元 shipping (310 元), confirmed and its invoice issued. */
async function invoicedOrder(m: { token: string; memberUid: string }) {
  const order = await insertPaidOrder(database.db, m.memberUid, {
    status: "shipped",
    lines: [{ quantity: 2, sharePrice: 150 }],
    shippingFee: 10,
  });
  await confirm(m.token, order.orderNumber);
  await issuePendingInvoices(database.db, invoices(), h.clock.now(), 500);
  expect((await detail(m.token, order.orderNumber)).eInvoice).toMatchObject({ status: "issued", amount: 310, reversals: [] });
  return order;
}

describe("red-letter invoices (冲红) of refunds after the invoice was issued", () => {
  it("reverses each refund once with a red-letter invoice of its amount — however often and from however many sweeps", async () => {
    const m = await member();
    const order = await invoicedOrder(m);
    const first = await refundReturn(m.memberUid, order.orderNumber, order.items[0]!.id, 1);
    // The refund is there, the red-letter invoice not yet: 冲红中.
    expect((await detail(m.token, order.orderNumber)).eInvoice!.reversals).toEqual([
      { status: "pending", amount: 150, imgUrl: null, returnOrderNumber: first.returnOrderNumber },
    ]);

    // Two sweeps at once (two instances) and a third afterwards: one red-letter invoice.
    const calls: string[] = [];
    const sandbox = invoices();
    const counting: InvoiceProvider = {
      ...sandbox,
      issue: sandbox.issue,
      reverse: (r, now) => (calls.push(r.refundNo), sandbox.reverse(r, now)),
    };
    await Promise.all([
      reverseRefundedInvoices(database.db, counting, first.at, 500),
      reverseRefundedInvoices(database.db, counting, first.at, 500),
    ]);
    await reverseRefundedInvoices(database.db, counting, first.at, 500);
    const rows = await reversalRows(order.orderNumber);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "issued", amount: 150, invoiceNo: sandboxRedInvoiceNumber(rows[0]!.refundId, first.at) });
    expect(calls.filter((n) => n === calls[0])).toHaveLength(1);

    const shown = await detail(m.token, order.orderNumber);
    // The blue invoice stays issued for what it was issued for; the reversal stands beside it.
    expect(shown.eInvoice).toMatchObject({ status: "issued", amount: 310 });
    const [red] = shown.eInvoice!.reversals;
    expect(red).toMatchObject({ status: "issued", amount: 150, returnOrderNumber: first.returnOrderNumber });
    expect(red!.imgUrl).toMatch(/^\/sandbox\/invoices\/red\/XRF\d{16}\.svg\?no=\d{20}&at=\d+&sig=/);

    // The picture: 红字发票 naming the blue one, the returned unit and the total negative.
    const picture = await get(h.gateway, red!.imgUrl!);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    const svg = await picture.text();
    const [row] = await database.db.select().from(orders).where(eq(orders.orderNumber, order.orderNumber));
    expect(svg).toContain("红字发票");
    expect(svg).toContain(`被红冲蓝字发票号码：<tspan fill="#111">${row!.eInvoiceNo}</tspan>`);
    expect(row!.eInvoiceNo).toBe(sandboxInvoiceNumber(row!.id, row!.updatedAt));
    expect(svg).toContain("¥-150.00");
    expect(svg).toContain("（负数）壹佰伍拾元整");
    // An altered link finds nothing.
    const forged = red!.imgUrl!.replace(/at=(\d+)/, (_m, at: string) => `at=${Number(at) + 1}`);
    expect((await get(h.gateway, forged)).status).toBe(404);
    expect((await get(h.gateway, red!.imgUrl!.replace("/red/", "/"))).status).toBe(404);

    // The last unit refunds the rest with the shipping: a second red-letter invoice of 160 元.
    const second = await refundReturn(m.memberUid, order.orderNumber, order.items[0]!.id, 1);
    await reverseRefundedInvoices(database.db, invoices(), second.at, 500);
    const after = await detail(m.token, order.orderNumber);
    expect(after.status).toBe("refunded");
    expect(after.eInvoice!.reversals.map((r) => [r.status, r.amount, r.returnOrderNumber])).toEqual([
      ["issued", 150, first.returnOrderNumber],
      ["issued", 160, second.returnOrderNumber],
    ]);
    const secondSvg = await (await get(h.gateway, after.eInvoice!.reversals[1]!.imgUrl!)).text();
    expect(secondSvg).toContain("*物流辅助服务*运费");
    expect(secondSvg).toContain("¥-160.00");
  });

  it("is only for refunds: a withdrawn return or one not yet taken in reverses nothing", async () => {
    const m = await member();
    const order = await invoicedOrder(m);
    const now = h.clock.now();
    const day = pickupDaySlots(pickupStartDate(now)).find((s) => !s.disabled)!.form_pickupDate;
    const apply = () =>
      applyReturn(
        database.db,
        {
          memberUid: m.memberUid,
          orderNumber: order.orderNumber,
          items: [{ itemId: order.items[0]!.id, quantity: 1 }],
          ...PICKUP,
          reason: AFTER_SALE_REASONS[0],
          remark: null,
          pickupDate: day,
          pickupTimeSpan: "13:00-18:00",
        },
        now,
      );
    const withdrawn = await apply();
    await cancelReturn(database.db, m.memberUid, withdrawn.returnOrderNumber, now);
    await apply();
    // Applied, not picked up: no refund, no reversal.
    await reverseRefundedInvoices(database.db, invoices(), now, 500);
    expect(await reversalRows(order.orderNumber)).toEqual([]);
    expect((await detail(m.token, order.orderNumber)).eInvoice).toMatchObject({ status: "issued", reversals: [] });
  });

  it("needs an issued invoice: none for an order without one, none after the provider refused it", async () => {
    const m = await member();
    // Never received: no invoice was asked for.
    const uninvoiced = await insertPaidOrder(database.db, m.memberUid, { status: "shipped", lines: [{ quantity: 2, sharePrice: 150 }] });
    await refundReturn(m.memberUid, uninvoiced.orderNumber, uninvoiced.items[0]!.id, 1);
    // Refused for good by the platform.
    const refused = await insertPaidOrder(database.db, m.memberUid, { status: "shipped", lines: [{ quantity: 2, sharePrice: 150 }] });
    await confirm(m.token, refused.orderNumber);
    const refusing: InvoiceProvider = {
      ...invoices(),
      issue: async (r, now) => {
        if (r.orderNumber === refused.orderNumber) throw new InvoiceRejectedError("购买方信息不完整");
        return invoices().issue(r, now);
      },
    };
    await issuePendingInvoices(database.db, refusing, h.clock.now(), 500);
    expect((await detail(m.token, refused.orderNumber)).eInvoice).toMatchObject({ status: "failed", reversals: [] });
    const { at } = await refundReturn(m.memberUid, refused.orderNumber, refused.items[0]!.id, 1);

    await reverseRefundedInvoices(database.db, invoices(), at, 500);
    expect(await reversalRows(uninvoiced.orderNumber)).toEqual([]);
    expect(await reversalRows(refused.orderNumber)).toEqual([]);
    expect((await detail(m.token, uninvoiced.orderNumber)).eInvoice).toBeNull();
    expect((await detail(m.token, refused.orderNumber)).eInvoice).toMatchObject({ status: "failed", imgUrl: null, reversals: [] });
  });

  it("a refusal of the red-letter invoice is final (冲红失败); a transient error is retried on the next run", async () => {
    const m = await member();
    const order = await invoicedOrder(m);
    const { at } = await refundReturn(m.memberUid, order.orderNumber, order.items[0]!.id, 1);
    let mode: "down" | "refuse" = "down";
    const sandbox = invoices();
    const failing: InvoiceProvider = {
      ...sandbox,
      reverse: async (r, now) => {
        if (r.orderNumber !== order.orderNumber) return sandbox.reverse(r, now);
        if (mode === "down") throw new Error("platform timeout");
        throw new InvoiceRejectedError("红字确认单未确认");
      },
    };
    await reverseRefundedInvoices(database.db, failing, at, 500);
    expect(await reversalRows(order.orderNumber)).toEqual([]);
    expect((await detail(m.token, order.orderNumber)).eInvoice!.reversals).toMatchObject([{ status: "pending", amount: 150 }]);
    mode = "refuse";
    await reverseRefundedInvoices(database.db, failing, at, 500);
    await reverseRefundedInvoices(database.db, sandbox, at, 500);
    expect((await reversalRows(order.orderNumber)).map((r) => r.status)).toEqual(["failed"]);
    expect((await detail(m.token, order.orderNumber)).eInvoice!.reversals).toEqual([
      { status: "failed", amount: 150, imgUrl: null, returnOrderNumber: expect.stringMatching(/^XR/) },
    ]);
  });
});

describe("a refund before the invoice is issued: the invoice is for the net amount", () => {
  it("a return refunded while 已发货, then 确认收货: the invoice is for what was kept and nothing is reversed", async () => {
    const m = await member();
    const order = await insertPaidOrder(database.db, m.memberUid, {
      status: "shipped",
      lines: [{ quantity: 2, sharePrice: 150 }],
      shippingFee: 10,
    });
    const { at } = await refundReturn(m.memberUid, order.orderNumber, order.items[0]!.id, 1);
    await confirm(m.token, order.orderNumber);
    await issuePendingInvoices(database.db, invoices(), at, 500);
    await reverseRefundedInvoices(database.db, invoices(), at, 500);
    const shown = await detail(m.token, order.orderNumber);
    expect(shown).toMatchObject({ status: "completed", totalPaid: 310, eInvoice: { status: "issued", amount: 160, reversals: [] } });
    expect((await reversalRows(order.orderNumber)).map((r) => [r.status, Number(r.amount)])).toEqual([["netted", 150]]);
    // The picture: the one unit kept and the shipping, 160 元.
    const svg = await (await get(h.gateway, shown.eInvoice!.imgUrl!)).text();
    expect(svg).toContain("¥160.00");
    expect(svg).toContain("壹佰陆拾元整");
    expect(svg).not.toContain("红字发票");
  });

  it("everything refunded before it was issued: the request is withdrawn and the order has no invoice", async () => {
    const m = await member();
    const order = await insertPaidOrder(database.db, m.memberUid, { status: "shipped", lines: [{ quantity: 1, sharePrice: 150 }] });
    await confirm(m.token, order.orderNumber);
    // The platform is down until after the whole order came back.
    const down: InvoiceProvider = {
      ...invoices(),
      issue: async () => {
        throw new Error("platform timeout");
      },
    };
    await issuePendingInvoices(database.db, down, h.clock.now(), 500);
    expect((await detail(m.token, order.orderNumber)).eInvoice).toMatchObject({ status: "pending" });
    const { at } = await refundReturn(m.memberUid, order.orderNumber, order.items[0]!.id, 1);
    const run = await issuePendingInvoices(database.db, invoices(), at, 500);
    expect(run.withdrawn).toBeGreaterThanOrEqual(1);
    await reverseRefundedInvoices(database.db, invoices(), at, 500);
    expect(await detail(m.token, order.orderNumber)).toMatchObject({ status: "refunded", hasInvoice: false, eInvoice: null });
    expect((await reversalRows(order.orderNumber)).map((r) => r.status)).toEqual(["netted"]);
  });
});
