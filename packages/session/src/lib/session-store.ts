import { type QueryClient, type QueryKey, queryOptions } from "@tanstack/react-query";
import { favoriteIdsQueryOptions, memberKeys, memberQueryOptions, toMemberProfile } from "@xunlan/account";
import { type ApiClient, isAuthError, MemberSessionDocument, normalizeError } from "@xunlan/api-client";
import { sessionExpiredLoginPath } from "@xunlan/validation";
import type { LoginFlag } from "./login-flag";

/**
 * The client session lives in the QueryClient (the one bus the router, the loaders and React
 * share): whether the shopper is logged in, and the latest request to open the login menu.
 * Both are plain cache entries, so the server's answer is dehydrated into the HTML and the
 * first client render agrees with it.
 */
export interface SessionState {
  isLoggedIn: boolean;
  /**
   * spec §8 logout response code: the member's session ended without a logout here — the
   * gateway refused the member's token (expired, or revoked by a logout or password reset
   * elsewhere). The layout sends the shopper to `/login?returnUrl=…` with 登录已过期，请重新登录
   * instead of carrying on as a guest, then clears it.
   */
  expired?: boolean;
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
 * `replaceCount`: the bag count in the cache is a page shell's placeholder (issue 27 §1), replaced
 * by the answer's.
 */
export async function loadMemberSession(
  queryClient: QueryClient,
  api: ApiClient,
  cartCountKey: QueryKey | undefined,
  { replaceCount = false }: { replaceCount?: boolean } = {},
): Promise<void> {
  const separately = () =>
    Promise.all([queryClient.ensureQueryData(memberQueryOptions(api)), queryClient.ensureQueryData(favoriteIdsQueryOptions(api))]);
  if (queryClient.getQueryData(memberKeys.profile()) !== undefined && queryClient.getQueryData(memberKeys.favoriteIds()) !== undefined)
    return;
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
  if (cartCountKey && (replaceCount || queryClient.getQueryData(cartCountKey) === undefined))
    queryClient.setQueryData(cartCountKey, answer.cart.count);
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
  shell,
}: {
  queryClient: QueryClient;
  api: ApiClient;
  loginFlag: LoginFlag;
  /** The bag count's query key (cart's `cartKeys.count()`): filled by the same request. */
  cartCountKey?: QueryKey;
  /**
   * The render is a page shell for the shared cache (issue 27 §1, @xunlan/edge's page shells):
   * `member` reads as signed in without asking the gateway anything (the member's profile,
   * favourites and bag count are left out, for the browser to fill: `useMemberFill`), `guest` as
   * signed out. Null or absent: the shopper's own render, as above.
   */
  shell?: "guest" | "member" | null;
}): Promise<SessionState> {
  const known = queryClient.getQueryData<SessionState>(SESSION_KEY);
  if (known) return known;
  let state: SessionState = { isLoggedIn: false };
  if (shell) {
    // Nothing of any member: a shell is served to every shopper with (or without) the flag.
    state = { isLoggedIn: shell === "member" };
  } else if (loginFlag.read()) {
    try {
      await loadMemberSession(queryClient, api, cartCountKey);
      state = { isLoggedIn: true };
    } catch (error) {
      loginFlag.write(false);
      queryClient.removeQueries({ queryKey: memberKeys.all });
      // The flag said "member" and the gateway refused the token: the session ended (spec §8).
      if (isAuthError(normalizeError(error))) state = { isLoggedIn: false, expired: true };
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

/**
 * spec §8 logout response code, for a route's `beforeLoad` after {@link ensureSession} and the
 * member-centre guard: when the member's session ended, the /login path to go to
 * (`/login?returnUrl={current path}&reason=expired`); null otherwise. The expiry is forgotten on
 * /login itself, not before: until the shopper is there, every navigation that asks (the
 * provider's own, a tap's guard racing it) leads there, so none sends them elsewhere meanwhile.
 */
export function takeSessionExpiredRedirect(queryClient: QueryClient, location: { pathname: string; href: string }): string | null {
  if (!queryClient.getQueryData<SessionState>(SESSION_KEY)?.expired) return null;
  if (location.pathname === "/login") {
    clearSessionExpired(queryClient);
    return null;
  }
  return sessionExpiredLoginPath(location.href);
}

/** Forgets that the session expired, once the shopper was sent to /login (spec §8). */
export function clearSessionExpired(queryClient: QueryClient): void {
  const state = queryClient.getQueryData<SessionState>(SESSION_KEY);
  if (state?.expired) queryClient.setQueryData<SessionState>(SESSION_KEY, { isLoggedIn: state.isLoggedIn });
}

/** Forgets the pending returnUrl (the shopper closed the login menu or logged in). */
export function clearLoginRequest(queryClient: QueryClient): void {
  const previous = queryClient.getQueryData<LoginRequest | null>(LOGIN_REQUEST_KEY);
  if (previous?.returnUrl) queryClient.setQueryData<LoginRequest>(LOGIN_REQUEST_KEY, { ...previous, returnUrl: null });
}

/**
 * Marks the session logged in or out and drops what belonged to the previous visitor. `expired`
 * (logged out only): the gateway ended the member's session (spec §8), see {@link SessionState}.
 */
export function setSession(queryClient: QueryClient, loggedIn: boolean, loginFlag: LoginFlag, expired = false): void {
  loginFlag.write(loggedIn);
  queryClient.setQueryData<SessionState>(
    SESSION_KEY,
    loggedIn || !expired ? { isLoggedIn: loggedIn } : { isLoggedIn: false, expired: true },
  );
  queryClient.removeQueries({ queryKey: memberKeys.all });
  void queryClient.invalidateQueries({ queryKey: CART_KEY });
}
