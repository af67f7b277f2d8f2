import type { OrderDetailFieldsFragment } from "@xunlan/api-client";
import { formatPrice } from "@xunlan/validation";
import type { ReactNode } from "react";
import { invoiceReversalStatusText, invoiceStatusText, ORDER_MESSAGES as M } from "../../lib/orders";

/** spec §3 order.eInvoice as the order pages read it (with its red-letter invoices). */
export type OrderInvoiceData = NonNullable<OrderDetailFieldsFragment["eInvoice"]>;

const link = "font-bold underline underline-offset-4 hover:text-accent";

function InvoiceRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-baseline justify-between gap-4" data-testid={testId}>
      <dt className="text-grey-500">{label}</dt>
      <dd className="flex flex-wrap items-baseline justify-end gap-x-3 text-right tabular-nums text-ink">{children}</dd>
    </div>
  );
}

/**
 * The 电子发票 rows of an order (inside a `<dl>`), the same for a member (/ucenter/orders/…) and
 * a guest (/guest-order-detail): 开具中 / 开具失败 until issued, then 查看发票 opening the picture in
 * a new tab; under it one 红字发票 row per refund made after it was issued (冲红), with the
 * refunded amount and 查看红字发票 once the red-letter invoice is there (冲红中 / 冲红失败 before).
 * Renders nothing for an order without an invoice.
 */
export function OrderInvoiceRows({ invoice }: { invoice: OrderInvoiceData | null | undefined }) {
  if (!invoice) return null;
  // spec §3 eInvoice: the picture only once issued (never a link to nothing).
  const issued = invoice.status === "issued" && invoice.imgUrl;
  return (
    <>
      <InvoiceRow label="电子发票">
        {issued ? (
          <>
            {invoice.amount != null ? <span className="text-grey-600">{formatPrice(invoice.amount)}</span> : null}
            <a href={invoice.imgUrl!} target="_blank" rel="noreferrer" className={link}>
              {M.viewInvoice}
            </a>
          </>
        ) : (
          <span data-testid="order-invoice-status">{invoiceStatusText(invoice.status)}</span>
        )}
      </InvoiceRow>
      {invoice.reversals.map((reversal, i) => (
        <InvoiceRow key={`${reversal.returnOrderNumber ?? ""}-${i}`} label="红字发票" testId="order-invoice-reversal">
          <span className="text-grey-600">-{formatPrice(reversal.amount)}</span>
          {reversal.status === "issued" && reversal.imgUrl ? (
            <a href={reversal.imgUrl} target="_blank" rel="noreferrer" className={link}>
              {M.viewRedInvoice}
            </a>
          ) : (
            <span data-testid="order-invoice-reversal-status">{invoiceReversalStatusText(reversal.status)}</span>
          )}
        </InvoiceRow>
      ))}
    </>
  );
}
