/** The members module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export { createAliyunSms } from "./aliyun-sms/aliyun-sms";
export { consumeCaptcha, issueCaptcha } from "./captcha-service";
export { DEMO_MEMBER, seedDemoMember, setDemoStoreCredit } from "./demo-member";
export type { MemberLimits } from "./member-config";
export { DEFAULT_MEMBER_LIMITS, MEMBER_MESSAGES, SMS_CODE_TYPE, scaleMemberLimits } from "./member-config";
export type { MemberDeps, ProductExists } from "./member-deps";
export { createMemberDeps, DEFAULT_STOREFRONT_ORIGINS } from "./member-deps";
export type { LoginClient, MemberRow } from "./member-service";
export {
  authenticate,
  completeLogin,
  getMember,
  logout,
  requireMobile,
  resetPassword,
  updateMember,
  validateLoginArgs,
} from "./member-service";
export type { PasswordHasher } from "./password-hasher";
export type { SmsProvider, WechatIdentity, WechatJsSdk, WechatProvider, WechatScope } from "./providers";
export { assertSmsCode, sendVerifyCode } from "./sms-service";
export { createWechatJsSdk, jsSdkSignature } from "./wechat/js-sdk";
export { createWechatOpenPlatform, wechatNonce } from "./wechat/open-platform";
export { bindMobile, isAllowedRedirect, loginAndBind, wechatAuthorization, wechatIdentityForLogin, wechatLogin } from "./wechat-service";
export { clearedWechatStateCookie, keptWechatStates, wechatStateCookie } from "./wechat-state";
