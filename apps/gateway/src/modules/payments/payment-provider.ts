/** spec §7 payOrder: what a cashier (WeChat Pay, Alipay, the sandbox) needs to take a payment. */
export interface CheckoutRequest {
  /** Our id of the attempt (the cashier's checkSn). */
  paymentNo: string;
  orderNumber: string;
  /** Yuan. */
  amount: number;
  /** The method the cashier opens with: "wechat" | "alipay" | "unionpay" (the shopper may change it there). */
  payType: string;
  /** Storefront path to go back to after paying or cancelling. */
  returnUrl: string;
  expiresAt: Date;
  /** What the shopper sees as the subject, e.g. 迅岚 XUNLAN 订单 XL…. */
  subject: string;
}

/** The cashier the shopper opens, plus the spec §7 cashier fields. */
export interface CheckoutSession {
  /** Where the browser goes (same-origin path for the sandbox, the provider's URL otherwise). */
  cashierUrl: string;
  orderToken: string;
  /** The provider's own spec §7 cashier fields (LitePOS: its purchase answer); default CASHIER_FIELDS. */
  fields?: { brandCode: string; storeSn: string; workstationSn: string; orderSn: string; orderSource: string };
}

/** What a verified provider callback says happened to a payment attempt. */
export interface PaymentEvent {
  /** The provider's unique event id (replays repeat it). */
  eventId: string;
  type: "paid" | "failed" | "cancelled";
  paymentNo: string;
  /** Yuan the provider took (paid events). */
  amount: number;
  /** When it happened at the provider (not when it was delivered). */
  occurredAt: Date;
  providerTradeNo: string | null;
  /** The method used (paid events), when the provider says: "wechat" | "alipay" | "unionpay". */
  payType?: string | null;
}

/**
 * A payment provider behind the cashier (spec §7 payOrder). The sandbox implements it with
 * pages the gateway serves and HMAC-signed callbacks; WeChat Pay / Alipay adapters implement
 * the same two steps with their APIs and signature schemes.
 */
export interface PaymentProvider {
  readonly name: string;
  /** Starts a checkout and says where the shopper pays. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession> | CheckoutSession;
  /**
   * Verifies a callback request (raw body and headers) and reads its event; throws
   * {@link CallbackRejected} when the signature, timestamp or body is wrong.
   */
  verifyCallback(rawBody: string, headers: Headers, now: Date): PaymentEvent;
  /**
   * Sends money of a paid attempt back to the shopper. Idempotent by
   * `request.idempotencyKey` (WeChat Pay's out_refund_no, Alipay's out_request_no): a retry with
   * the same key answers the first refund and moves no more money. Throws when the provider
   * cannot be reached or refuses; the caller retries later with the same key.
   */
  refund(request: RefundRequest): Promise<RefundResult>;
}

/** A refund of (part of) a paid attempt. */
export interface RefundRequest {
  idempotencyKey: string;
  /** Our refund id (refunds.refund_no). */
  refundNo: string;
  /** The paid attempt (payments.payment_no). */
  paymentNo: string;
  providerTradeNo: string | null;
  /** Yuan. */
  amount: number;
  reason: string;
}

/** What the provider says about a refund. */
export interface RefundResult {
  providerRefundNo: string;
  /** Yuan actually refunded under this key (the first request's amount on a retry). */
  amount: number;
}

/** A callback that failed verification (answered 401/400, never applied). */
export class CallbackRejected extends Error {
  constructor(
    message: string,
    readonly status: 400 | 401 = 401,
  ) {
    super(message);
    this.name = "CallbackRejected";
  }
}
