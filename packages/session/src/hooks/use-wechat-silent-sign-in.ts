import { type ApiClient, WechatQrUrlDocument } from "@xunlan/api-client";
import { useEffect, useRef } from "react";
import { shouldTrySilentWechatSignIn, WECHAT_SILENT_SESSION_KEY, wechatRedirectUri } from "../lib/wechat-return";

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Issue 26 §2: a page opened inside WeChat signs a bound member in without a tap — once per
 * browser session, the page goes to the official account's silent `snsapi_base` authorisation
 * (the sandbox's in the demo) and WeChat sends it straight back with `wx=base` and a code;
 * useLoginMenu then signs in a bound member and shows nothing to anyone else. Never for a
 * signed-in shopper, a crawler or a browser other than WeChat; a gateway without an official
 * account answers an error and the page stays as it is.
 */
export function useWechatSilentSignIn(api: ApiClient, isLoggedIn: boolean): void {
  // Decided by the page's first render only: a member who logs out is not signed back in.
  const decided = useRef(false);
  useEffect(() => {
    if (decided.current) return;
    decided.current = true;
    const storage = sessionStore();
    const search = Object.fromEntries(new URLSearchParams(window.location.search));
    if (!shouldTrySilentWechatSignIn({ userAgent: navigator.userAgent, isLoggedIn, search, storage })) return;
    try {
      storage!.setItem(WECHAT_SILENT_SESSION_KEY, "1");
    } catch {
      return;
    }
    // Not cancelled on unmount: the flag is set, so the attempt must happen (a development
    // StrictMode re-run would otherwise find the flag and never go).
    api
      .request(WechatQrUrlDocument, { redirectUri: wechatRedirectUri(window.location, "base"), scope: "SNSAPI_BASE" })
      // replace: the page before the round trip is not left in the history to come back to.
      .then(({ wechatQrUrl }) => window.location.replace(wechatQrUrl.url))
      .catch(() => undefined);
  }, [api, isLoggedIn]);
}
