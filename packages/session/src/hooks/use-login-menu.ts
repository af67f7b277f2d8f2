import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useLocation, useNavigate, useRouterState, useSearch } from "@tanstack/react-router";
import { wechatLoginMutationOptions } from "@xunlan/auth-popup";
import { usePopup } from "@xunlan/ui";
import { MENU_INDEX, MESSAGES, type MenuIndex, safeReturnUrl } from "@xunlan/validation";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSession, useSessionApi } from "../components/session-provider";
import { requestLogin } from "../lib/session-store";
import { withoutWechatReturn } from "../lib/wechat-return";
import { useWechatReturn } from "./use-auth-code";
import { useWechatSilentSignIn } from "./use-wechat-silent-sign-in";

const LOGIN_PATH = "/login";

/** The header menu state the login menu opens and closes (index 6, spec §4). */
export interface HeaderMenu {
  activeMenuIndex: MenuIndex;
  setActiveMenuIndex: (index: number) => void;
}

/**
 * Connects the session to the header's user menu (index 6):
 * - a login request (guard, favourite toggle, `openLogin`) opens it once the router is idle;
 * - `?returnUrl=` (the server-side guard's redirect) opens it with that returnUrl — or, for a
 *   member, goes there;
 * - `?authCode=` (WeChat redirect, spec §2; WeChat's own `?code=` beside `wx`): wechatLogin; a
 *   bound account is logged in, an unbound one opens stage 2 (bind mobile) — except after the
 *   silent attempt (`wx=base`), which shows nothing to a shopper who is not bound;
 * - inside WeChat, a page's first open tries that silent sign-in once per browser session
 *   (issue 26 §2, {@link useWechatSilentSignIn}).
 * Closing the menu without logging in forgets the returnUrl.
 */
export function useLoginMenu(menu: HeaderMenu) {
  const api = useSessionApi();
  const queryClient = useQueryClient();
  const session = useSession();
  const popup = usePopup();
  const navigate = useNavigate();
  const idle = useRouterState({ select: (state) => state.status === "idle" });
  // The redirect's code and state: the gateway signs in only the browser that started (issue 21 §3).
  const wechatReturn = useWechatReturn();
  const pathname = useLocation({ select: (location) => location.pathname });
  const returnUrlParam = useSearch({
    strict: false,
    select: (search: Record<string, unknown>) => (typeof search.returnUrl === "string" ? safeReturnUrl(search.returnUrl) : null),
  });
  const [bindAuthCode, setBindAuthCode] = useState<string | null>(null);
  const wechatLogin = useMutation(wechatLoginMutationOptions(api));
  const { setActiveMenuIndex, activeMenuIndex } = menu;
  useWechatSilentSignIn(api, session.isLoggedIn);
  const isOpen = activeMenuIndex === MENU_INDEX.USER;

  // A pending request opens the menu after the navigation that made it has settled (a guard
  // redirects back to the current page first; the menu belongs to the path it opened on).
  const handled = useRef(0);
  const request = session.loginRequest;
  useEffect(() => {
    if (!request || request.id <= handled.current || !idle) return;
    handled.current = request.id;
    setActiveMenuIndex(MENU_INDEX.USER);
  }, [request, idle, setActiveMenuIndex]);

  // The menu closed without a login: drop the returnUrl and the binding stage.
  const wasOpen = useRef(false);
  const { dismissLogin } = session;
  useEffect(() => {
    if (wasOpen.current && !isOpen) {
      dismissLogin();
      setBindAuthCode(null);
    }
    wasOpen.current = isOpen;
  }, [isOpen, dismissLogin]);

  // spec §2 route guards (first load): `/?returnUrl=/ucenter…`.
  useEffect(() => {
    // /login?returnUrl= is the login page itself, not a request for the menu.
    if (!returnUrlParam || pathname === LOGIN_PATH) return;
    if (session.isLoggedIn) void navigate({ href: returnUrlParam, replace: true });
    else requestLogin(queryClient, returnUrlParam);
  }, [returnUrlParam, pathname, session.isLoggedIn, navigate, queryClient]);

  // spec §2: WeChat sign-in comes back with authCode (and state). A refusal — another browser's
  // link, a used code, a lost cookie — says so (微信登录已失效，请重新登录) and leaves a clean address.
  // After the silent attempt (wx=base) only a bound member notices anything: signed in.
  const tried = useRef<string | null>(null);
  const { completeLogin } = session;
  useEffect(() => {
    if (!wechatReturn || tried.current === wechatReturn.code) return;
    const { code: authCode, state, silent } = wechatReturn;
    tried.current = authCode;
    const clean = () => void navigate({ to: ".", search: withoutWechatReturn, replace: true } as never);
    wechatLogin.mutate(
      { authCode, state },
      {
        onSuccess: (result) => {
          // On /login the page's returnUrl is where the sign-in goes next (issue 24 item 7).
          if (result.login) void completeLogin(result.login, pathname === LOGIN_PATH ? returnUrlParam : undefined);
          else if (silent) clean();
          else {
            setBindAuthCode(authCode);
            setActiveMenuIndex(MENU_INDEX.USER);
          }
        },
        onError: (error) => {
          if (!silent) popup.toast(error.message || MESSAGES.loginFailed);
          clean();
        },
      },
    );
  }, [wechatReturn, wechatLogin, completeLogin, setActiveMenuIndex, popup, navigate, pathname, returnUrlParam]);

  const close = useCallback(() => setActiveMenuIndex(MENU_INDEX.CLOSED), [setActiveMenuIndex]);
  return { isOpen, close, bindAuthCode, wechatPending: wechatLogin.isPending };
}
