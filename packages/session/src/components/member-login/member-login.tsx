import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { WechatQrUrlDocument } from "@xunlan/api-client";
import { createAuthCallbacks, LoginPanel, LoginPopup, type LoginResult, wechatQrUrlQueryOptions } from "@xunlan/auth-popup";
import { usePopup } from "@xunlan/ui";
import { LOGIN_STAGE, type LoginStage } from "@xunlan/validation";
import { useMemo, useState, useSyncExternalStore } from "react";
import { isWechatUserAgent, wechatRedirectUri } from "../../lib/wechat-return";
import { useSession, useSessionApi } from "../session-provider";
import { useMemberBoardOrders } from "./member-board-section";

export { WECHAT_RETURN_PATH, wechatRedirectUri } from "../../lib/wechat-return";

/** spec §3 client state isWXBrowser: the WeChat in-app browser (server render: false). */
export function useIsWXBrowser(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => isWechatUserAgent(navigator.userAgent),
    () => false,
  );
}
const noopSubscribe = () => () => {};

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
  const popup = usePopup();
  // Outside WeChat stage 1 shows the QR code; inside, 微信登录 goes to WeChat at once (one tap).
  const wantsWechat = stage === LOGIN_STAGE.WECHAT_QR && !session.isLoggedIn && !isWXBrowser;
  const [authorizing, setAuthorizing] = useState(false);
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
    // spec §2, issue 26 §2: inside WeChat 微信登录 is one tap — the official account's
    // authorisation (snsapi_userinfo: WeChat asks once), back on this page.
    onWechatAuthorize: () => {
      if (authorizing) return;
      setAuthorizing(true);
      api
        .request(WechatQrUrlDocument, { redirectUri: wechatRedirectUri(), scope: "SNSAPI_USERINFO" })
        .then(({ wechatQrUrl }) => window.location.assign(wechatQrUrl.url))
        .catch((error: unknown) => {
          setAuthorizing(false);
          popup.toast(error instanceof Error && error.message ? error.message : "微信登录暂不可用，请使用手机号登录");
        });
    },
    wechatAuthorizing: authorizing,
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
