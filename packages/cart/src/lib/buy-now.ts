import type { OrderProduct } from "../queries/bag-queries";

/** The most units a 立即购买 may ask for (the gateway's line limit, spec §5 quantity). */
export const BUY_NOW_MAX_QUANTITY = 99;

/** /checkout's search of a 立即购买: the size's EAN and the quantity (kept in the URL, so a reload keeps it). */
export type BuyNowSearch = {
  buy?: string | undefined;
  qty?: number | undefined;
};

/**
 * Issue 26 立即购买: where the product page sends a shopper — /checkout with that one size, the
 * bag untouched (`/checkout?buy=6970000000017&qty=1`).
 */
export function buyNowHref(ean: string, quantity = 1): string {
  return `/checkout?${new URLSearchParams({ buy: ean, qty: String(quantity) }).toString()}`;
}

/**
 * Validates /checkout's search (a route's validateSearch): `buy` an EAN (8–14 digits), `qty` a
 * whole number 1–99 (default 1). Anything else is dropped, so a mistyped link is the bag's
 * checkout, never a '500'. Both keys are always set (undefined when dropped): a router merges a
 * route's search over the raw one, so a missing key would let the raw value through.
 */
export function parseBuyNowSearch(search: Record<string, unknown>): BuyNowSearch {
  const buy = typeof search.buy === "string" || typeof search.buy === "number" ? String(search.buy).trim() : "";
  if (!/^\d{8,14}$/.test(buy)) return { buy: undefined, qty: undefined };
  const raw = search.qty === undefined ? 1 : Number(search.qty);
  const qty = Number.isInteger(raw) && raw >= 1 && raw <= BUY_NOW_MAX_QUANTITY ? raw : 1;
  return { buy, qty };
}

/** The one line a search buys (checked again with {@link parseBuyNowSearch}), or null (the bag's checkout). */
export function buyNowProduct(search: Record<string, unknown>): OrderProduct | null {
  const { buy, qty } = parseBuyNowSearch(search);
  return buy ? { ean: buy, quantity: qty ?? 1 } : null;
}
