import type { PaymentProvider } from "./payment-provider";

/** What the payment resolvers need (createGateway's `payments`). */
export interface PaymentDeps {
  provider: PaymentProvider;
}

export type { CheckoutRequest, CheckoutSession, PaymentEvent, PaymentProvider, RefundRequest, RefundResult } from "./payment-provider";
export { CallbackRejected } from "./payment-provider";
export {
  createPaymentRoutes,
  createSandboxPaymentProvider,
  PAYMENT_NOTIFY_PATH,
  SANDBOX_CASHIER_PATH,
} from "./sandbox-cashier";
export type { PaymentRoutesOptions, SandboxPaymentProvider } from "./sandbox-cashier";
