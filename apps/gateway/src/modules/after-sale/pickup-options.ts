import { addDays, beijingDate } from "@xunlan/validation";
import type { Database } from "../../kernel/db";
import { GatewayError } from "../../kernel/errors";
import { getConfigSetting } from "../config";
import { type PickupDaySlot, pickupDaySlots } from "../orders";

/** spec §4 after-sale apply: why the member returns the item (the form's choices). */
export const AFTER_SALE_REASONS = ["尺码不合适", "不喜欢/不想要", "商品质量问题", "商品与描述不符", "收到商品破损", "其他原因"] as const;

/** The courier's pickup windows of a day (Beijing time). */
export const PICKUP_TIME_SPANS = ["09:00-12:00", "13:00-18:00"] as const;

/** config_settings key: days the courier does not pick up (YYYY-MM-DD list; public holidays). */
export const PICKUP_BLOCKED_DAYS_KEY = "after_sale.pickup_blocked_days";

/** The first day a courier can come: tomorrow in Beijing (a same-day pickup cannot be booked). */
export function pickupStartDate(now: Date): string {
  return addDays(beijingDate(now), 1);
}

/** The configured blocked days (malformed entries ignored). */
export async function pickupBlockedDays(db: Database): Promise<string[]> {
  const setting = await getConfigSetting(db, PICKUP_BLOCKED_DAYS_KEY);
  const value = setting?.configValue;
  if (!Array.isArray(value)) return [];
  return value.filter((d): d is string => typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d));
}

/** What the return form offers (spec §3 pickup day slot, §4 pickup slots). */
export interface AfterSaleOptions {
  pickupDays: PickupDaySlot[];
  pickupTimeSpans: string[];
  reasons: string[];
}

/** The pickup days from tomorrow (Beijing), the time spans and the reasons. */
export async function afterSaleOptions(db: Database, now: Date): Promise<AfterSaleOptions> {
  return {
    pickupDays: pickupDaySlots(pickupStartDate(now), await pickupBlockedDays(db)),
    pickupTimeSpans: [...PICKUP_TIME_SPANS],
    reasons: [...AFTER_SALE_REASONS],
  };
}

/**
 * Checks a chosen pickup day and time span against the slots offered now: the day must be one
 * of the selectable (not disabled) days, the span one of {@link PICKUP_TIME_SPANS}. '400' otherwise.
 */
export function assertPickupSlot(slots: readonly PickupDaySlot[], pickupDate: string, pickupTimeSpan: string): void {
  if (!pickupDate.trim()) throw GatewayError.badRequest("请选择取件日期", "pickupDate");
  const slot = slots.find((s) => s.form_pickupDate === pickupDate.trim());
  if (!slot || slot.disabled) throw GatewayError.badRequest("该取件日期不可选，请重新选择", "pickupDate");
  if (!pickupTimeSpan.trim()) throw GatewayError.badRequest("请选择取件时间段", "pickupTimeSpan");
  if (!(PICKUP_TIME_SPANS as readonly string[]).includes(pickupTimeSpan.trim())) {
    throw GatewayError.badRequest("该取件时间段不可选，请重新选择", "pickupTimeSpan");
  }
}
