// Server-only surface of @xunlan/session (`@xunlan/session/server`): the HttpOnly token cookie
// and the `/graphql` token proxy (issue 12 §5). Named exports only; types on their own lines.

// The token cookie (spec §4/§9: 168 h, HttpOnly, SameSite=Lax, Secure over TLS)
export {
  TOKEN_MAX_AGE_SECONDS,
  clearTokenCookie,
  headerSafe,
  secureCookiesFor,
  servedOverTls,
  setTokenCookie,
  tokenCookieOptions,
  tokenFromCookies,
} from "./lib/token-cookie";

// The login flag cookie (the same as the main entry's), for server code that reads or writes it
// without the UI entry (@xunlan/edge's page cache and server clients)
export { LOGIN_FLAG_COOKIE, LOGIN_FLAG_COOKIE_OPTIONS, LOGIN_FLAG_MAX_AGE_SECONDS, hasLoginFlag } from "./lib/login-flag";
export type { LoginFlag } from "./lib/login-flag";

// The /graphql proxy: which operations mint or end a token, and the cookie they set or clear
export { TOKEN_ENDING_FIELDS, TOKEN_MINTING_FIELDS, mintGuestToken, proxyGraphQL, tokenFieldsOf } from "./lib/graphql-proxy";
export type { GraphQLProxyOptions, GuestToken, TokenFields } from "./lib/graphql-proxy";
