// Browser-safe surface of @xunlan/edge (`@xunlan/edge/shared`): the names and pure helpers both
// sides of the wire read — no Node built-ins, so a browser bundle may import it. Named exports
// only; types on their own lines.

// Cookies the edge reads (spec §4 client id, the bag's count) and the first render's layout guess
export { writeBagCountCookie } from "./lib/bag-cookie";
export { CID_MAX_AGE_SECONDS, guessPlatform, WINDOW_SIZE_MAX_AGE_SECONDS } from "./lib/cookies";

// The render's CSP nonce travels in this request header
export { CSP_NONCE_HEADER } from "./lib/csp-nonce";
// spec §2 legacy links
export { LEGACY_PARAMS, legacyRedirectTarget } from "./lib/legacy-links";
// The page shell the handler asks a render for travels in this request header (issue 27 §1)
export type { PageShell } from "./lib/page-shell-header";
export { PAGE_SHELL_HEADER } from "./lib/page-shell-header";
export type { ProxyRule } from "./lib/proxy";
// The same-origin proxy table (import-free: vite's dev proxy reads it too) and the client address
// every upstream call carries (the server's api client sets it too)
export { matchProxyRule, PROXY_RULES, setClientAddress } from "./lib/proxy";
// The dehydrated query data's transport form in the first HTML (issue 11 §3): arrays of like
// objects written as columns; the router's serialisation packs on the server and unpacks in the browser
export { packColumns, unpackColumns } from "./lib/query-columns";
// Where the handler publishes the process-wide upstream caches for the app's server clients
export { upstreamRegistry } from "./lib/upstream-registry";
