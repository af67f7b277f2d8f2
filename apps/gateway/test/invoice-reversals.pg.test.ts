import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyReturn, receiveDueReturns } from "../src/flows/after-sale-service";
import { createDatabase, type DatabaseHandle } from "../src/kernel/db";
import { invoiceReversals, orders, refunds } from "../src/kernel/db/schema";
import { AFTER_SALE_REASONS, pickupStartDate } from "../src/modules/after-sale/pickup-options";
import { findOrCreateMember } from "../src/modules/members/member-service";
import type { InvoiceProvider } from "../src/modules/orders/invoice-provider";
import { issuePendingInvoices, reverseRefundedInvoices } from "../src/modules/orders/invoice-service";
import { pickupDaySlots } from "../src/modules/orders/pickup-slots";
import { createSandboxInvoices } from "../src/modules/orders/sandbox-invoice";
import { createSandboxPaymentProvider, settleRefund } from "../src/modules/payments";
import type { PaymentProvider } from "../src/modules/payments/payment-provider";
import { insertPaidOrder, PICKUP } from "./support/after-sale";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Red-letter invoices (冲红) on a real PostgreSQL server, where two gateway instances' sweeps
// really run at the same moment (PGlite runs one transaction at a time): each refund is reversed
// once, and a refund settling while the order's invoice is being issued is netted or reversed,
// never both and never neither.
const { url } = testDatabaseUrl();
const DAY = 86_400_000;

describe.skipIf(url === undefined)("red-letter invoices with two instances on one PostgreSQL database", () => {
  let fresh: FreshDatabase;
  /** The second instance's own pool on the same database. */
  let second: DatabaseHandle;
  let payments: PaymentProvider;
  let seq = 0;

  beforeAll(async () => {
    fresh = await createFreshDatabase(url ?? "");
    const secondUrl = new URL(url ?? "");
    secondUrl.pathname = `/${fresh.name}`;
    second = await createDatabase({ databaseUrl: secondUrl.toString(), pgliteDataDir: "unused" });
    payments = createSandboxPaymentProvider({ db: fresh.db });
  }, 120_000);
  afterAll(async () => {
    await second?.close();
    await fresh?.drop();
  });

  async function memberUid(): Promise<string> {
    return (await findOrCreateMember(fresh.db, `136${String(++seq).padStart(8, "0")}`, new Date())).memberUid;
  }

  /** A completed order of two 150 元 units whose invoice is asked for (pending). */
  async function completedOrder(uid: string) {
    const order = await insertPaidOrder(fresh.db, uid, { status: "completed", lines: [{ quantity: 2, sharePrice: 150 }] });
    await fresh.db.update(orders).set({ hasInvoice: true, eInvoiceStatus: "pending" }).where(eq(orders.id, order.id));
    return order;
  }

  /** Returns one unit and lets the warehouse take it in with `provider` (the refund settles, or stays pending when it fails). */
  async function receiveReturn(
    uid: string,
    order: { orderNumber: string; items: Array<{ id: number }> },
    provider: PaymentProvider,
  ): Promise<Date> {
    const now = new Date();
    const day = pickupDaySlots(pickupStartDate(now)).find((s) => !s.disabled)!.form_pickupDate;
    const row = await applyReturn(
      fresh.db,
      {
        memberUid: uid,
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
    const at = new Date(new Date(`${row.pickupDate}T00:00:00+08:00`).getTime() + DAY);
    await receiveDueReturns(fresh.db, provider, at);
    return at;
  }

  it("both instances' sweeps at once, three times over: one red-letter invoice per refund, the provider asked once per refund", async () => {
    const uid = await memberUid();
    const placed = [];
    for (let i = 0; i < 8; i += 1) placed.push(await completedOrder(uid));
    await issuePendingInvoices(fresh.db, createSandboxInvoices({ db: fresh.db }).provider, new Date(), 100);
    let at = new Date();
    for (const order of placed) at = await receiveReturn(uid, order, payments);

    const sandbox = createSandboxInvoices({ db: fresh.db }).provider;
    const asked = new Map<string, number>();
    // A slow platform keeps both sweeps' transactions open together.
    const slow: InvoiceProvider = {
      ...sandbox,
      reverse: async (request, now) => {
        asked.set(request.refundNo, (asked.get(request.refundNo) ?? 0) + 1);
        await new Promise((resolve) => setTimeout(resolve, 20));
        return sandbox.reverse(request, now);
      },
    };
    for (let round = 0; round < 3; round += 1) {
      await Promise.all([reverseRefundedInvoices(fresh.db, slow, at, 3), reverseRefundedInvoices(second.db, slow, at, 3)]);
    }
    await reverseRefundedInvoices(fresh.db, slow, at, 100);

    const ids = placed.map((o) => o.id);
    const rows = await fresh.db.select().from(invoiceReversals).where(inArray(invoiceReversals.orderId, ids));
    const ours = await fresh.db.select({ refundNo: refunds.refundNo }).from(refunds).where(inArray(refunds.orderId, ids));
    expect(ours).toHaveLength(8);
    expect(rows).toHaveLength(8);
    expect(rows.every((r) => r.status === "issued" && Number(r.amount) === 150 && r.imgUrl)).toBe(true);
    expect(ours.map((r) => asked.get(r.refundNo))).toEqual(Array(8).fill(1));
  });

  it("a refund that settles while the invoice is being issued is reversed afterwards — not netted as well", async () => {
    const uid = await memberUid();
    const order = await completedOrder(uid);
    // The payment provider is down when the parcel comes in: the refund stays pending.
    const down: PaymentProvider = {
      ...payments,
      refund: async () => {
        throw new Error("payment provider timeout");
      },
    };
    const at = await receiveReturn(uid, order, down);
    const [pending] = await fresh.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(pending).toMatchObject({ status: "pending", amount: 150 });

    // Instance A has read the order's refunds (pending) and is inside the platform's call when
    // instance B settles the refund and commits; then A finishes.
    const sandbox = createSandboxInvoices({ db: fresh.db }).provider;
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => (entered = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const gated: InvoiceProvider = {
      ...sandbox,
      issue: async (request, now) => {
        if (request.orderNumber === order.orderNumber) {
          entered();
          await gate;
        }
        return sandbox.issue(request, now);
      },
    };
    const issuing = issuePendingInvoices(fresh.db, gated, at, 100);
    await inside;
    // B's sweep finds the issue still under way: nothing to reverse yet.
    expect(await settleRefund(second.db, payments, pending!, at)).toBe(true);
    expect((await reverseRefundedInvoices(second.db, sandbox, at, 100)).issued).toBe(0);
    release();
    await issuing;

    // A saw the refund pending: the invoice is for the whole payment, and the refund is reversed.
    const [row] = await fresh.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ eInvoiceStatus: "issued", eInvoiceAmount: 300 });
    await Promise.all([reverseRefundedInvoices(fresh.db, sandbox, at, 100), reverseRefundedInvoices(second.db, sandbox, at, 100)]);
    const rows = await fresh.db.select().from(invoiceReversals).where(eq(invoiceReversals.orderId, order.id));
    expect(rows.map((r) => [r.status, Number(r.amount)])).toEqual([["issued", 150]]);
  });
});
