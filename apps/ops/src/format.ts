/** Display helpers: money (the API answers yuan in order data, fen in refunds) and Beijing time. */
const cny = new Intl.NumberFormat("zh-CN", { style: "currency", currency: "CNY" });

export function yuan(value: number): string {
  return cny.format(value);
}

export function fen(value: number): string {
  return cny.format(value / 100);
}

/** Yuan to integer fen (the refund call's unit). */
export function toFen(value: number): number {
  return Math.round(value * 100);
}

const beijing = new Intl.DateTimeFormat("zh-CN", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  hour12: false,
});

export function time(iso: string | null | undefined): string {
  return iso ? beijing.format(new Date(iso)) : "—";
}

const beijingSeconds = new Intl.DateTimeFormat("zh-CN", {
  timeZone: "Asia/Shanghai",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hour12: false,
});

/** With seconds (a timeline whose events fall in one minute). */
export function timeWithSeconds(iso: string): string {
  return beijingSeconds.format(new Date(iso));
}

/** Today's date in Beijing (YYYY-MM-DD). */
export function beijingToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Shanghai" }).format(now);
}
