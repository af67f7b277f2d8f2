import { type MoneyInput, toCents } from "@xunlan/validation";

/**
 * spec §2: the original price is shown struck through only when it is greater than the sale
 * price. Compared in integer cents so "599.00" and 599 are equal; missing or bad values → false.
 */
export function isMarkedDown(price: MoneyInput, slashPrice: MoneyInput): boolean {
  if (slashPrice === null || slashPrice === undefined || slashPrice === "") return false;
  const sale = toCents(price);
  const original = toCents(slashPrice);
  return original > 0 && original > sale;
}

/**
 * The Chinese discount label of a marked-down price: 7 折, 7.5 折 (one decimal, trailing .0
 * dropped). Null when not marked down or the sale price is not positive.
 */
export function discountLabel(price: MoneyInput, slashPrice: MoneyInput): string | null {
  if (!isMarkedDown(price, slashPrice)) return null;
  const sale = toCents(price);
  if (sale <= 0) return null;
  const tenths = Math.floor((sale / toCents(slashPrice)) * 100) / 10;
  return `${Number(tenths.toFixed(1))} 折`;
}
