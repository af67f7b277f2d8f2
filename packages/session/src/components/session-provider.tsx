import { type QueryKey, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate, useRouterState } from "@tanstack/react-router";
import { favoriteIdsQueryOptions, type MemberProfileData, memberQueryOptions, toggleFavoriteMutationOptions } from "@xunlan/account";
import type { ApiClient } from "@xunlan/api-client";
import type { LoginResult } from "@xunlan/auth-popup";
import { logoutMutationOptions } from "@xunlan/auth-popup";
import { usePopup } from "@xunlan/ui";
import { isProtectedPath, MESSAGES, safeReturnUrl } from "@xunlan/validation";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from "react";
import { useMemberFill } from "../hooks/use-member-fill";
import { onLoginStateCleared } from "../lib/browser-token-store";
import { rememberResolvedHref } from "../lib/guards";
import type { LoginFlag } from "../lib/login-flag";
import {
  clearLoginRequest,
  LOGIN_REQUEST_KEY,
  type LoginRequest,
  requestLogin,
  type SessionState,
  sessionQueryOptions,
  setSession,
  takeSessionExpiredRedirect,
} from "../lib/session-store";

/** What {@link useSession} returns. */
export interface Session {
  /** spec §3 client state `isLoggedIn` (the server already knows it on the first render). */
  isLoggedIn: boolean;
  /** The member profile (spec §3), null while logged out or loading. */
  user: MemberProfileData | null;
  /** spec §4 favourite ids (favPids); empty while logged out. */
  favoriteIds: readonly string[];
  /**
   * spec §4 favourite toggle: logged in → add (`next` true) or cancel, then 收藏成功 / 收藏已取消
   * (the ids update at once and roll back on failure); logged out → 请先登录后再操作 and the
   * login menu opens.
   */
  toggleFavorite: (productId: string, next: boolean) => void;
  /** Opens the login menu (index 6); after login the shopper goes to `returnUrl` when given. */
  openLogin: (returnUrl?: string | null) => void;
  /** spec §4 logout: user state cleared, a fresh guest token, from /ucenter to /. */
  logout: () => Promise<void>;
  /** The pending request to open the login menu (layout use). */
  loginRequest: LoginRequest | null;
  /** Forgets the pending returnUrl (the login menu was closed without logging in). */
  dismissLogin: () => void;
  /**
   * spec §4 login success: (token stored by the proxy) login flag set, cart and user info reloaded, then
   * returnUrl (or the pending one) if any, else authCode dropped from the query. The caller
   * closes the popup.
   */
  completeLogin: (result: LoginResult, returnUrl?: string | null) => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);
const ClientContext = createContext<ApiClient | null>(null);

/** Props of {@link SessionProvider}. */
export interface SessionProviderProps {
  /** The gateway client (member, favourites, logout, WeChat login). */
  api: ApiClient;
  /** The login flag of this side of the wire (the server's reads the request's cookies). */
  loginFlag: LoginFlag;
  /**
   * The bag count's query key (cart's `cartKeys.count()`): a member's page shell (issue 27 §1)
   * gets it filled by the same request as the profile and the favourites.
   */
  cartCountKey?: QueryKey;
  children: ReactNode;
}

/** Provides {@link useSession}. Mount inside the router (it navigates) and the PopupProvider (toasts). */
export function SessionProvider({ api, loginFlag, cartCountKey, children }: SessionProviderProps) {
  const queryClient = useQueryClient();
  const popup = usePopup();
  const navigate = useNavigate();
  const pathname = useLocation({ select: (location) => location.pathname });

  const resolvedHref = useRouterState({ select: (state) => state.resolvedLocation?.href });
  useEffect(() => rememberResolvedHref(resolvedHref), [resolvedHref]);

  const { data: session } = useQuery(sessionQueryOptions(loginFlag));
  const isLoggedIn = session?.isLoggedIn ?? false;
  // A page shell's holes (issue 27 §1): the member, favourites and bag count in one request.
  const filling = useMemberFill({ api, loginFlag, isLoggedIn, cartCountKey });
  const { data: user } = useQuery({ ...memberQueryOptions(api), enabled: isLoggedIn && !filling });
  const { data: favoriteIds } = useQuery({ ...favoriteIdsQueryOptions(api), enabled: isLoggedIn && !filling });
  const { data: loginRequest } = useQuery<LoginRequest | null>({
    queryKey: LOGIN_REQUEST_KEY,
    queryFn: () => null,
    enabled: false,
    initialData: null,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const favorite = useMutation(toggleFavoriteMutationOptions(api, queryClient));
  const logoutMutation = useMutation(logoutMutationOptions(api));

  // spec §8: a 401/403 anywhere cleared the token and the flag; the cached member goes too. For
  // a member that is the logout response code: the session ended (expired, or signed out
  // elsewhere), which is said and leads to /login — never a silent switch to a guest. A 401
  // answered while this tab logs out is the logout itself.
  const loggingOut = useRef(false);
  useEffect(
    () =>
      onLoginStateCleared(() => {
        if (queryClient.getQueryData<SessionState>(sessionQueryOptions(loginFlag).queryKey)?.isLoggedIn)
          setSession(queryClient, false, loginFlag, !loggingOut.current);
      }),
    [queryClient, loginFlag],
  );
  const expired = session?.expired ?? false;
  const href = useLocation({ select: (location) => location.href });
  useEffect(() => {
    if (!expired) return;
    const target = takeSessionExpiredRedirect(queryClient, { pathname, href });
    if (target) void navigate({ href: target });
  }, [expired, queryClient, pathname, href, navigate]);

  const openLogin = useCallback((returnUrl?: string | null) => requestLogin(queryClient, returnUrl ?? null), [queryClient]);

  const toggleFavorite = useCallback(
    (productId: string, next: boolean) => {
      if (!isLoggedIn) {
        // spec §4/§6: logged out → 请先登录后再操作 and the login menu (index 6)
        popup.toast(MESSAGES.loginRequiredForAction);
        openLogin(null);
        return;
      }
      favorite.mutate(
        { productId, next },
        {
          onSuccess: (added) => popup.toast(added ? MESSAGES.favouriteAdded : MESSAGES.favouriteRemoved),
          onError: (error) => popup.toast(error instanceof Error && error.message ? error.message : MESSAGES.loginFailed),
        },
      );
    },
    [isLoggedIn, popup, openLogin, favorite],
  );

  const completeLogin = useCallback(
    async (_result: LoginResult, returnUrl?: string | null) => {
      // The member token is already in the HttpOnly cookie: the storefront's proxy set it from
      // the login answer (issue 12); the result only carries a placeholder.
      setSession(queryClient, true, loginFlag);
      const target = safeReturnUrl(returnUrl ?? queryClient.getQueryData<LoginRequest | null>(LOGIN_REQUEST_KEY)?.returnUrl);
      clearLoginRequest(queryClient);
      if (target) {
        await navigate({ href: target, replace: true });
        return;
      }
      // spec §4: otherwise drop authCode (and a used returnUrl) from the query.
      await navigate({
        to: ".",
        search: (previous: Record<string, unknown>) => {
          const { authCode: _authCode, state: _state, wx: _wx, returnUrl: _returnUrl, ...rest } = previous;
          return rest;
        },
        replace: true,
      } as never);
    },
    [queryClient, navigate, loginFlag],
  );

  const logout = useCallback(async () => {
    loggingOut.current = true;
    try {
      // The gateway revokes the member token; state is cleared whatever it answers.
      await logoutMutation.mutateAsync().catch(() => undefined);
      setSession(queryClient, false, loginFlag);
      clearLoginRequest(queryClient);
      await api.resetToken().catch(() => undefined);
    } finally {
      loggingOut.current = false;
    }
    if (isProtectedPath(pathname)) await navigate({ to: "/" });
  }, [logoutMutation, queryClient, api, pathname, navigate, loginFlag]);

  const value = useMemo<Session>(
    () => ({
      isLoggedIn,
      user: isLoggedIn ? (user ?? null) : null,
      favoriteIds: isLoggedIn ? (favoriteIds ?? EMPTY) : EMPTY,
      toggleFavorite,
      openLogin,
      logout,
      loginRequest: loginRequest ?? null,
      dismissLogin: () => clearLoginRequest(queryClient),
      completeLogin,
    }),
    [isLoggedIn, user, favoriteIds, toggleFavorite, openLogin, logout, loginRequest, queryClient, completeLogin],
  );
  return (
    <ClientContext.Provider value={api}>
      <SessionContext.Provider value={value}>{children}</SessionContext.Provider>
    </ClientContext.Provider>
  );
}

const EMPTY: readonly string[] = [];

/**
 * The client session (spec §3 client state, §4 transitions): login state, member, favourite
 * ids and the actions that change them. Throws outside {@link SessionProvider}.
 */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error("useSession must be used inside <SessionProvider>");
  return session;
}

/** The gateway client the {@link SessionProvider} was given (the login menu's calls). */
export function useSessionApi(): ApiClient {
  const api = useContext(ClientContext);
  if (!api) throw new Error("useSessionApi must be used inside <SessionProvider>");
  return api;
}
