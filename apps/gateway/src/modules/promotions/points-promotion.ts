import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { promotions } from "../../kernel/db/schema";

/** A points promotion (promotions.type `points_multiplier`, issue 24 §2 积分翻倍). */
export interface PointsPromotion {
  code: string;
  name: string;
  /** Points per whole yuan are multiplied by this (2 for 积分翻倍). */
  rate: number;
  startDate: Date | null;
  endDate: Date | null;
}

/** The rate of a row's config, or 1 when it is not a whole number above 1. */
export function pointsRateOf(config: Record<string, unknown>): number {
  const rate = config.rate;
  return typeof rate === "number" && Number.isInteger(rate) && rate > 1 ? rate : 1;
}

/**
 * The points promotion whose window holds `at` — an order's placement time: an order placed
 * while 积分翻倍 ran earns double points whenever it completes — the highest rate when several
 * overlap; null when none. Windows are instants (the seed writes Beijing day boundaries), so
 * a Beijing midnight is where the promotion starts or ends wherever the server runs.
 */
export async function pointsPromotionAt(db: Database, at: Date): Promise<PointsPromotion | null> {
  const rows = await db
    .select({
      code: promotions.code,
      name: promotions.name,
      config: promotions.config,
      startDate: promotions.startDate,
      endDate: promotions.endDate,
    })
    .from(promotions)
    .where(
      and(
        eq(promotions.type, "points_multiplier"),
        eq(promotions.enabled, true),
        or(isNull(promotions.startDate), sql`${promotions.startDate} <= ${at.toISOString()}::timestamptz`),
        or(isNull(promotions.endDate), sql`${promotions.endDate} > ${at.toISOString()}::timestamptz`),
      ),
    )
    .orderBy(desc(promotions.id));
  let best: PointsPromotion | null = null;
  for (const row of rows) {
    const rate = pointsRateOf(row.config);
    if (rate > 1 && (!best || rate > best.rate))
      best = { code: row.code, name: row.name, rate, startDate: row.startDate, endDate: row.endDate };
  }
  return best;
}
