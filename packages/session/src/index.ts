export { SessionProvider, useSession } from "./session-provider";
export type { Session } from "./session-provider";
export {
  ensureSession,
  isLoggedIn,
  requestLogin,
  sessionQueryOptions,
  SESSION_KEY,
  LOGIN_REQUEST_KEY,
  CART_KEY,
} from "./session-store";
export type { LoginRequest, SessionState } from "./session-store";
export { requireLogin, requireLoginForUcenter, rememberResolvedHref } from "./guards";
