import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { orders } from "../../db/schema";
import { type InvoiceProvider, InvoiceRejectedError } from "./invoice-provider";
import type { OrderRow } from "./order-service";

/** spec §3 order.eInvoice status: asked of the provider, issued, or refused by it. */
export type InvoiceStatus = "pending" | "issued" | "failed";

/** The Chinese text of each invoice status (the order detail's 电子发票 row). */
export const INVOICE_STATUS_TEXT: Readonly<Record<InvoiceStatus, string>> = {
  pending: "开具中",
  issued: "已开具",
  failed: "开具失败",
};

/**
 * The columns that ask for an order's invoice, set in the same update that completes it (an
 * online order's 确认收货, an in-store receipt from a store that invoices). Nothing is invoiced
 * for an order paid with nothing.
 */
export function invoiceRequestColumns(totalPaid: number): Partial<typeof orders.$inferInsert> {
  return totalPaid > 0 ? { hasInvoice: true, eInvoiceStatus: "pending" } : {};
}

/** spec §3 order.eInvoice of an order row: null when it has none; the picture only once issued. */
export function orderEInvoice(order: Pick<OrderRow, "hasInvoice" | "eInvoiceStatus" | "eInvoiceImgUrl">): { status: string; imgUrl: string | null } | null {
  if (!order.hasInvoice || !order.eInvoiceStatus) return null;
  return { status: order.eInvoiceStatus, imgUrl: order.eInvoiceStatus === "issued" ? order.eInvoiceImgUrl : null };
}

/**
 * The invoicing step of the commerce sweep: asks `provider` for the invoice of each order whose
 * invoice is pending (pending → issued with its picture, or failed when the provider refuses it
 * for good; a transient error leaves it pending for the next tick). Orders are claimed with
 * `for update skip locked` and changed by a conditional update from pending, so several
 * instances never issue one order twice (the provider is idempotent per order number anyway).
 */
export async function issuePendingInvoices(
  db: Database,
  provider: InvoiceProvider,
  now: Date,
  batchSize = 20,
): Promise<{ issued: number; failed: number; retry: number }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, consignee: orders.consignee, totalPaid: orders.totalPaid })
      .from(orders)
      .where(eq(orders.eInvoiceStatus, "pending"))
      .orderBy(asc(orders.updatedAt), asc(orders.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    const result = { issued: 0, failed: 0, retry: 0 };
    for (const order of due) {
      let set: Partial<typeof orders.$inferInsert>;
      try {
        const invoice = await provider.issue(
          { orderId: order.id, orderNumber: order.orderNumber, buyerName: order.consignee, amount: Number(order.totalPaid) },
          now,
        );
        set = { eInvoiceStatus: "issued", eInvoiceImgUrl: invoice.imgUrl };
      } catch (error) {
        if (!(error instanceof InvoiceRejectedError)) {
          result.retry += 1;
          continue;
        }
        set = { eInvoiceStatus: "failed", eInvoiceImgUrl: null };
      }
      const [changed] = await tx
        .update(orders)
        .set({ ...set, updatedAt: now })
        .where(and(eq(orders.id, order.id), eq(orders.eInvoiceStatus, "pending")))
        .returning({ id: orders.id });
      if (changed) result[set.eInvoiceStatus === "issued" ? "issued" : "failed"] += 1;
    }
    return result;
  });
}
