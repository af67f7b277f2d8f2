// Server-only surface of @xunlan/session (`@xunlan/session/server`): the HttpOnly token cookie
// and the `/graphql` token proxy (issue 12 §5). Named exports only; types on their own lines.

export type { GraphQLProxyOptions, GuestToken, TokenFields } from "./lib/graphql-proxy";
// The /graphql proxy: which operations mint or end a token, and the cookie they set or clear
export { mintGuestToken, proxyGraphQL, TOKEN_ENDING_FIELDS, TOKEN_MINTING_FIELDS, tokenFieldsOf } from "./lib/graphql-proxy";
export type { LoginFlag } from "./lib/login-flag";
// The login flag cookie (the same as the main entry's), for server code that reads or writes it
// without the UI entry (@xunlan/edge's page cache and server clients)
export { hasLoginFlag, LOGIN_FLAG_COOKIE, LOGIN_FLAG_COOKIE_OPTIONS, LOGIN_FLAG_MAX_AGE_SECONDS } from "./lib/login-flag";
// The token cookie (spec §4/§9: 168 h, HttpOnly, SameSite=Lax, Secure over TLS)
export {
  clearTokenCookie,
  headerSafe,
  secureCookiesFor,
  servedOverTls,
  setTokenCookie,
  TOKEN_MAX_AGE_SECONDS,
  tokenCookieOptions,
  tokenFromCookies,
} from "./lib/token-cookie";
