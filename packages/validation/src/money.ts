/** A money amount as the API may send it: a number, a numeric string, or nothing. */
export type MoneyInput = number | string | null | undefined;

function toNumber(value: MoneyInput): number {
  if (typeof value === "number") return value;
  if (typeof value === "string" && value.trim() !== "") return Number(value.trim());
  return Number.NaN;
}

/**
 * Converts an amount in yuan to integer cents, rounding half away from zero at the decimal
 * level (1.005 → 101, not 100 as `Math.round(1.005 * 100)` gives). Non-finite input → 0.
 */
export function toCents(value: MoneyInput): number {
  const amount = toNumber(value);
  if (!Number.isFinite(amount)) return 0;
  const abs = Math.abs(amount);
  const text = String(abs);
  // Shift the decimal point in the string so binary float artefacts cannot move the rounding.
  const cents = text.includes("e") ? Math.round(abs * 100) : Math.round(Number(`${text}e2`));
  return amount < 0 && cents !== 0 ? -cents : cents;
}

/** Formats integer cents as money text with thousands separators and 2 decimals (spec §9). */
export function formatCents(cents: number): string {
  const value = Number.isFinite(cents) ? Math.round(cents) : 0;
  const abs = Math.abs(value);
  const whole = Math.floor(abs / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = String(abs % 100).padStart(2, "0");
  return `${value < 0 ? "-" : ""}${whole}.${fraction}`;
}

/**
 * spec §9: money with thousands separators and 2 decimals (1234.5 → '1,234.50',
 * -1234.5 → '-1,234.50'). Never throws: null, undefined, '', non-numeric strings, NaN and
 * ±Infinity format as '0.00' so a bad price cannot break a page.
 */
export function formatMoney(value: MoneyInput): string {
  return formatCents(toCents(value));
}

/** {@link formatMoney} with a '¥' prefix; the sign goes before it ('-¥12.00'). */
export function formatPrice(value: MoneyInput): string {
  const text = formatMoney(value);
  return text.startsWith("-") ? `-¥${text.slice(1)}` : `¥${text}`;
}

/** Sums amounts in yuan through integer cents, so 0.1 + 0.2 is exactly 0.3. */
export function sumMoney(values: readonly MoneyInput[]): number {
  return values.reduce<number>((total, value) => total + toCents(value), 0) / 100;
}
