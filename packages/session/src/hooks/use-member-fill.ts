import { type QueryKey, useQuery, useQueryClient } from "@tanstack/react-query";
import { memberKeys } from "@xunlan/account";
import type { ApiClient } from "@xunlan/api-client";
import { useEffect, useRef } from "react";
import type { LoginFlag } from "../lib/login-flag";
import { loadMemberSession, SESSION_KEY, type SessionState } from "../lib/session-store";

/** Options of {@link useMemberFill}. */
export interface MemberFillOptions {
  api: ApiClient;
  /** The browser's login flag: a page served without the member's header is set right by it. */
  loginFlag: LoginFlag;
  /** The session says signed in. */
  isLoggedIn: boolean;
  /** The bag count's query key (cart's `cartKeys.count()`): filled by the same request. */
  cartCountKey?: QueryKey | undefined;
}

/**
 * Fills what a page shell leaves out (issue 27 §1): a member's page comes from the shared cache
 * without their name, favourites or bag count, and after hydration this asks for all three in
 * one request (MemberSession) — and again after a login, instead of one request each. Returns
 * true while that request runs, so the session's own queries of the member and the favourites
 * wait for it instead of asking the same.
 *
 * A page from a cache that does not tell the login flag apart (a CDN keeping the guest shell for
 * everyone, against docs/ARCHITECTURE.md's advice) shows a member the signed-out header until
 * hydration; the flag cookie then turns the session signed in and the same request follows.
 * A token the gateway refuses ends the session as everywhere else (spec §8: the browser token
 * store's 401/403 clears the flag and the session sends the shopper to /login).
 */
export function useMemberFill({ api, loginFlag, isLoggedIn, cartCountKey }: MemberFillOptions): boolean {
  const queryClient = useQueryClient();
  const missing =
    isLoggedIn &&
    (queryClient.getQueryData(memberKeys.profile()) === undefined || queryClient.getQueryData(memberKeys.favoriteIds()) === undefined);
  // One try per sign-in (the query is dropped on sign-out): a fill that failed leaves the
  // separate queries to try (and to show it).
  const fill = useQuery({
    queryKey: MEMBER_FILL_KEY,
    queryFn: async () => {
      await loadMemberSession(queryClient, api, cartCountKey, { replaceCount: true }).catch(() => undefined);
      return true;
    },
    enabled: missing,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

  // A guest shell served to a member (a CDN's public copy) turns signed in from the flag cookie,
  // once, as the page first hydrates. Later a signed-out state is the shopper's own (a logout, or
  // a session that ended: spec §8 sends them to /login), never undone from a flag cookie that
  // may not have been cleared yet.
  const shellChecked = useRef(false);
  useEffect(() => {
    if (!isLoggedIn) queryClient.removeQueries({ queryKey: MEMBER_FILL_KEY, exact: true });
    if (shellChecked.current) return;
    shellChecked.current = true;
    if (isLoggedIn || !loginFlag.read() || queryClient.getQueryData<SessionState>(SESSION_KEY)?.expired) return;
    queryClient.setQueryData<SessionState>(SESSION_KEY, { isLoggedIn: true });
  }, [isLoggedIn, loginFlag, queryClient]);

  return missing && !fill.isFetched;
}

/** The fill's own entry: whether this sign-in's one request has run. */
const MEMBER_FILL_KEY = ["memberFill"] as const;
