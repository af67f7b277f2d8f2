import { mutationOptions } from "@tanstack/react-query";
import { type ApiClient, MemberLogoutDocument, WechatLoginDocument } from "@xunlan/api-client";

// The login mutations every page's session uses — logout and the WeChat authCode login on
// return from WeChat — in a module of their own: the login panel's captcha, SMS and password
// flows (auth-queries.ts) stay off the first load.

/** Query keys of the login flows. */
export const authKeys = {
  all: ["auth"] as const,
  wechatQrUrl: (redirectUri: string) => [...authKeys.all, "wechatQrUrl", redirectUri] as const,
};

/** What the WeChat redirect brought back (spec §2 stage 1 return): `?authCode=…&state=…`. */
export interface WechatReturn {
  authCode: string;
  /** The redirect's `state`; the gateway signs in only when this browser started it (null: refused). */
  state: string | null;
}

/**
 * spec §2 stage 1 return: log in with the redirect's `authCode` and `state`, or learn that stage 2
 * (bind mobile) is needed. A state this browser did not start fails with '400'
 * 微信登录已失效，请重新登录 (issue 21 §3: a link opened elsewhere signs nobody in).
 */
export function wechatLoginMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, "wechatLogin"],
    mutationFn: async ({ authCode, state }: WechatReturn) => (await api.request(WechatLoginDocument, { authCode, state })).wechatLogin,
  });
}

/** spec §7 memberLogout: revokes the member token on the gateway. */
export function logoutMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, "logout"],
    mutationFn: async () => (await api.request(MemberLogoutDocument)).memberLogout.success,
  });
}
