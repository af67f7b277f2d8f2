import { AddCartItemDocument, type ApiClient } from "@xunlan/api-client";
import { type BagData, toBag } from "./mappers";

/** What {@link addCartItemMutationOptions} takes. */
export interface AddCartItemInput {
  ean: string;
  /** Default 1. */
  quantity?: number;
}

// spec §7 addCartItem's request and the bag's mapping: loaded by addCartItemMutationOptions on
// the first 加入购物袋, off every page's first load (the answered bag is mapped for the cache).

/** Adds `quantity` (default 1) of `ean` to the bag; resolves with the gateway's bag, mapped. */
export async function addCartItem(api: ApiClient, { ean, quantity = 1 }: AddCartItemInput): Promise<BagData> {
  return toBag((await api.request(AddCartItemDocument, { ean, quantity })).addCartItem);
}
