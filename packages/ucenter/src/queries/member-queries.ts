import { mutationOptions, queryOptions, type QueryClient } from "@tanstack/react-query";
import {
  AddCustomerAddressDocument,
  AddMemberProductFavoriteDocument,
  AddressOptionsDocument,
  CustomerAddressesDocument,
  DeleteCustomerAddressDocument,
  DeleteMemberProductFavoriteDocument,
  MemberDocument,
  MemberFavoriteIdsDocument,
  MemberProductFavoriteListDocument,
  UpdateCustomerAddressDocument,
  UpdateMemberDocument,
  type ApiClient,
  type MemberProfileFragment,
} from "@xunlan/api-client";
import type { CustomerAddress, CustomerAddressInput, Gender, MemberProfile, MemberProfileInput, RegionNode } from "../lib/types";

/**
 * Query keys of the member centre. Everything a member owns sits under `["member"]`, so a login
 * or logout clears it with one `removeQueries({ queryKey: memberKeys.all })`.
 */
export const memberKeys = {
  all: ["member"] as const,
  profile: () => [...memberKeys.all, "profile"] as const,
  addresses: (page: { pageNumber: number; pageSize: number }) => [...memberKeys.all, "addresses", page] as const,
  addressesAll: () => [...memberKeys.all, "addresses"] as const,
  favorites: (page: { pageNumber: number; pageSize: number }) => [...memberKeys.all, "favorites", page] as const,
  favoritesAll: () => [...memberKeys.all, "favorites"] as const,
  favoriteIds: () => [...memberKeys.all, "favoriteIds"] as const,
  /** Not member data: the §3 region tree is the same for everybody and kept across logins. */
  regions: () => ["regions"] as const,
};

/** The member profile as the centre shows it, plus whether a password is set. */
export type MemberProfileData = MemberProfile & { hasPassword: boolean };

/** The gateway's gender (0 保密, 1 男, 2 女) and the centre's names. */
const GENDER_FROM_CODE: Readonly<Record<number, Gender>> = { 0: "SECRET", 1: "MALE", 2: "FEMALE" };
const GENDER_TO_CODE: Readonly<Record<Gender, number>> = { SECRET: 0, MALE: 1, FEMALE: 2 };

/** Maps the gateway's `MemberProfile` fragment to the member centre's profile. */
export function toMemberProfile(member: MemberProfileFragment): MemberProfileData {
  return { ...member, gender: member.gender == null ? null : (GENDER_FROM_CODE[member.gender] ?? "SECRET") };
}

/** spec §7 `member`: the logged-in member's profile ('401'/'403' when not a member). */
export function memberQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: memberKeys.profile(),
    queryFn: async () => toMemberProfile((await api.request(MemberDocument)).member),
    // A 401/403 is an answer (not logged in), not a hiccup worth retrying.
    retry: false,
  });
}

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

/** spec §4 favourite ids (favPids): every product id the member has favourited. */
export function favoriteIdsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: memberKeys.favoriteIds(),
    queryFn: async (): Promise<string[]> => (await api.request(MemberFavoriteIdsDocument)).memberFavoriteIds.favPids,
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
    mutationFn: async (addressId: string) => (await api.request(DeleteCustomerAddressDocument, { addressId })).deleteCustomerAddress.success,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.addressesAll() }),
  });
}

/** What {@link toggleFavoriteMutationOptions} takes: the product and whether it becomes a favourite. */
export interface ToggleFavoriteInput {
  productId: string;
  /** true adds (收藏), false cancels. */
  next: boolean;
}

/**
 * spec §4 favourite toggle: add or cancel, with the id list updated optimistically and rolled
 * back on failure; the favourites pages are refetched afterwards.
 */
export function toggleFavoriteMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...memberKeys.all, "toggleFavorite"],
    mutationFn: async ({ productId, next }: ToggleFavoriteInput) => {
      if (next) await api.request(AddMemberProductFavoriteDocument, { productId });
      else await api.request(DeleteMemberProductFavoriteDocument, { productId });
      return next;
    },
    onMutate: async ({ productId, next }: ToggleFavoriteInput) => {
      await queryClient.cancelQueries({ queryKey: memberKeys.favoriteIds() });
      const previous = queryClient.getQueryData<string[]>(memberKeys.favoriteIds());
      queryClient.setQueryData<string[]>(memberKeys.favoriteIds(), (ids = []) =>
        next ? (ids.includes(productId) ? ids : [productId, ...ids]) : ids.filter((id) => id !== productId),
      );
      return { previous };
    },
    onError: (_error, _input, context) => {
      queryClient.setQueryData(memberKeys.favoriteIds(), context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberKeys.favoritesAll() }),
  });
}
