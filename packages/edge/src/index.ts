// @xunlan/edge: the storefront's HTTP edge, Node only. Everything of ./shared (same modules),
// plus the request handler and its parts. Named exports only; types on their own lines.

// Of ./shared: cookies, the render's nonce header, legacy links, the proxy table, the registry,
// the first HTML's query-data columns
export { BAG_COUNT_COOKIE, writeBagCountCookie } from "./lib/bag-cookie";
export { CID_MAX_AGE_SECONDS, WINDOW_SIZE_MAX_AGE_SECONDS, guessPlatform } from "./lib/cookies";
export { CSP_NONCE_HEADER } from "./lib/csp-nonce";
export { LEGACY_PARAMS, legacyRedirectTarget } from "./lib/legacy-links";
export { PROXY_RULES, matchProxyRule, setClientAddress } from "./lib/proxy";
export type { ProxyRule } from "./lib/proxy";
export { upstreamRegistry } from "./lib/upstream-registry";
export { packColumns, unpackColumns } from "./lib/query-columns";

// The request pipeline: page cache, nonce, security headers, gzip around the app's renderer
export { createStorefrontHandler } from "./lib/handler";
export type { EdgeEnv, StorefrontHandler, StorefrontHandlerOptions } from "./lib/handler";

// The same-origin proxy
export { forwardSameOrigin } from "./lib/forward";
export type { ForwardOptions } from "./lib/forward";
export { downstreamHeaders, isClientAbort, proxyRequest, socketAddressOf, upstreamFailure, upstreamRequest } from "./lib/proxy";
export { imageRedirect } from "./lib/image-origin";

// The page cache for anonymous shoppers (issue 11)
export {
  PAGE_FRESH_MS,
  PAGE_STALE_MS,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  createPageCache,
  isCacheablePath,
  isPersonalRequest,
  mayFillSharedCache,
  pageCacheKey,
  privateIfSetsCookie,
} from "./lib/page-cache";
export type { CachedPage, PageCache } from "./lib/page-cache";

// Upstream caches: content documents as a CDN client, catalogue answers per generation
export { CATALOG_GENERATION_HEADER, NOT_FOUND_TTL_MS, createUpstreamCaches, parseCacheControl, upstreamCounter } from "./lib/upstream-cache";
export type { UpstreamCacheOptions, UpstreamCaches } from "./lib/upstream-cache";

// Security headers and CSP (issue 12)
export { applySecurityHeaders, contentSecurityPolicy, createNonce, inlineScriptHashes, isTls } from "./lib/security-headers";
export type { InlineScripts, PolicyOptions } from "./lib/security-headers";

// Gzip of server-rendered HTML
export { gzipHtmlResponse } from "./lib/compress";

// Paths no page has: the §2 404 page instead of a bare 400
export { NOT_FOUND_PATH, isMalformedPath, notFoundRequest } from "./lib/malformed-url";
