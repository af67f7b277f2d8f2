import type { BrandSystems } from "../kernel/env";
import { GatewayError } from "../kernel/errors";
import type { CustomerServiceProvider } from "../modules/engagement";
import type { InvoiceDeps } from "../modules/orders";
import { InvoiceRejectedError } from "../modules/orders";
import type { RetailSystem } from "../modules/retail";

export type { BrandSystems };

/** Every system on its sandbox: development, tests and the demo start. */
export const SANDBOX_BRAND_SYSTEMS: Readonly<BrandSystems> = Object.freeze({
  warehouse: "sandbox",
  retail: "sandbox",
  invoice: "sandbox",
  customerService: "sandbox",
});

/** The answer of a 在线客服 message when the brand has no customer-service system. */
export const CUSTOMER_SERVICE_ABSENT_MESSAGE = "在线客服暂未开通，请拨打客服热线";

/** Retail POS declared absent: nobody has in-store purchases. */
export const absentRetailSystem: RetailSystem = {
  name: "none",
  ordersOf: async () => [],
};

/** Customer service declared absent: a question is refused ('404') and nothing is stored. */
export const absentCustomerService: CustomerServiceProvider = {
  name: "none",
  submit: async () => {
    throw GatewayError.notFound(CUSTOMER_SERVICE_ABSENT_MESSAGE);
  },
};

/** E-invoicing declared absent: no routes, and a provider that never issues (the sweep is not given it). */
export const absentInvoices: InvoiceDeps = {
  provider: {
    name: "none",
    issue: async () => {
      throw new InvoiceRejectedError("no e-invoicing system (INVOICE_PROVIDER=none)");
    },
    reverse: async () => {
      throw new InvoiceRejectedError("no e-invoicing system (INVOICE_PROVIDER=none)");
    },
  },
  routes: [],
};
