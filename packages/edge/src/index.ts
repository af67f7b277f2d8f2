// @xunlan/edge: the storefront's HTTP edge, Node only. Everything of ./shared (same modules),
// plus the request handler and its parts. Named exports only; types on their own lines.

// Of ./shared: cookies, the render's nonce header, legacy links, the proxy table, the registry,
// the first HTML's query-data columns
export { writeBagCountCookie } from "./lib/bag-cookie";
// Gzip of server-rendered HTML
export { gzipHtmlResponse } from "./lib/compress";
export { CID_MAX_AGE_SECONDS, guessPlatform, WINDOW_SIZE_MAX_AGE_SECONDS } from "./lib/cookies";
export { CSP_NONCE_HEADER } from "./lib/csp-nonce";
export type { ForwardOptions } from "./lib/forward";
// The same-origin proxy
export { forwardSameOrigin } from "./lib/forward";
export type { GraphQLProxyOptions, GuestToken, TokenFields } from "./lib/graphql-proxy";
// The /graphql token proxy (issue 12 §5): which operations mint or end a token, and the cookie
// they set or clear
export { mintGuestToken, proxyGraphQL, TOKEN_ENDING_FIELDS, TOKEN_MINTING_FIELDS, tokenFieldsOf } from "./lib/graphql-proxy";
export type { EdgeEnv, StorefrontHandler, StorefrontHandlerOptions } from "./lib/handler";
// The request pipeline: page cache, nonce, security headers, gzip around the app's renderer
export { createStorefrontHandler } from "./lib/handler";
export { imageRedirect } from "./lib/image-origin";
export { LEGACY_PARAMS, legacyRedirectTarget } from "./lib/legacy-links";
// Paths no page has: the §2 404 page instead of a bare 400
export { isMalformedPath, NOT_FOUND_PATH, notFoundRequest } from "./lib/malformed-url";
export type { CachedPage, PageCache } from "./lib/page-cache";
// The page cache (issue 11) and its two shells (issue 27 §1)
export {
  createPageCache,
  isCacheablePath,
  PAGE_FRESH_MS,
  PAGE_STALE_MS,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  pageCacheKey,
  privateIfSetsCookie,
} from "./lib/page-cache";
export { MEMBER_SHELL_CACHE_CONTROL, pageShellOf, shellCacheKey, shellRequest } from "./lib/page-shell";
export type { PageShell } from "./lib/page-shell-header";
// Page shells (issue 27 §1): the header through which the handler asks the render for one
export { PAGE_SHELL_HEADER } from "./lib/page-shell-header";
export type { ProxyRule } from "./lib/proxy";
export {
  downstreamHeaders,
  isClientAbort,
  matchProxyRule,
  PROXY_RULES,
  proxyRequest,
  setClientAddress,
  socketAddressOf,
  upstreamFailure,
  upstreamRequest,
} from "./lib/proxy";
export { packColumns, unpackColumns } from "./lib/query-columns";
export type { InlineScripts, PolicyOptions } from "./lib/security-headers";

// Security headers and CSP (issue 12)
export { applySecurityHeaders, contentSecurityPolicy, createNonce, inlineScriptHashes, isTls } from "./lib/security-headers";
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
export type { UpstreamCacheOptions, UpstreamCaches } from "./lib/upstream-cache";
// Upstream caches: content documents as a CDN client, catalogue answers per generation
export {
  CATALOG_GENERATION_HEADER,
  createUpstreamCaches,
  NOT_FOUND_TTL_MS,
  parseCacheControl,
  upstreamCounter,
} from "./lib/upstream-cache";
export { upstreamRegistry } from "./lib/upstream-registry";
