import type { HttpRoute } from "../../kernel/http/routes";

/** What an invoice provider needs to issue an order's 电子发票 (a personal, ordinary VAT invoice). */
export interface InvoiceRequest {
  orderId: number;
  orderNumber: string;
  /** The buyer on the invoice (a person: the order's consignee). */
  buyerName: string;
  /** Yuan, tax included: what the shopper paid, less what was refunded before the invoice was issued. */
  amount: number;
}

/** What an invoice provider needs to reverse part of an issued invoice with a red-letter one (红字发票). */
export interface InvoiceReversalRequest {
  orderId: number;
  orderNumber: string;
  buyerName: string;
  /** The issued (blue) invoice being reversed. */
  originalInvoiceNo: string;
  /** The refund it is for: one red-letter invoice per refund. */
  refundId: number;
  refundNo: string;
  /** Yuan, tax included, positive: what was refunded (the red-letter invoice shows it negative). */
  amount: number;
}

/** An issued invoice. */
export interface IssuedInvoice {
  /** The tax system's invoice number (20 digits for a 数电发票). */
  invoiceNo: string;
  /** The invoice picture: a same-origin path for the sandbox, the provider's URL otherwise. */
  imgUrl: string;
}

/**
 * The e-invoicing service behind spec §3 order.eInvoice (a 数电发票 platform in a deployment).
 * `issue` is idempotent per order number, `reverse` per refund: asking again returns the same invoice.
 */
export interface InvoiceProvider {
  /** Provider name (the sandbox is named in the deployment refusal and in /health). */
  readonly name: string;
  /**
   * Issues the invoice. Throws {@link InvoiceRejectedError} when the provider refuses it for good
   * (the order's invoice becomes failed); any other error is taken as transient (retried later).
   */
  issue(request: InvoiceRequest, now: Date): Promise<IssuedInvoice>;
  /**
   * Issues the red-letter invoice (冲红) of one refund against the order's issued invoice.
   * Idempotent per refund number: asking again returns the same red-letter invoice. Throws
   * {@link InvoiceRejectedError} for good, anything else for a retry, as `issue` does.
   */
  reverse(request: InvoiceReversalRequest, now: Date): Promise<IssuedInvoice>;
}

/** A provider's final refusal of an invoice (the order's eInvoice status becomes failed). */
export class InvoiceRejectedError extends Error {
  override readonly name = "InvoiceRejectedError";
}

/** What createGateway takes: the provider and, for the sandbox, the routes that serve its pictures. */
export interface InvoiceDeps {
  provider: InvoiceProvider;
  routes: HttpRoute[];
}
