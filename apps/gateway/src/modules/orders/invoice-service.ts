import { and, asc, eq, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { invoiceReversals, orders, refunds, returnOrders } from "../../kernel/db/schema";
import { type InvoiceProvider, InvoiceRejectedError } from "./invoice-provider";

/** An order row (order-service's OrderRow; read from the table so invoices need not import order-service, which imports them back). */
type OrderRow = typeof orders.$inferSelect;

/** spec §3 order.eInvoice status: asked of the provider, issued, or refused by it. */
export type InvoiceStatus = "pending" | "issued" | "failed";

/** The Chinese text of each invoice status (the order detail's 电子发票 row). */
export const INVOICE_STATUS_TEXT: Readonly<Record<InvoiceStatus, string>> = {
  pending: "开具中",
  issued: "已开具",
  failed: "开具失败",
};

/** A red-letter invoice's status: asked of the provider (no row yet), issued, or refused by it. */
export type InvoiceReversalStatus = "pending" | "issued" | "failed";

/** The Chinese text of each red-letter invoice status. */
export const INVOICE_REVERSAL_STATUS_TEXT: Readonly<Record<InvoiceReversalStatus, string>> = {
  pending: "冲红中",
  issued: "已冲红",
  failed: "冲红失败",
};

const fen = (yuan: number) => Math.round(yuan * 100);

/**
 * The columns that ask for an order's invoice, set in the same update that completes it (an
 * online order's 确认收货, an in-store receipt from a store that invoices). Nothing is invoiced
 * for an order paid with nothing.
 */
export function invoiceRequestColumns(totalPaid: number): Partial<typeof orders.$inferInsert> {
  return totalPaid > 0 ? { hasInvoice: true, eInvoiceStatus: "pending" } : {};
}

/** One red-letter invoice of spec §3 order.eInvoice (OrderEInvoiceReversal). */
export interface EInvoiceReversalView {
  status: InvoiceReversalStatus;
  amount: number;
  imgUrl: string | null;
  returnOrderNumber: string | null;
}

/** spec §3 order.eInvoice as the API shows it. */
export interface EInvoiceView {
  status: string;
  imgUrl: string | null;
  amount: number | null;
  reversals: EInvoiceReversalView[];
}

/**
 * spec §3 order.eInvoice of an order row: null when it has none; the picture and amount only once
 * issued. `reversals` are the order's red-letter invoices (see {@link loadInvoiceReversals}).
 */
export function orderEInvoice(
  order: Pick<OrderRow, "hasInvoice" | "eInvoiceStatus" | "eInvoiceImgUrl" | "eInvoiceAmount" | "totalPaid">,
  reversals: EInvoiceReversalView[] = [],
): EInvoiceView | null {
  if (!order.hasInvoice || !order.eInvoiceStatus) return null;
  const issued = order.eInvoiceStatus === "issued";
  return {
    status: order.eInvoiceStatus,
    imgUrl: issued ? order.eInvoiceImgUrl : null,
    // Invoices issued before amounts were kept were for the whole payment.
    amount: issued ? Number(order.eInvoiceAmount ?? order.totalPaid) : null,
    reversals: issued ? reversals : [],
  };
}

/**
 * The red-letter invoices of orders whose invoice is issued, by order id, oldest refund first: a
 * row issued or failed, or pending for a succeeded refund without one. Refunds the invoice was
 * issued net of (`netted`) are not reversals.
 */
export async function loadInvoiceReversals(db: Database, orderIds: readonly number[]): Promise<Map<number, EInvoiceReversalView[]>> {
  const byOrder = new Map<number, EInvoiceReversalView[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select({
      orderId: refunds.orderId,
      refundAmount: refunds.amount,
      status: invoiceReversals.status,
      imgUrl: invoiceReversals.imgUrl,
      returnOrderNumber: returnOrders.returnOrderNumber,
    })
    .from(refunds)
    .leftJoin(invoiceReversals, eq(invoiceReversals.refundId, refunds.id))
    .leftJoin(returnOrders, eq(returnOrders.id, refunds.returnId))
    .where(
      and(
        inArray(refunds.orderId, [...orderIds]),
        eq(refunds.status, "succeeded"),
        or(isNull(invoiceReversals.status), ne(invoiceReversals.status, "netted")),
      ),
    )
    .orderBy(asc(refunds.id));
  for (const row of rows) {
    const list = byOrder.get(row.orderId) ?? [];
    const status = (row.status ?? "pending") as InvoiceReversalStatus;
    list.push({
      status,
      amount: Number(row.refundAmount),
      imgUrl: status === "issued" ? row.imgUrl : null,
      returnOrderNumber: row.returnOrderNumber,
    });
    byOrder.set(row.orderId, list);
  }
  return byOrder;
}

/**
 * The invoicing step of the commerce sweep: asks `provider` for the invoice of each order whose
 * invoice is pending (pending → issued with its picture, or failed when the provider refuses it
 * for good; a transient error leaves it pending for the next tick). Orders are claimed with
 * `for update skip locked` and changed by a conditional update from pending, so several
 * instances never issue one order twice (the provider is idempotent per order number anyway).
 *
 * A refund that succeeded before the invoice is issued (a return refunded while the order was
 * 已发货, then 确认收货) is not invoiced and then reversed: the invoice is for the net amount, paid
 * less those refunds, and each is recorded `netted` so no red-letter invoice follows. When
 * nothing is left (all refunded), the request is withdrawn: the order has no invoice. The netted
 * rows commit with the issued status, and the reversal sweep only looks at issued orders, so a
 * refund settling at that moment is either netted here (seen succeeded) or reversed later (no
 * row), never both and never neither — without holding its settlement up behind the platform.
 */
export async function issuePendingInvoices(
  db: Database,
  provider: InvoiceProvider,
  now: Date,
  batchSize = 20,
): Promise<{ issued: number; failed: number; retry: number; withdrawn: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, consignee: orders.consignee, totalPaid: orders.totalPaid })
      .from(orders)
      .where(eq(orders.eInvoiceStatus, "pending"))
      .orderBy(asc(orders.updatedAt), asc(orders.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const result = { issued: 0, failed: 0, retry: 0, withdrawn: 0 };
    for (const order of due) {
      const orderRefunds = await tx
        .select({ id: refunds.id, amount: refunds.amount, status: refunds.status })
        .from(refunds)
        .where(eq(refunds.orderId, order.id))
        .orderBy(asc(refunds.id));
      const netted = orderRefunds.filter((r) => r.status === "succeeded");
      const netFen = fen(Number(order.totalPaid)) - netted.reduce((sum, r) => sum + fen(Number(r.amount)), 0);
      let set: Partial<typeof orders.$inferInsert>;
      let outcome: "issued" | "failed" | "withdrawn";
      if (netFen <= 0) {
        set = { hasInvoice: false, eInvoiceStatus: null, eInvoiceImgUrl: null };
        outcome = "withdrawn";
      } else {
        try {
          const amount = netFen / 100;
          const invoice = await provider.issue(
            { orderId: order.id, orderNumber: order.orderNumber, buyerName: order.consignee, amount },
            now,
          );
          set = { eInvoiceStatus: "issued", eInvoiceImgUrl: invoice.imgUrl, eInvoiceNo: invoice.invoiceNo, eInvoiceAmount: amount };
          outcome = "issued";
        } catch (error) {
          if (!(error instanceof InvoiceRejectedError)) {
            result.retry += 1;
            continue;
          }
          set = { eInvoiceStatus: "failed", eInvoiceImgUrl: null };
          outcome = "failed";
        }
      }
      const [changed] = await tx
        .update(orders)
        .set({ ...set, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.eInvoiceStatus, "pending")))
        .returning({ id: orders.id });
      if (!changed) continue;
      result[outcome] += 1;
      if (outcome !== "failed" && netted.length > 0) {
        await tx
          .insert(invoiceReversals)
          .values(
            netted.map((r) => ({ orderId: order.id, refundId: r.id, status: "netted" as const, amount: Number(r.amount), createdAt: now })),
          )
          .onConflictDoNothing();
      }
    }
    return result;
  });
}

/** The issued invoice's number: kept since invoices carry amounts, read from the picture's link before. */
function originalInvoiceNo(order: { eInvoiceNo: string | null; eInvoiceImgUrl: string | null }): string {
  if (order.eInvoiceNo) return order.eInvoiceNo;
  try {
    return new URL(order.eInvoiceImgUrl ?? "", "http://invoice.local").searchParams.get("no") ?? "";
  } catch {
    return "";
  }
}

/**
 * The reversing step of the commerce sweep (冲红): for each succeeded refund of an order whose
 * invoice is issued and that has no reversal row yet, asks `provider` for the red-letter invoice
 * of the refunded amount and records it (issued with its picture, or failed when refused for
 * good; a transient error leaves it for the next tick). Only refunds (never a cancelled return),
 * only orders with an issued invoice (a pending one is issued net instead, a failed or absent one
 * has nothing to reverse). Exactly once per refund: refunds are claimed with `for update skip
 * locked`, the row is unique per refund, and the provider is idempotent per refund number — a
 * second run, or another instance at the same moment, finds nothing to do.
 */
export async function reverseRefundedInvoices(
  db: Database,
  provider: InvoiceProvider,
  now: Date,
  batchSize = 20,
): Promise<{ issued: number; failed: number; retry: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({
        refundId: refunds.id,
        refundNo: refunds.refundNo,
        amount: refunds.amount,
        orderId: orders.id,
        orderNumber: orders.orderNumber,
        consignee: orders.consignee,
        eInvoiceNo: orders.eInvoiceNo,
        eInvoiceImgUrl: orders.eInvoiceImgUrl,
      })
      .from(refunds)
      .innerJoin(orders, eq(orders.id, refunds.orderId))
      .where(
        and(
          eq(refunds.status, "succeeded"),
          eq(orders.eInvoiceStatus, "issued"),
          notExists(tx.select({ one: sql`1` }).from(invoiceReversals).where(eq(invoiceReversals.refundId, refunds.id))),
        ),
      )
      .orderBy(asc(refunds.id))
      .limit(batchSize)
      .for("update", { of: refunds, skipLocked: true });
    const result = { issued: 0, failed: 0, retry: 0 };
    for (const refund of due) {
      let values: Pick<typeof invoiceReversals.$inferInsert, "status" | "invoiceNo" | "imgUrl">;
      try {
        const red = await provider.reverse(
          {
            orderId: refund.orderId,
            orderNumber: refund.orderNumber,
            buyerName: refund.consignee,
            originalInvoiceNo: originalInvoiceNo(refund),
            refundId: refund.refundId,
            refundNo: refund.refundNo,
            amount: Number(refund.amount),
          },
          now,
        );
        values = { status: "issued", invoiceNo: red.invoiceNo, imgUrl: red.imgUrl };
      } catch (error) {
        if (!(error instanceof InvoiceRejectedError)) {
          result.retry += 1;
          continue;
        }
        values = { status: "failed", invoiceNo: null, imgUrl: null };
      }
      const [written] = await tx
        .insert(invoiceReversals)
        .values({ ...values, orderId: refund.orderId, refundId: refund.refundId, amount: Number(refund.amount), createdAt: now })
        .onConflictDoNothing()
        .returning({ id: invoiceReversals.id });
      if (written) result[values.status === "issued" ? "issued" : "failed"] += 1;
    }
    return result;
  });
}
