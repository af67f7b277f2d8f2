import { mutationOptions, queryOptions } from "@tanstack/react-query";
import {
  type ApiClient,
  BindMobileDocument,
  GetCaptchaDocument,
  GetVerifyCodeDocument,
  type LoginResultFieldsFragment,
  MemberLoginDocument,
  ResetPasswordDocument,
  WechatQrUrlDocument,
} from "@xunlan/api-client";
import { LOGIN_TYPE } from "@xunlan/validation";
import type { AuthCallbacks } from "../lib/types";
import { authKeys } from "./session-auth-queries";

// What every page's session needs (logout, the WeChat authCode login) is in
// session-auth-queries.ts, apart from the login panel's flows here: an
// app's first-load chunk holds the one module.
export { authKeys, logoutMutationOptions, wechatLoginMutationOptions } from "./session-auth-queries";

/** The login result of spec §3 as the gateway returns it (`userToken`, `user`…). */
export type LoginResult = LoginResultFieldsFragment;

/**
 * spec §7 getVerifyCode `type`: 4 login / registration / WeChat binding, 3 password reset, 5 guest
 * order lookup, 6 the mobile of a 到货提醒 (addSmsProductArrivalReminder `code`).
 */
export const SMS_CODE_TYPE = { LOGIN: LOGIN_TYPE.SMS, RESET_PASSWORD: 3, ORDER_LOOKUP: 5, ARRIVAL_REMINDER: 6 } as const;

/**
 * An image captcha plus an SMS sender that remembers which captcha the shopper is answering:
 * the popup only knows the image, the gateway wants its `captchaId` back (spec §5: sending an
 * SMS needs the mobile and the image code).
 */
export function createCaptchaSession(api: ApiClient) {
  let captchaId = "";
  return {
    /** spec §7 getCaptcha: resolves with the `<img src>` (an SVG data URL). */
    async getCaptcha(): Promise<string> {
      const { getCaptcha } = await api.request(GetCaptchaDocument, { type: 1 });
      captchaId = getCaptcha.captchaId;
      return getCaptcha.image;
    },
    /** spec §7 getVerifyCode with the last captcha (used up by any attempt on the gateway). */
    async sendSmsCode(input: { mobile: string; captchaCode: string; type?: number }) {
      const { getVerifyCode } = await api.request(GetVerifyCodeDocument, {
        username: input.mobile,
        type: input.type ?? SMS_CODE_TYPE.LOGIN,
        captchaId,
        captchaCode: input.captchaCode,
      });
      return getVerifyCode;
    },
    /** The id of the captcha last fetched (memberLogin sends it with a typed answer). */
    captchaId: (): string => captchaId,
  };
}

/**
 * The {@link AuthCallbacks} of `LoginPanel` / `LoginPopup` over the gateway: captcha, SMS code
 * (type 4), `memberLogin` (type 4 SMS or 2 password) and `bindMobile`. Each resolves with the
 * §3 login result; storing its `userToken` is the app's job (spec §4 login success).
 */
export function createAuthCallbacks(api: ApiClient): AuthCallbacks<LoginResult> {
  const captcha = createCaptchaSession(api);
  return {
    getCaptcha: captcha.getCaptcha,
    sendSmsCode: (input) => captcha.sendSmsCode(input),
    login: async ({ username, type, code, captchaCode }) =>
      (
        await api.request(MemberLoginDocument, {
          username,
          type,
          code,
          ...(captchaCode === undefined ? {} : { captchaId: captcha.captchaId(), captchaCode }),
        })
      ).memberLogin,
    bindMobile: async ({ mobile, code, authCode }) => (await api.request(BindMobileDocument, { mobile, code, authCode })).bindMobile,
  };
}

/** spec §2 stage 1: the WeChat authorize URL for the QR (and the 微信授权登录 button). */
export function wechatQrUrlQueryOptions(api: ApiClient, redirectUri: string) {
  return queryOptions({
    queryKey: authKeys.wechatQrUrl(redirectUri),
    queryFn: async () => (await api.request(WechatQrUrlDocument, { redirectUri })).wechatQrUrl,
    // The URL carries a one-off state; a fresh one each time stage 1 opens is fine, a refetch mid-scan is not.
    staleTime: 5 * 60_000,
  });
}

/** What {@link resetPasswordMutationOptions} takes (spec §7 resetPassword). */
export interface ResetPasswordInput {
  mobile: string;
  /** The SMS code of getVerifyCode type 3. */
  code: string;
  /** spec §5 password rule. */
  password: string;
}

/** spec §7 resetPassword: needs no login; the gateway logs the member out everywhere. */
export function resetPasswordMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...authKeys.all, "resetPassword"],
    mutationFn: async ({ mobile, code, password }: ResetPasswordInput) =>
      (await api.request(ResetPasswordDocument, { username: mobile, code, password })).resetPassword.success,
  });
}
