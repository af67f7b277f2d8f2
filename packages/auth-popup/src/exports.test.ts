import { describe, expect, it } from "vitest";
import * as api from "./index";

// Guards the public surface (as Hydrogen's exports.test.ts): adding or removing an export is a
// deliberate change of this list and of the changeset.
describe("@xunlan/auth-popup public surface", () => {
  it("exports exactly these runtime values", () => {
    expect(Object.keys(api).sort()).toEqual(
      [
        "CONSENT_LINKS",
        "CaptchaField",
        "GUEST_ORDER_SEARCH_PATH",
        "LoginPanel",
        "LoginPopup",
        "MEMBER_LINKS",
        "MemberAuthLayout",
        "MemberBoard",
        "MobileField",
        "PasswordField",
        "RESET_PASSWORD_PATH",
        "ResetPasswordForm",
        "SMS_CODE_TYPE",
        "SMS_IDLE_LABEL",
        "STAGE_TITLES",
        "SmsCodeField",
        "TextField",
        "WechatLogin",
        "authKeys",
        "captchaRequested",
        "createAuthCallbacks",
        "createCaptchaSession",
        "displayName",
        "errorMessage",
        "logoutMutationOptions",
        "orderHref",
        "resetPasswordMutationOptions",
        "sanitizeLoginField",
        "useLoginForm",
        "useSmsCountdown",
        "wechatLoginMutationOptions",
        "wechatQrUrlQueryOptions",
      ].sort(),
    );
  });

  it("names the stages and links of the spec", () => {
    expect(api.STAGE_TITLES).toEqual({ 0: "登录/注册", 1: "微信登录", 2: "绑定手机号" });
    expect(api.RESET_PASSWORD_PATH).toBe("/reset");
    expect(api.CONSENT_LINKS).toEqual({ privacy: "/help?key=privacy", policy: "/help?key=policy" });
    expect(api.MEMBER_LINKS).toEqual({ ucenter: "/ucenter", orders: "/ucenter/orders", profile: "/ucenter/member" });
  });

  it("reads error text from the keys of spec §8", () => {
    expect(api.errorMessage({ errMsg: "手机号已被绑定" }, "x")).toBe("手机号已被绑定");
    expect(api.errorMessage(new Error("验证码错误"), "x")).toBe("验证码错误");
    expect(api.errorMessage(null, "登录失败，请重试")).toBe("登录失败，请重试");
  });
});
