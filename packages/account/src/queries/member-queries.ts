import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import {
  AddCustomerAddressDocument,
  AddressOptionsDocument,
  type ApiClient,
  CustomerAddressesDocument,
  DeleteCustomerAddressDocument,
  MemberProductFavoriteListDocument,
  UpdateCustomerAddressDocument,
  UpdateMemberDocument,
} from "@xunlan/api-client";
import type { CustomerAddress, CustomerAddressInput, Gender, MemberProfileInput, RegionNode } from "../lib/types";
import { memberKeys, toMemberProfile } from "./session-queries";

// What every page's session needs (the profile, favourite ids, the favourite toggle) is in
// session-queries.ts, apart from the member centre's queries here: an app's first-load chunk
// holds the one module.
export {
  favoriteIdsQueryOptions,
  type MemberProfileData,
  memberKeys,
  memberQueryOptions,
  type ToggleFavoriteInput,
  toggleFavoriteMutationOptions,
  toMemberProfile,
} from "./session-queries";

/** The centre's genders and the gateway's codes (0 保密, 1 男, 2 女). */
const GENDER_TO_CODE: Readonly<Record<Gender, number>> = { SECRET: 0, MALE: 1, FEMALE: 2 };

/** spec §3 address options: the region tree (changes with a gazetteer release, not per session). */
export function addressOptionsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: memberKeys.regions(),
    queryFn: async (): Promise<RegionNode[]> => (await api.request(AddressOptionsDocument)).addressOptions,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** spec §7 `customerAddresses`: one page, the default first. */
export function customerAddressesQueryOptions(api: ApiClient, page = { pageNumber: 1, pageSize: 20 }) {
  return queryOptions({
    queryKey: memberKeys.addresses(page),
    queryFn: async (): Promise<{ items: CustomerAddress[]; count: number }> => {
      const { customerAddresses } = await api.request(CustomerAddressesDocument, page);
      return { items: customerAddresses.items, count: customerAddresses.count };
    },
  });
}

/** spec §7 `memberProductFavoriteList`: one page, newest first. */
export function favoriteListQueryOptions(api: ApiClient, page = { pageNumber: 1, pageSize: 24 }) {
  return queryOptions({
    queryKey: memberKeys.favorites(page),
    queryFn: async () => {
      const { memberProductFavoriteList } = await api.request(MemberProductFavoriteListDocument, page);
      return { items: memberProductFavoriteList.items, count: memberProductFavoriteList.count };
    },
  });
}

/** spec §7 `updateMember`: saves the profile form and puts the answer in the profile cache. */
export function updateMemberMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, "update"],
    mutationFn: async (input: MemberProfileInput) => {
      const { updateMember } = await api.request(UpdateMemberDocument, {
        name: input.name,
        birthday: input.birthday,
        gender: GENDER_TO_CODE[input.gender],
        province: input.province,
        city: input.city,
        district: input.district,
        ...(input.email === undefined ? {} : { email: input.email.trim() }),
      });
      return toMemberProfile(updateMember);
    },
    onSuccess: (profile) => queryClient.setQueryData(memberKeys.profile(), profile),
  });
}

/** What {@link saveAddressMutationOptions} takes: an id updates, none adds. */
export type SaveAddressInput = CustomerAddressInput & { addressId?: string | null };

/**
 * spec §7 `addCustomerAddress` / `updateCustomerAddress`. Defaults move on the gateway (one per
 * member), so every address page is refetched afterwards.
 */
export function saveAddressMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, "saveAddress"],
    mutationFn: async ({ addressId, ...input }: SaveAddressInput): Promise<CustomerAddress> => {
      const variables = { ...input, postCode: input.postCode || null };
      if (addressId) return (await api.request(UpdateCustomerAddressDocument, { ...variables, addressId })).updateCustomerAddress;
      return (await api.request(AddCustomerAddressDocument, variables)).addCustomerAddress;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.addressesAll() }),
  });
}

/** spec §7 `deleteCustomerAddress` (deleting the default promotes another one on the gateway). */
export function deleteAddressMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, "deleteAddress"],
    mutationFn: async (addressId: string) =>
      (await api.request(DeleteCustomerAddressDocument, { addressId })).deleteCustomerAddress.success,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.addressesAll() }),
  });
}
