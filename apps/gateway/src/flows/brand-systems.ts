import { GatewayError } from "../kernel/errors";
import type { CustomerServiceProvider } from "../modules/engagement/engagement-service";
import type { InvoiceDeps } from "../modules/orders/invoice-provider";
import { InvoiceRejectedError } from "../modules/orders/invoice-provider";
import type { RetailSystem } from "../modules/retail/retail-system";

/**
 * The brand's own systems (issue 23 §4): the warehouse (WMS), the retail POS / CRM, the
 * e-invoicing platform and customer service. They are not providers the store buys and plugs in
 * by key: in a deployment each connects through the operations API and webhooks, or is declared
 * absent — "none" (env WAREHOUSE_PROVIDER, RETAIL_PROVIDER, INVOICE_PROVIDER,
 * CUSTOMER_SERVICE_PROVIDER) — and then its features are hidden and nothing claims them:
 *
 * - warehouse none: paid orders are not shipped by the store itself (no sandbox ships them a
 *   minute later); they wait 待发货 for the brand's shipment;
 * - retail none: no 门店订单 (in-store purchases), no store stock on the product page
 *   (getStoreStockData answers no store);
 * - invoice none: no 电子发票 on any order (order.eInvoice null);
 * - customer service none: no 在线客服 entry; sendCustomerServiceMessage answers '404'.
 *
 * "sandbox" keeps the demo's stand-ins (the default, and the 演示环境 mark with them).
 */
export interface BrandSystems {
  warehouse: "sandbox" | "none";
  retail: "sandbox" | "none";
  invoice: "sandbox" | "none";
  customerService: "sandbox" | "none";
}

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
