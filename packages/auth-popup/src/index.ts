// Public surface of @xunlan/auth-popup. Named exports only; types on their own lines.
// The package is network-free: the storefront passes callbacks that call the gateway.

export { LoginPopup } from "./components/login-popup/login-popup";
export type { LoginPopupProps } from "./components/login-popup/login-popup";

export { GUEST_ORDER_SEARCH_PATH, LoginPanel, RESET_PASSWORD_PATH, STAGE_TITLES } from "./components/login-panel/login-panel";
export type { LoginPanelProps, LoginPopupVariant } from "./components/login-panel/login-panel";

export { MemberBoard, MEMBER_LINKS, displayName, orderHref } from "./components/member-board/member-board";
export type { MemberBoardProps, MemberBoardOrder } from "./components/member-board/member-board";

export { WechatLogin } from "./components/wechat-login/wechat-login";
export type { WechatLoginProps } from "./components/wechat-login/wechat-login";

export {
  CONSENT_LINKS,
  CaptchaField,
  MobileField,
  PasswordField,
  SmsCodeField,
  TextField,
} from "./components/form-fields/form-fields";

export { useLoginForm, sanitizeLoginField, captchaRequested } from "./hooks/use-login-form";
export type { CaptchaState, LoginFormState, UseLoginFormOptions } from "./hooks/use-login-form";

export { useSmsCountdown, SMS_IDLE_LABEL } from "./hooks/use-sms-countdown";
export type { SmsCountdown, UseSmsCountdownOptions } from "./hooks/use-sms-countdown";

export { authKeys, wechatLoginMutationOptions, logoutMutationOptions } from "./queries/session-auth-queries";
export type { WechatReturn } from "./queries/session-auth-queries";
export {
  SMS_CODE_TYPE,
  createCaptchaSession,
  createAuthCallbacks,
  wechatQrUrlQueryOptions,
  resetPasswordMutationOptions,
  guestOrderVerifyMutationOptions,
} from "./queries/auth-queries";
export type { GuestOrderAccess, LoginResult, ResetPasswordInput } from "./queries/auth-queries";

export { ResetPasswordForm } from "./components/reset-password-form/reset-password-form";
export type { ResetPasswordFormProps } from "./components/reset-password-form/reset-password-form";

export { GuestOrderSearch } from "./components/guest-order-search/guest-order-search";
export type { GuestOrderSearchProps } from "./components/guest-order-search/guest-order-search";

export { MemberAuthLayout } from "./components/member-auth-layout/member-auth-layout";
export type { MemberAuthLayoutProps } from "./components/member-auth-layout/member-auth-layout";

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
