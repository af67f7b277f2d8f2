import type { OrderProduct } from "../queries/bag-queries";

/** The most units a 立即购买 may ask for (the gateway's line limit, spec §5 quantity). */
export const BUY_NOW_MAX_QUANTITY = 99;

/** /checkout's search of a 立即购买: the size's EAN and the quantity (kept in the URL, so a reload keeps it). */
export interface BuyNowSearch {
  buy?: string;
  qty?: number;
}

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
 * checkout, never a '500'.
 */
export function parseBuyNowSearch(search: Record<string, unknown>): BuyNowSearch {
  const buy = typeof search.buy === "string" || typeof search.buy === "number" ? String(search.buy).trim() : "";
  if (!/^\d{8,14}$/.test(buy)) return {};
  const raw = search.qty === undefined ? 1 : Number(search.qty);
  const qty = Number.isInteger(raw) && raw >= 1 && raw <= BUY_NOW_MAX_QUANTITY ? raw : 1;
  return { buy, qty };
}

/** The one line a validated search buys, or null (the bag's checkout). */
export function buyNowProduct(search: BuyNowSearch): OrderProduct | null {
  return search.buy ? { ean: search.buy, quantity: search.qty ?? 1 } : null;
}
