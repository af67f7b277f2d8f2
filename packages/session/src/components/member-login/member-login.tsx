import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import {
  LoginPanel,
  LoginPopup,
  createAuthCallbacks,
  wechatQrUrlQueryOptions,
  type LoginResult,
} from "@xunlan/auth-popup";
import { LOGIN_STAGE, type LoginStage } from "@xunlan/validation";
import { useMemo, useState, useSyncExternalStore } from "react";
import { useSession, useSessionApi } from "../session-provider";
import { useMemberBoardOrders } from "./member-board-section";

/** WeChat's return address from the home page (spec §2 stage 1): `/?wx=1`, then `&authCode=…`. */
export const WECHAT_RETURN_PATH = "/?wx=1";

/** Query keys a WeChat return adds; a page's own address is written without them. */
const WECHAT_RETURN_KEYS = ["wx", "authCode", "code", "state", "error"];

/** spec §3 client state isWXBrowser: the WeChat in-app browser (server render: false). */
export function useIsWXBrowser(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => /MicroMessenger/i.test(navigator.userAgent),
    () => false,
  );
}
const noopSubscribe = () => () => {};

/**
 * The WeChat return address: the page the sign-in started on, with `wx=1` (issue 24 item 7:
 * started on /explore/men, it ends on /explore/men, not on the home page). Its own query is kept
 * without the keys of an earlier return; on the home page it is {@link WECHAT_RETURN_PATH}.
 * After wechatLogin the session drops authCode, state and wx again (spec §4).
 */
export function wechatRedirectUri(location: Pick<Location, "origin" | "pathname" | "search"> = window.location): string {
  const query = new URLSearchParams(location.search);
  for (const key of WECHAT_RETURN_KEYS) query.delete(key);
  query.append("wx", "1");
  return `${location.origin}${location.pathname}?${query.toString()}`;
}

/** Props of {@link MemberLogin}. */
export interface MemberLoginProps {
  /** `full`: the desktop panel under the header's user icon; `mobile`: the full-screen sheet. */
  variant: "full" | "mobile";
  /** The sheet's visibility (the panel is mounted only while open). */
  open?: boolean;
  /** Closes the header menu (absent on the /login page). */
  onClose?: () => void;
  /** On a page (/login): no shadow, no ×, full width of its column. */
  embedded?: boolean;
  /** spec §2: an authCode whose WeChat account needs a mobile (stage 2). */
  bindAuthCode?: string | null;
  /** Where to go after login, overriding the pending request (the /login page). */
  returnUrl?: string | null;
}

/**
 * The login popup of spec §2 wired to the gateway: the header's user panel on desktop (确认),
 * the sheet on mobile (登录). Login success and logout follow spec §4 through the session.
 */
export function MemberLogin({ variant, open = true, onClose, embedded = false, bindAuthCode, returnUrl }: MemberLoginProps) {
  const api = useSessionApi();
  const session = useSession();
  const navigate = useNavigate();
  const isWXBrowser = useIsWXBrowser();
  const callbacks = useMemo(() => createAuthCallbacks(api), [api]);
  const [stage, setStage] = useState<LoginStage>(LOGIN_STAGE.FORM);
  const wantsWechat = stage === LOGIN_STAGE.WECHAT_QR && !session.isLoggedIn;
  const { data: wechat } = useQuery({
    ...wechatQrUrlQueryOptions(api, typeof window === "undefined" ? "" : wechatRedirectUri()),
    enabled: wantsWechat && open,
  });

  // spec §2 历史 tile: the member's latest order (one row of orderList) while the board is open.
  const { orderCount, latestOrder } = useMemberBoardOrders(api, session.isLoggedIn && open);

  const onLoginSuccess = (result: LoginResult) => {
    onClose?.();
    void session.completeLogin(result, returnUrl);
  };
  const onNavigate = (path: string) => {
    onClose?.();
    void navigate({ href: path });
  };
  const panel = {
    ...callbacks,
    user: session.isLoggedIn ? session.user : null,
    orderCount,
    latestOrder,
    authCode: bindAuthCode ?? null,
    wechatQrUrl: wechat?.url ?? null,
    isWXBrowser,
    // spec §2: inside WeChat the button opens the authorize URL directly.
    onWechatAuthorize: () => {
      if (wechat?.url) window.location.assign(wechat.url);
    },
    onLoginSuccess,
    onLogout: async () => {
      onClose?.();
      await session.logout();
    },
    onNavigate,
    onClose,
    onStageChange: setStage,
    countdownStorageKey: "xunlan:sms-countdown:login",
  };

  if (variant === "mobile") return <LoginPopup<LoginResult> open={open} variant="mobile" {...panel} />;
  return <LoginPanel<LoginResult> variant="full" {...panel} className={embedded ? "w-full shadow-none" : undefined} />;
}

