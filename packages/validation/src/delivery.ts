import { addDays, beijingDate, beijingParts } from "./beijing-time";

/**
 * Delivery promise of a paid order (the FAQ's 配送与自提, help?key=faq): shipped within 48 hours
 * of payment, then one to three days with the courier on the mainland (remote areas may take
 * longer, which the FAQ says too).
 */
export const DELIVERY_PROMISE = { shipWithinHours: 48, transitDays: { min: 1, max: 3 } } as const;

/** When a paid order ships and arrives, as Beijing dates ("YYYY-MM-DD"). */
export interface ExpectedDelivery {
  /** The latest day it ships (payment + 48 h). */
  shipBy: string;
  /** The earliest day it can arrive (shipped the day it was paid, one day on the road). */
  earliest: string;
  /** The latest day it should arrive (shipped at the last moment, three days on the road). */
  latest: string;
}

/**
 * The expected delivery of an order paid at `paidAt` ({@link DELIVERY_PROMISE}), in Beijing
 * dates whatever the server's zone: paid 2026-11-27 23:30 Beijing (15:30 UTC) ships by 11-29,
 * arrives 11-28 at the earliest and 12-02 at the latest. Pure: the caller passes the instant.
 */
export function expectedDelivery(paidAt: Date | string | number): ExpectedDelivery {
  const paid = new Date(paidAt instanceof Date ? paidAt.getTime() : paidAt);
  if (Number.isNaN(paid.getTime())) throw new RangeError(`Invalid time: ${String(paidAt)}`);
  const shipBy = beijingDate(paid.getTime() + DELIVERY_PROMISE.shipWithinHours * 3_600_000);
  return {
    shipBy,
    earliest: addDays(beijingDate(paid), DELIVERY_PROMISE.transitDays.min),
    latest: addDays(shipBy, DELIVERY_PROMISE.transitDays.max),
  };
}

const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"] as const;

/** A Beijing date ("YYYY-MM-DD") as the shopper reads it: "11月28日（周六）". */
export function formatDeliveryDate(date: string): string {
  const [year, month, day] = date.split("-").map(Number) as [number, number, number];
  // Noon UTC of that calendar day is the same calendar day in Beijing (UTC+8).
  const parts = beijingParts(Date.UTC(year, month - 1, day, 4));
  return `${parts.month}月${parts.day}日（${WEEKDAYS[parts.weekday]}）`;
}
