/** spec §3 pickup day slot. */
export interface PickupDaySlot {
  /** e.g. 12月31日 */
  dateText: string;
  /** e.g. 12月 */
  monthText: string;
  /** YYYY-MM-DD, what afterSaleApply takes as pickupDate. */
  form_pickupDate: string;
  /** Day of the month. */
  date: number;
  /** 周一 … 周日 */
  day: string;
  disabled: boolean;
}

export const PICKUP_SELECTABLE_DAYS = 3;
export const PICKUP_PADDING_DAYS = 2;
const WEEKDAYS = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"] as const;

function parseDay(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (!match || Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== value) throw new RangeError(`not a date: ${value}`);
  return time;
}

const DAY_MS = 86_400_000;
const iso = (time: number) => new Date(time).toISOString().slice(0, 10);

function slotOf(time: number, disabled: boolean): PickupDaySlot {
  const d = new Date(time);
  const month = d.getUTCMonth() + 1;
  return {
    dateText: `${month}月${d.getUTCDate()}日`,
    monthText: `${month}月`,
    form_pickupDate: iso(time),
    date: d.getUTCDate(),
    day: WEEKDAYS[d.getUTCDay()]!,
    disabled,
  };
}

/**
 * spec §4 pickup slots: from `start` (YYYY-MM-DD, calendar days), blocked days are skipped
 * until three available days are found; the days from the first to the third available are
 * listed (blocked ones inside marked disabled), with two disabled padding days before and two
 * after. Pure: month and year ends are plain calendar arithmetic in UTC.
 */
export function pickupDaySlots(start: string, blocked: Iterable<string> = []): PickupDaySlot[] {
  const blockedSet = new Set(blocked);
  let time = parseDay(start);
  const available: number[] = [];
  // A year of blocked days would be a configuration error; stop rather than loop for ever.
  for (let guard = 0; available.length < PICKUP_SELECTABLE_DAYS; guard++, time += DAY_MS) {
    if (guard > 366) throw new RangeError("no pickup day within a year");
    if (!blockedSet.has(iso(time))) available.push(time);
  }
  const first = available[0]!;
  const last = available.at(-1)!;
  const slots: PickupDaySlot[] = [];
  for (let t = first - PICKUP_PADDING_DAYS * DAY_MS; t <= last + PICKUP_PADDING_DAYS * DAY_MS; t += DAY_MS) {
    slots.push(slotOf(t, !(available.includes(t))));
  }
  return slots;
}
