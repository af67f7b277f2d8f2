import { queryOptions, type QueryClient, type QueryKey } from "@tanstack/react-query";
import { MemberSessionDocument, isAuthError, normalizeError, type ApiClient } from "@xunlan/api-client";
import { favoriteIdsQueryOptions, memberKeys, memberQueryOptions, toMemberProfile } from "@xunlan/ucenter";
import type { LoginFlag } from "./login-flag";

/**
 * The client session lives in the QueryClient (the one bus the router, the loaders and React
 * share): whether the shopper is logged in, and the latest request to open the login menu.
 * Both are plain cache entries, so the server's answer is dehydrated into the HTML and the
 * first client render agrees with it.
 */
export interface SessionState {
  isLoggedIn: boolean;
}

/** A request to open the login menu (spec §2 guards, §6 "请先登录" actions). */
export interface LoginRequest {
  /** Where to go after login (spec §4), or null to stay. */
  returnUrl: string | null;
  /** Distinguishes two requests with the same returnUrl. */
  id: number;
}

export const SESSION_KEY = ["session"] as const;
export const LOGIN_REQUEST_KEY = ["loginRequest"] as const;
/** Where the cart issue keeps its queries (spec §4: cart count and info reload on login/logout). */
export const CART_KEY = ["cart"] as const;

/** The login state; without a server answer in the cache it falls back to the login flag cookie. */
export function sessionQueryOptions(loginFlag: LoginFlag) {
  return queryOptions({
    queryKey: SESSION_KEY,
    queryFn: (): SessionState => ({ isLoggedIn: loginFlag.read() }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** True when the cache says the shopper is logged in. */
export function isLoggedIn(queryClient: QueryClient): boolean {
  return queryClient.getQueryData<SessionState>(SESSION_KEY)?.isLoggedIn ?? false;
}

/**
 * Loads a member's profile and favourite ids (and, given its query key, the bag count) into the
 * cache with one request (MemberSession) instead of three (Member, MemberFavoriteIds, CartCount):
 * a member's server render sent those three to the gateway for every page. Rejects when the
 * token is not a member's (spec §8: 401/403; the api client already swapped in a guest token).
 * Any other failure falls back to the separate queries, so a bag count the gateway cannot
 * answer does not sign the member out (the root's loader shows 0 for it, as before).
 */
async function loadMemberSession(queryClient: QueryClient, api: ApiClient, cartCountKey: QueryKey | undefined): Promise<void> {
  const separately = () =>
    Promise.all([queryClient.ensureQueryData(memberQueryOptions(api)), queryClient.ensureQueryData(favoriteIdsQueryOptions(api))]);
  if (queryClient.getQueryData(memberKeys.profile()) !== undefined && queryClient.getQueryData(memberKeys.favoriteIds()) !== undefined) return;
  let answer;
  try {
    answer = await api.request(MemberSessionDocument);
  } catch (error) {
    if (isAuthError(normalizeError(error))) throw error;
    await separately();
    return;
  }
  queryClient.setQueryData(memberKeys.profile(), toMemberProfile(answer.member));
  queryClient.setQueryData(memberKeys.favoriteIds(), answer.memberFavoriteIds.favPids);
  if (cartCountKey && queryClient.getQueryData(cartCountKey) === undefined) queryClient.setQueryData(cartCountKey, answer.cart.count);
}

/**
 * Resolves the login state once per QueryClient (the root's beforeLoad; on the server that is
 * the first render): no flag → logged out without a call; with the flag the member profile and
 * favourite ids are loaded — and the bag count under `cartCountKey` when the app passes the
 * cart's key, all in one request — and a rejected token (spec §8: 401/403, the api client
 * already swapped in a guest token) turns the flag off.
 */
export async function ensureSession({
  queryClient,
  api,
  loginFlag,
  cartCountKey,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  loginFlag: LoginFlag;
  /** The bag count's query key (cart's `cartKeys.count()`): filled by the same request. */
  cartCountKey?: QueryKey;
}): Promise<SessionState> {
  const known = queryClient.getQueryData<SessionState>(SESSION_KEY);
  if (known) return known;
  let state: SessionState = { isLoggedIn: false };
  if (loginFlag.read()) {
    try {
      await loadMemberSession(queryClient, api, cartCountKey);
      state = { isLoggedIn: true };
    } catch {
      loginFlag.write(false);
      queryClient.removeQueries({ queryKey: memberKeys.all });
    }
  }
  queryClient.setQueryData(SESSION_KEY, state);
  return state;
}

/** Asks the layout to open the login menu (index 6), remembering where to go afterwards. */
export function requestLogin(queryClient: QueryClient, returnUrl: string | null = null): void {
  const previous = queryClient.getQueryData<LoginRequest | null>(LOGIN_REQUEST_KEY);
  queryClient.setQueryData<LoginRequest>(LOGIN_REQUEST_KEY, { returnUrl, id: (previous?.id ?? 0) + 1 });
}

/** Forgets the pending returnUrl (the shopper closed the login menu or logged in). */
export function clearLoginRequest(queryClient: QueryClient): void {
  const previous = queryClient.getQueryData<LoginRequest | null>(LOGIN_REQUEST_KEY);
  if (previous?.returnUrl) queryClient.setQueryData<LoginRequest>(LOGIN_REQUEST_KEY, { ...previous, returnUrl: null });
}

/** Marks the session logged in or out and drops what belonged to the previous visitor. */
export function setSession(queryClient: QueryClient, loggedIn: boolean, loginFlag: LoginFlag): void {
  loginFlag.write(loggedIn);
  queryClient.setQueryData<SessionState>(SESSION_KEY, { isLoggedIn: loggedIn });
  queryClient.removeQueries({ queryKey: memberKeys.all });
  void queryClient.invalidateQueries({ queryKey: CART_KEY });
}
