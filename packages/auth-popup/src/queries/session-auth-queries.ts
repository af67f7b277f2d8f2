import { mutationOptions } from "@tanstack/react-query";
import { MemberLogoutDocument, WechatLoginDocument, type ApiClient } from "@xunlan/api-client";

// The login mutations every page's session uses — logout and the WeChat authCode login on
// return from WeChat — in a module of their own: the login panel's captcha, SMS and password
// flows (auth-queries.ts) stay off the first load.

/** Query keys of the login flows. */
export const authKeys = {
  all: ["auth"] as const,
  wechatQrUrl: (redirectUri: string) => [...authKeys.all, "wechatQrUrl", redirectUri] as const,
};

/** spec §2 stage 1 return: log in with the redirect's `authCode`, or learn that stage 2 (bind mobile) is needed. */
export function wechatLoginMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, "wechatLogin"],
    mutationFn: async (authCode: string) => (await api.request(WechatLoginDocument, { authCode })).wechatLogin,
  });
}

/** spec §7 memberLogout: revokes the member token on the gateway. */
export function logoutMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, "logout"],
    mutationFn: async () => (await api.request(MemberLogoutDocument)).memberLogout.success,
  });
}
