import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import {
  AddMemberProductFavoriteDocument,
  type ApiClient,
  DeleteMemberProductFavoriteDocument,
  MemberDocument,
  MemberFavoriteIdsDocument,
  type MemberProfileFragment,
} from "@xunlan/api-client";
import type { Gender, MemberProfile } from "../lib/types";

// The member queries every page's session uses — the profile, the favourite ids and the
// favourite toggle — in a module of their own: the member centre's (member-queries.ts) stay off
// the first load.

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

/** The gateway's gender codes (0 保密, 1 男, 2 女) and the centre's names. */
const GENDER_FROM_CODE: Readonly<Record<number, Gender>> = { 0: "SECRET", 1: "MALE", 2: "FEMALE" };

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

/** spec §4 favourite ids (favPids): every product id the member has favourited. */
export function favoriteIdsQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: memberKeys.favoriteIds(),
    queryFn: async (): Promise<string[]> => (await api.request(MemberFavoriteIdsDocument)).memberFavoriteIds.favPids,
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
