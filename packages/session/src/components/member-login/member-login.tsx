import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import {
  LoginPanel,
  LoginPopup,
  createAuthCallbacks,
  wechatQrUrlQueryOptions,
  type LoginResult,
} from "@xunlan/auth-popup";
import { orderListQueryOptions } from "@xunlan/ucenter";
import { LOGIN_STAGE, type LoginStage } from "@xunlan/validation";
import { useMemo, useState, useSyncExternalStore } from "react";
import { useSession, useSessionApi } from "../session-provider";

/** Where WeChat sends the shopper back (spec §2 stage 1): the home page with `?wx=1&authCode=…`. */
export const WECHAT_RETURN_PATH = "/?wx=1";

/** spec §3 client state isWXBrowser: the WeChat in-app browser (server render: false). */
export function useIsWXBrowser(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => /MicroMessenger/i.test(navigator.userAgent),
    () => false,
  );
}
const noopSubscribe = () => () => {};

/** The storefront origin's WeChat return address. */
export function wechatRedirectUri(): string {
  return `${window.location.origin}${WECHAT_RETURN_PATH}`;
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
  const { data: orders } = useQuery({
    ...orderListQueryOptions(api, "all", { pageNumber: 1, pageSize: 1 }),
    enabled: session.isLoggedIn && open,
  });
  const latest = orders?.items[0];
  const latestItem = latest?.orderItems[0];

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
    orderCount: orders?.count ?? null,
    latestOrder: latest
      ? {
          orderNumber: latest.orderNumber,
          statusText: latest.statusText,
          totalPaid: latest.totalPaid,
          image: latestItem?.image ?? null,
          title: latestItem ? latestItem.styleDisplayNameCn || latestItem.productName : latest.orderNumber,
          quantity: latest.totalQtyOrdered,
        }
      : null,
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

