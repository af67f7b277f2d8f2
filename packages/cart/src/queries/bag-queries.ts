import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import { AddSmsProductArrivalReminderDocument, type ApiClient, CartCountDocument } from "@xunlan/api-client";
import type { AddCartItemInput } from "./add-cart-item";
import type { BagData } from "./mappers";

export type { AddCartItemInput };

// The bag queries every page uses — the header badge's count, 加入购物袋 and 到货提醒 — in a
// module of their own: the bag page's and checkout's (cart-queries.ts) stay off the first load.

/** One line a price, coupon or order call asks about. */
export interface OrderProduct {
  ean: string;
  quantity: number;
}

/**
 * Query keys of the bag and checkout. Everything sits under `["cart"]`, so a login or logout
 * refreshes the bag, its count and the checkout with one `invalidateQueries({ queryKey: ["cart"] })`
 * (spec §4: login success reloads cart info and count).
 */
export const cartKeys = {
  all: ["cart"] as const,
  count: () => [...cartKeys.all, "count"] as const,
  bag: () => [...cartKeys.all, "bag"] as const,
  // Issue 24 §1 / §3: a pickup price and a price with store credit have it in the key (neither: the key as before).
  price: (
    products: readonly OrderProduct[],
    couponCode: string | null,
    { pickup = false, balanceAmount = 0 }: { pickup?: boolean; balanceAmount?: number } = {},
  ) =>
    [
      ...cartKeys.all,
      "price",
      products,
      couponCode,
      ...(pickup ? (["pickup"] as const) : []),
      ...(balanceAmount > 0 ? [balanceAmount] : []),
    ] as const,
  /** Issue 24 §1: the stores these lines may be collected at, from a position when shared. */
  pickupStores: (products: readonly OrderProduct[], position: { longitude: number; latitude: number } | null) =>
    [...cartKeys.all, "pickup-stores", products, position] as const,
  storeCredit: () => [...cartKeys.all, "store-credit"] as const,
  coupons: (products: readonly OrderProduct[], pickup = false) => [...cartKeys.all, "coupons", products, { pickup }] as const,
  buyNow: (products: readonly OrderProduct[]) => [...cartKeys.all, "buy-now", products] as const,
  order: (orderNumber: string) => [...cartKeys.all, "order", orderNumber] as const,
};

/** spec §2 icon 5: the bag badge — the sum of the quantities (cheap: no line is priced). */
export function cartCountQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: cartKeys.count(),
    queryFn: async (): Promise<number> => (await api.request(CartCountDocument)).cart.count,
  });
}

/** Puts a bag the gateway answered into the cache, with its count. */
export function storeBag(queryClient: QueryClient, bag: BagData): void {
  queryClient.setQueryData(cartKeys.bag(), bag);
  queryClient.setQueryData(cartKeys.count(), bag.count);
}

/**
 * spec §7 addCartItem (加入购物袋): the gateway checks the stock and purchase limit ('400'
 * 已达数量上限，无法继续加购); the answered bag and count go into the cache.
 */
export function addCartItemMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...cartKeys.all, "add"],
    // The request and the bag's mapping load on the first 加入购物袋 (then the request is sent).
    mutationFn: async (input: AddCartItemInput): Promise<BagData> => (await import("./add-cart-item")).addCartItem(api, input),
    onSuccess: (bag) => storeBag(queryClient, bag),
  });
}

/** What {@link arrivalReminderMutationOptions} takes. */
export interface ArrivalReminderInput {
  ean: string;
  mobile: string;
  /** The SMS code (getVerifyCode type 6) proving `mobile`; none for a member's own cellphone. */
  code?: string | null;
}

/** spec §7 addSmsProductArrivalReminder (到货提醒): resolves with the gateway's message (到货后将短信通知您). */
export function arrivalReminderMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...cartKeys.all, "arrivalReminder"],
    mutationFn: async ({ ean, mobile, code }: ArrivalReminderInput): Promise<string> =>
      (await api.request(AddSmsProductArrivalReminderDocument, { ean, mobile, code: code ?? null })).addSmsProductArrivalReminder.message,
  });
}
