export { LITEPOS_PROVIDER_NAME, LiteposError, createLiteposProvider, readSale } from "./client";
export type { LiteposConfig, LiteposNotification, LiteposProvider, LiteposSale } from "./client";
export { fromFen, parseFen, toFen } from "./money";
export { reconcileDay, reconcileDueDay, previousBeijingDay } from "./reconciliation";
export {
  LATE_REFUND_REASON,
  LITEPOS_NOTIFY_PATH,
  QUERY_AFTER_MS,
  createLiteposRoutes,
  handleLiteposNotification,
  recordLateRefund,
  sweepLitepos,
} from "./settlement";
export type { LiteposSweepResult } from "./settlement";

import type { LiteposProvider } from "./client";
import { sweepLitepos } from "./settlement";

/** The commerce sweep's cashier step for LitePOS (startCommerceJobs `cashier`). */
export function liteposSweepStep(provider: LiteposProvider, options: { queryAfterMs?: number } = {}) {
  return {
    name: provider.name,
    sweep: async (db: Parameters<typeof sweepLitepos>[0], now: Date, logger: import("pino").Logger) => {
      const result = await sweepLitepos(db, provider, now, { log: logger, ...options });
      if (result.settled + result.voided + result.lateRefunds + result.failures > 0 || result.reconciled) logger.info(result, "litepos sweep");
      return result;
    },
  };
}
