import { useRouterState } from "@tanstack/react-router";
import { useMemo } from "react";
import { type WechatReturn, wechatReturnOf } from "../lib/wechat-return";

/**
 * Spec §2: a WeChat return (`authCode` from the sandbox, `code` beside `wx` from WeChat, with
 * `state`) signs in or opens the mobile-binding stage (2) of the login popup; `wx=base` marks the
 * silent attempt of issue 26 §2. On login success the session drops them from the query (spec §4).
 * Read from the address itself, not a route's validated search: a route that validates its own
 * keys (/login's returnUrl, /search's keyword) would drop WeChat's and the return went unseen.
 */
export function useWechatReturn(): WechatReturn | null {
  const searchStr = useRouterState({ select: (state) => state.location.searchStr });
  return useMemo(() => wechatReturnOf(Object.fromEntries(new URLSearchParams(searchStr))), [searchStr]);
}

/** The authCode of a WeChat return (see {@link useWechatReturn}). */
export function useAuthCode(): string | null {
  return useWechatReturn()?.code ?? null;
}
