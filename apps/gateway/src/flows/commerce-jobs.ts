import type { Logger } from "pino";
import type { Database } from "../kernel/db";
import { notifyArrivals } from "../modules/engagement";
import type { SmsProvider } from "../modules/members";
import type { InvoiceProvider } from "../modules/orders";
import { expireUnpaidOrders, issuePendingInvoices, reverseRefundedInvoices } from "../modules/orders";
import { type PaymentProvider, settlePendingRefunds } from "../modules/payments";
import type { WarehouseProvider } from "./warehouse";

/** How often the sweep runs (an unpaid order is cancelled at most this long after its deadline). */
export const SWEEP_INTERVAL_MS = 30_000;

/**
 * The background sweep of the bag and orders: cancels unpaid orders past their payment deadline
 * (stock and coupon back), texts 到货提醒 whose size is back, issues the e-invoices of completed orders, retries refunds the provider did not confirm and reverses (冲红) the invoices of refunded orders. Runs once at start (orders that
 * expired while the gateway was down) and then every {@link SWEEP_INTERVAL_MS}. Safe to run in
 * several instances (see expireUnpaidOrders, notifyArrivals). Returns a stop function.
 */
export function startCommerceJobs(options: {
  db: Database;
  logger: Logger;
  sms: SmsProvider;
  intervalMs?: number;
  clock?: () => Date;
  /** The warehouse: ships paid orders and takes in returned parcels (with `payments`) on every tick; off when absent. */
  warehouse?: WarehouseProvider;
  /** Where pending refunds go (retried every tick until the provider confirms); none when absent. */
  payments?: PaymentProvider;
  /** The e-invoicing service: pending invoices of completed orders are issued on every tick; off when absent. */
  invoices?: InvoiceProvider;
  /** A tracking provider that follows shipped parcels by subscription (快递100); off when absent. */
  courier?: { name: string; subscribeShipped(db: Database, now: Date): Promise<number> };
  /**
   * The cashier's own step, first on every tick (before the expiry step, so a payment made in
   * time whose notification is late is settled, not cancelled): LitePOS queries late
   * attempts, voids abandoned ones and reconciles the day before. Errors are logged.
   */
  cashier?: { name: string; sweep(db: Database, now: Date, logger: Logger): Promise<unknown> };
}): () => Promise<void> {
  const clock = options.clock ?? (() => new Date());
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = (async () => {
      try {
        if (options.cashier) {
          try {
            await options.cashier.sweep(options.db, clock(), options.logger);
          } catch (err) {
            options.logger.error({ err, cashier: options.cashier.name }, "cashier sweep failed; retrying on the next tick");
          }
        }
        const expired = await expireUnpaidOrders(options.db, clock());
        if (expired > 0) options.logger.info({ expired }, "unpaid orders cancelled after the payment deadline");
        const texted = await notifyArrivals(options.db, options.sms, clock(), undefined, (error, reminder) =>
          options.logger.warn({ err: error, reminder: reminder.id }, "arrival reminder not sent; it stays open for the next sweep"),
        );
        if (texted > 0) options.logger.info({ texted }, "arrival reminders sent");
        if (options.warehouse) {
          const warehouse = options.warehouse.name;
          const shipped = await options.warehouse.shipDue(options.db, clock());
          if (shipped > 0) options.logger.info({ shipped, warehouse }, "warehouse shipped paid orders");
          if (options.payments) {
            const received = await options.warehouse.receiveReturns(options.db, options.payments, clock());
            if (received > 0) options.logger.info({ received, warehouse }, "warehouse received returned parcels");
          }
        }
        if (options.courier) {
          const followed = await options.courier.subscribeShipped(options.db, clock());
          if (followed > 0) options.logger.info({ followed, courier: options.courier.name }, "shipped parcels subscribed for tracking");
        }
        if (options.invoices) {
          const invoices = await issuePendingInvoices(options.db, options.invoices, clock());
          if (invoices.issued + invoices.failed + invoices.retry + invoices.withdrawn > 0)
            options.logger.info({ ...invoices, provider: options.invoices.name }, "e-invoices issued");
        }
        if (options.payments) {
          const refunded = await settlePendingRefunds(options.db, options.payments, clock());
          if (refunded > 0) options.logger.info({ refunded }, "pending refunds settled");
        }
        if (options.invoices) {
          // After the refunds: a refund settled this tick is reversed (冲红) this tick.
          const reversed = await reverseRefundedInvoices(options.db, options.invoices, clock());
          if (reversed.issued + reversed.failed + reversed.retry > 0)
            options.logger.info({ ...reversed, provider: options.invoices.name }, "red-letter invoices issued for refunds");
        }
      } catch (err) {
        options.logger.error({ err }, "commerce sweep failed; retrying on the next tick");
      } finally {
        running = null;
      }
    })();
  };
  tick();
  const timer = setInterval(tick, options.intervalMs ?? SWEEP_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
