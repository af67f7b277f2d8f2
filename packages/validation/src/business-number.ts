import { beijingDayKey } from "./beijing-time";

/**
 * The numbers the store hands out, each a prefix, the Beijing day it was made (YYYYMMDD) and a
 * serial of fixed width: a random number (orders, payments, returns, refunds) or a database
 * sequence (customer-service tickets, after a "-"; at least `digits` wide, wider past 999 999).
 */
export const BUSINESS_NUMBER_FORMATS = {
  /** XL2026112304182736: XL + day + 8 random digits. */
  order: { prefix: "XL", digits: 8, separator: "", serial: "random" },
  /** XP20261123 + 10 random digits. */
  payment: { prefix: "XP", digits: 10, separator: "", serial: "random" },
  /** 退货单 XR20261123 + 8 random digits. */
  return: { prefix: "XR", digits: 8, separator: "", serial: "random" },
  /** 退款单 XRF20261123 + 8 random digits. */
  refund: { prefix: "XRF", digits: 8, separator: "", serial: "random" },
  /** 客服留言 CS20261123-000042: the ticket's id, 6 digits. */
  ticket: { prefix: "CS", digits: 6, separator: "-", serial: "sequence" },
} as const;

/** A kind of business number. */
export type BusinessNumberKind = keyof typeof BUSINESS_NUMBER_FORMATS;

/**
 * The number of a `kind` made at `at`, dated by the Beijing day (an order at 07:30 Beijing,
 * 23:30 UTC the day before, carries the Beijing day). `serial` is the caller's random number or
 * sequence value: a random serial below 10^digits of the kind, a sequence any non-negative
 * integer (pure: no clock, no randomness here).
 */
export function businessNumber(kind: BusinessNumberKind, at: Date, serial: number): string {
  const format = BUSINESS_NUMBER_FORMATS[kind];
  if (!Number.isSafeInteger(serial) || serial < 0 || (format.serial === "random" && serial >= 10 ** format.digits)) {
    throw new RangeError(`${kind} number serial out of range: ${serial}`);
  }
  return `${format.prefix}${beijingDayKey(at)}${format.separator}${String(serial).padStart(format.digits, "0")}`;
}

/** The exclusive upper bound of a kind's serial (pass `randomInt(businessNumberRange(kind))`). */
export function businessNumberRange(kind: BusinessNumberKind): number {
  return 10 ** BUSINESS_NUMBER_FORMATS[kind].digits;
}
