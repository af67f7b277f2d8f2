import { PICKUP_PADDING_DAYS, PICKUP_SELECTABLE_DAYS } from "./constants";

/** One day of the pickup date picker (spec §3 Pickup day slot). */
export interface PickupSlot {
  /** Display date, e.g. '11月21日'. */
  dateText: string;
  /** Display month, e.g. '11月'. */
  monthText: string;
  /** Value sent as pickupDate: 'YYYY-MM-DD'. */
  form_pickupDate: string;
  /** Day of the month, 1–31. */
  date: number;
  /** Chinese weekday, 周一 … 周日. */
  day: string;
  /** True for padding days and blocked days; only enabled slots may be chosen. */
  disabled: boolean;
}

/** Options of {@link buildPickupSlots}. */
export interface PickupSlotOptions {
  /** Available days to offer (default {@link PICKUP_SELECTABLE_DAYS}, 3). */
  selectableDays?: number;
  /** Disabled padding days before and after (default {@link PICKUP_PADDING_DAYS}, 2). */
  paddingDays?: number;
  /** How many days from the start to look for available days before giving up (default 366). */
  searchDays?: number;
}

const DAY_MS = 86_400_000;
const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"] as const;

/**
 * A calendar date as a day number (days since 1970-01-01). 'YYYY-MM-DD' strings are taken as
 * written; Date objects by their local calendar date. Throws a RangeError for anything else.
 */
function toDayNumber(value: Date | string): number {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError("Invalid pickup date");
    return Date.UTC(value.getFullYear(), value.getMonth(), value.getDate()) / DAY_MS;
  }
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(year, month - 1, day);
    const check = new Date(time);
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) {
      return time / DAY_MS;
    }
  }
  throw new RangeError(`Invalid pickup date: ${value}`);
}

function toSlot(dayNumber: number, disabled: boolean): PickupSlot {
  const date = new Date(dayNumber * DAY_MS);
  const month = date.getUTCMonth() + 1;
  const day = date.getUTCDate();
  const iso = `${String(date.getUTCFullYear()).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
  return {
    dateText: `${month}月${day}日`,
    monthText: `${month}月`,
    form_pickupDate: iso,
    date: day,
    day: WEEKDAYS[date.getUTCDay()] ?? "",
    disabled,
  };
}

/**
 * Builds the pickup day slots (spec §4).
 *
 * From `startDate` (inclusive) the first three days not in `blockedDates` are the available days.
 * The window runs from the first to the last available day: every day in it is listed, and the
 * blocked days inside it are disabled. Two padding days come right before the first available
 * day and two right after the last; padding is always disabled, whether blocked or not.
 * Blocked days before the first available day are skipped: they are not listed, except that
 * the two padding positions may fall on them (start blocked → padding is the start day and
 * the day before it). Dates are calendar dates: 'YYYY-MM-DD' strings as written, Date objects
 * by their local date. If fewer available days exist within `searchDays`, the slots hold what
 * was found; with none the result is empty. Invalid dates throw a RangeError.
 */
export function buildPickupSlots(
  startDate: Date | string,
  blockedDates: Iterable<Date | string> = [],
  options: PickupSlotOptions = {},
): PickupSlot[] {
  const selectable = options.selectableDays ?? PICKUP_SELECTABLE_DAYS;
  const padding = options.paddingDays ?? PICKUP_PADDING_DAYS;
  const searchDays = options.searchDays ?? 366;
  const start = toDayNumber(startDate);
  const blocked = new Set<number>();
  for (const value of blockedDates) blocked.add(toDayNumber(value));

  // spec §4: from the start date, blocked days are skipped until three available days are found
  const available: number[] = [];
  for (let day = start; available.length < selectable && day < start + searchDays; day += 1) {
    if (!blocked.has(day)) available.push(day);
  }
  const first = available[0];
  const last = available[available.length - 1];
  if (first === undefined || last === undefined) return [];

  const slots: PickupSlot[] = [];
  // spec §4: two disabled padding days before and two after
  for (let day = first - padding; day < first; day += 1) slots.push(toSlot(day, true));
  // spec §4: blocked days within the range are marked disabled
  for (let day = first; day <= last; day += 1) slots.push(toSlot(day, blocked.has(day)));
  for (let day = last + 1; day <= last + padding; day += 1) slots.push(toSlot(day, true));
  return slots;
}
