export type { LiteposConfig, LiteposNotification, LiteposProvider, LiteposSale } from "./client";
export { createLiteposProvider, LITEPOS_PROVIDER_NAME, LiteposError, readSale } from "./client";
export { fromFen, parseFen, toFen } from "./money";
export { previousBeijingDay, reconcileDay, reconcileDueDay } from "./reconciliation";
export type { LiteposSweepResult } from "./settlement";
export {
  createLiteposRoutes,
  handleLiteposNotification,
  LATE_REFUND_REASON,
  LITEPOS_NOTIFY_PATH,
  QUERY_AFTER_MS,
  recordLateRefund,
  sweepLitepos,
} from "./settlement";

import type { LiteposProvider } from "./client";
import { sweepLitepos } from "./settlement";

/** The commerce sweep's cashier step for LitePOS (startCommerceJobs `cashier`). */
export function liteposSweepStep(provider: LiteposProvider, options: { queryAfterMs?: number } = {}) {
  return {
    name: provider.name,
    sweep: async (db: Parameters<typeof sweepLitepos>[0], now: Date, logger: import("pino").Logger) => {
      const result = await sweepLitepos(db, provider, now, { log: logger, ...options });
      if (result.settled + result.voided + result.lateRefunds + result.failures > 0 || result.reconciled)
        logger.info(result, "litepos sweep");
      return result;
    },
  };
}
