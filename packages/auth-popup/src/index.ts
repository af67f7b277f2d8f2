// Public surface of @xunlan/auth-popup. Named exports only; types on their own lines.
// The package is network-free: the storefront passes callbacks that call the gateway.

export {
  CaptchaField,
  CONSENT_LINKS,
  MobileField,
  PasswordField,
  SmsCodeField,
  TextField,
} from "./components/form-fields/form-fields";
export type { LoginPanelProps, LoginPopupVariant } from "./components/login-panel/login-panel";
export { GUEST_ORDER_SEARCH_PATH, LoginPanel, RESET_PASSWORD_PATH, STAGE_TITLES } from "./components/login-panel/login-panel";
export type { LoginPopupProps } from "./components/login-popup/login-popup";
export { LoginPopup } from "./components/login-popup/login-popup";
export type { MemberAuthLayoutProps } from "./components/member-auth-layout/member-auth-layout";
export { MemberAuthLayout } from "./components/member-auth-layout/member-auth-layout";
export type { MemberBoardOrder, MemberBoardProps } from "./components/member-board/member-board";
export { displayName, MEMBER_LINKS, MemberBoard, orderHref } from "./components/member-board/member-board";
export type { ResetPasswordFormProps } from "./components/reset-password-form/reset-password-form";
export { ResetPasswordForm } from "./components/reset-password-form/reset-password-form";
export type { WechatLoginProps } from "./components/wechat-login/wechat-login";
export { WechatLogin } from "./components/wechat-login/wechat-login";
export type { CaptchaState, LoginFormState, UseLoginFormOptions } from "./hooks/use-login-form";
export { captchaRequested, sanitizeLoginField, useLoginForm } from "./hooks/use-login-form";
export type { SmsCountdown, UseSmsCountdownOptions } from "./hooks/use-sms-countdown";
export { SMS_IDLE_LABEL, useSmsCountdown } from "./hooks/use-sms-countdown";
export { errorMessage } from "./lib/error-message";
export type {
  AuthCallbacks,
  AuthUser,
  BindMobileInput,
  LoginCredentials,
  LoginField,
  LoginFormFields,
  SendSmsCodeInput,
} from "./lib/types";
export type { LoginResult, ResetPasswordInput } from "./queries/auth-queries";
export {
  createAuthCallbacks,
  createCaptchaSession,
  resetPasswordMutationOptions,
  SMS_CODE_TYPE,
  wechatQrUrlQueryOptions,
} from "./queries/auth-queries";
export type { WechatReturn } from "./queries/session-auth-queries";
export { authKeys, logoutMutationOptions, wechatLoginMutationOptions } from "./queries/session-auth-queries";
