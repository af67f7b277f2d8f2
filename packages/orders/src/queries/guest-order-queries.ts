import { mutationOptions, queryOptions } from "@tanstack/react-query";
import {
  type ApiClient,
  GuestOrderDetailDocument,
  GuestOrderListDocument,
  GuestOrderVerifyDocument,
  type GuestOrderVerifyMutation,
} from "@xunlan/api-client";

/** Query keys of the guest order pages (per token: another mobile is another cache entry). */
export const guestOrderKeys = {
  all: ["guest-orders"] as const,
  list: (token: string) => [...guestOrderKeys.all, "list", token] as const,
  detail: (token: string, orderNumber: string) => [...guestOrderKeys.all, "detail", token, orderNumber] as const,
};

/** spec §2 /guest-order-detail: the orders of the mobile `token` proves (first 50, newest first). */
export function guestOrderListQueryOptions(api: ApiClient, token: string) {
  return queryOptions({
    queryKey: guestOrderKeys.list(token),
    queryFn: async () => (await api.request(GuestOrderListDocument, { token, pageNumber: 1, pageSize: 50 })).guestOrderList,
    retry: false,
  });
}

/** spec §2 /guest-order-detail?orderNumber=: one order of that mobile ('404' for any other). */
export function guestOrderDetailQueryOptions(api: ApiClient, token: string, orderNumber: string) {
  return queryOptions({
    queryKey: guestOrderKeys.detail(token, orderNumber),
    queryFn: async () => (await api.request(GuestOrderDetailDocument, { token, orderNumber })).guestOrderDetail,
    retry: false,
  });
}

/** What guestOrderVerify returns: the 30-minute token for the proven mobile's orders. */
export type GuestOrderAccess = GuestOrderVerifyMutation["guestOrderVerify"];

/** spec §2 /guest-search-order: proves a mobile with the SMS code of type 5. */
export function guestOrderVerifyMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...guestOrderKeys.all, "verify"],
    mutationFn: async ({ mobile, code }: { mobile: string; code: string }): Promise<GuestOrderAccess> =>
      (await api.request(GuestOrderVerifyDocument, { mobile, code })).guestOrderVerify,
  });
}
