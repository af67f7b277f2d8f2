import { useSearch } from "@tanstack/react-router";
import { useMemo } from "react";
import { type WechatReturn, wechatReturnOf } from "../lib/wechat-return";

/**
 * Spec §2: a WeChat return (`authCode` from the sandbox, `code` beside `wx` from WeChat, with
 * `state`) signs in or opens the mobile-binding stage (2) of the login popup; `wx=base` marks the
 * silent attempt of issue 26 §2. On login success the session drops them from the query (spec §4).
 */
export function useWechatReturn(): WechatReturn | null {
  // Primitive selections: a re-render only when one of them changes.
  const code = useSearch({ strict: false, select: (search: Record<string, unknown>) => wechatReturnOf(search)?.code ?? null });
  const state = useSearch({ strict: false, select: (search: Record<string, unknown>) => wechatReturnOf(search)?.state ?? null });
  const silent = useSearch({ strict: false, select: (search: Record<string, unknown>) => wechatReturnOf(search)?.silent ?? false });
  return useMemo(() => (code ? { code, state, silent } : null), [code, state, silent]);
}

/** The authCode of a WeChat return (see {@link useWechatReturn}). */
export function useAuthCode(): string | null {
  return useWechatReturn()?.code ?? null;
}
