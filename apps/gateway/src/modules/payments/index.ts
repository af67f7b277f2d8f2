import type { PaymentProvider } from "./payment-provider";

/** What the payment resolvers need (createGateway's `payments`). */
export interface PaymentDeps {
  provider: PaymentProvider;
}

export { createLiteposProvider, createLiteposRoutes, liteposSweepStep } from "./litepos";
export type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider, RefundRequest, RefundResult } from "./payment-provider";
export { CallbackRejected } from "./payment-provider";
export type { PayType } from "./payment-service";
export { BALANCE_PAY_TYPE, isPayType, latestPaymentStatus, PAY_TYPE_NAMES, PAY_TYPES, payOrder, payWithBalance } from "./payment-service";
export type { RefundInput, RefundRow, RefundSplit } from "./refund-service";
export {
  BALANCE_REFUND_PROVIDER,
  getRefund,
  onlineRefundAmount,
  recordRefund,
  refundableFen,
  refundedSoFar,
  settlePendingRefunds,
  settleRefund,
  splitRefund,
} from "./refund-service";
export type { PaymentRoutesOptions, SandboxPaymentProvider } from "./sandbox-cashier";
export {
  createPaymentRoutes,
  createSandboxPaymentProvider,
  PAYMENT_NOTIFY_PATH,
  SANDBOX_CASHIER_PATH,
} from "./sandbox-cashier";
