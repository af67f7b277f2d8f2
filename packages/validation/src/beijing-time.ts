/**
 * Beijing time (UTC+8, no daylight saving): the one place that turns an instant into a business
 * date, a day key for numbers, or a wall-clock text, and a Beijing calendar day back into
 * instants. Business dates are Beijing dates wherever the server or the browser runs (the
 * servers run in UTC). Pure: every helper takes the instant; nothing here reads a clock.
 */

/** Beijing is UTC+8 all year (China has no daylight saving). */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The Beijing wall clock of an instant. */
export interface BeijingParts {
  year: number;
  /** 1–12. */
  month: number;
  /** 1–31. */
  day: number;
  hour: number;
  minute: number;
  second: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

function instant(at: Date | string | number): Date {
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid time: ${String(at)}`);
  return date;
}

/** The Beijing wall clock of `at` (a Date, an ISO string or epoch milliseconds). */
export function beijingParts(at: Date | string | number): BeijingParts {
  const d = new Date(instant(at).getTime() + BEIJING_OFFSET_MS);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
    weekday: d.getUTCDay(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/**
 * `at` in Beijing time by a pattern of the tokens YYYY, YY, MM, DD, HH, mm and ss (anything else
 * is kept): `formatBeijing(at, "YYYY/MM/DD HH:mm")` → "2026/11/27 07:30".
 */
export function formatBeijing(at: Date | string | number, pattern: string): string {
  const p = beijingParts(at);
  const tokens: Record<string, string> = {
    YYYY: pad(p.year, 4),
    YY: pad(p.year % 100),
    MM: pad(p.month),
    DD: pad(p.day),
    HH: pad(p.hour),
    mm: pad(p.minute),
    ss: pad(p.second),
  };
  return pattern.replace(/YYYY|YY|MM|DD|HH|mm|ss/g, (token) => tokens[token]!);
}

/** The Beijing calendar date of `at`: "YYYY-MM-DD" (an order placed at 07:30 Beijing is that day, not the UTC day before). */
export function beijingDate(at: Date | string | number): string {
  return formatBeijing(at, "YYYY-MM-DD");
}

/** The Beijing day of `at` as it appears in business numbers: "YYYYMMDD". */
export function beijingDayKey(at: Date | string | number): string {
  return formatBeijing(at, "YYYYMMDD");
}

/** `at` as Beijing wall time to the second: "YYYY-MM-DD HH:mm:ss". */
export function beijingDateTime(at: Date | string | number): string {
  return formatBeijing(at, "YYYY-MM-DD HH:mm:ss");
}

/** An ISO time (or Date) as Beijing wall time to the minute, "YYYY-MM-DD HH:mm"; "" when empty or invalid (UI display). */
export function formatBeijingTime(at: Date | string | null | undefined): string {
  if (at === null || at === undefined || at === "") return "";
  const date = at instanceof Date ? at : new Date(at);
  return Number.isNaN(date.getTime()) ? "" : formatBeijing(date, "YYYY-MM-DD HH:mm");
}

function dayNumber(date: string): number {
  const match = DATE_PATTERN.exec(date);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    const time = Date.UTC(year, month - 1, day);
    const check = new Date(time);
    if (check.getUTCFullYear() === year && check.getUTCMonth() === month - 1 && check.getUTCDate() === day) return time / DAY_MS;
  }
  throw new RangeError(`Invalid date: ${date}`);
}

/** The instant a Beijing calendar day ("YYYY-MM-DD") begins: 2026-11-27 → 2026-11-26T16:00:00Z. */
export function beijingDayStart(date: string): Date {
  return new Date(dayNumber(date) * DAY_MS - BEIJING_OFFSET_MS);
}

/** The instant a Beijing calendar day ends (exclusive): the next day's start. */
export function beijingDayEnd(date: string): Date {
  return new Date((dayNumber(date) + 1) * DAY_MS - BEIJING_OFFSET_MS);
}

/** A calendar date `days` later (or earlier, when negative): addDays("2026-12-31", 1) → "2027-01-01". */
export function addDays(date: string, days: number): string {
  return new Date((dayNumber(date) + days) * DAY_MS).toISOString().slice(0, 10);
}
