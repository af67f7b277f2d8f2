import { createStartHandler, defaultStreamHandler } from "@tanstack/react-start/server";
import { createServerEntry } from "@tanstack/react-start/server-entry";
import { COOKIE_NAMES, parseWindowSizeCookie, readCookie, serializeCookie } from "@xunlan/validation";
import { getEnv } from "./env";
import { gzipSync } from "node:zlib";
import { gzipHtmlResponse } from "./lib/compress";
import { headerSafe, mintGuestToken, secureCookiesFor, setTokenCookie, tokenFromCookies } from "@xunlan/session/server";
import { CID_MAX_AGE_SECONDS, guessPlatform } from "./lib/cookies";
import {
  type CachedPage,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  createPageCache,
  isCacheablePath,
  isPersonalRequest,
  mayFillSharedCache,
  pageCacheKey,
} from "./lib/page-cache";
import { matchProxyRule, setClientAddress, socketAddressOf } from "./lib/proxy";
import { CSP_NONCE_HEADER, applySecurityHeaders, contentSecurityPolicy, createNonce, inlineScriptHashes } from "./lib/security-headers";
import { createUpstreamCaches, upstreamCounter } from "./lib/upstream-cache";
import { upstreamRegistry } from "./lib/upstream-registry";

const startFetch = createStartHandler(defaultStreamHandler);

// Process-wide caches (issue 11): content documents and catalogue answers shared by every
// render, and rendered HTML for anonymous shoppers, purged when either changes upstream.
const upstream = createUpstreamCaches();
upstreamRegistry.caches = upstream;
const pages = createPageCache();
upstream.onChange(() => pages.purge());
/** How often the gateway's catalogue generation is asked (a catalogue write purges within this). */
const GENERATION_POLL_MS = 2_000;
const poll = setInterval(() => {
  void upstream.pollGeneration(getEnv().GATEWAY_URL).catch(() => undefined);
}, GENERATION_POLL_MS);
poll.unref();

/** Renders one request, counting its upstream calls into `x-upstream-calls`. */
async function render(request: Request, options: Parameters<typeof startFetch>[1]): Promise<Response> {
  const scope = { calls: 0 };
  const response = await upstreamCounter.run(scope, () => startFetch(request, options));
  const headers = new Headers(response.headers);
  headers.set("x-upstream-calls", String(scope.calls));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** A page for the cache: the body (plain and gzipped once), the headers without any visitor's cookies. */
async function toCachedPage(response: Response): Promise<CachedPage> {
  const headers = [...response.headers].filter(
    ([name]) => !["set-cookie", "x-upstream-calls", "vary", "content-length", "content-encoding"].includes(name),
  );
  const body = await response.text();
  return { status: response.status, headers, body, gzip: gzipSync(body, { level: 6 }), storedAt: Date.now(), scriptHashes: inlineScriptHashes(body) };
}

const acceptsGzip = (request: Request) => /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");

function isHtml(response: Response): boolean {
  return response.status === 200 && (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/**
 * A guest token for a first visit answered from the cache (spec §4: the guest token comes first
 * and is set as a cookie, HttpOnly: @xunlan/session/server). Signed by the gateway, so it costs
 * the gateway no write; null when the gateway does not answer (the /graphql proxy mints one when
 * the browser first calls).
 */
async function guestTokenFor(cid: string, request: Request): Promise<string | null> {
  const headers = setClientAddress(new Headers({ "x-cookie-id": cid }), socketAddressOf(request));
  return (await mintGuestToken(getEnv().GATEWAY_URL, headers))?.token ?? null;
}

/**
 * Answers a cached page. A visitor without the §4 cookies still gets them (headers, not in the
 * cache): a client id, and a guest token (the one upstream call a cached answer can make).
 */
async function fromCache(page: CachedPage, request: Request, state: "hit" | "stale" | "shared"): Promise<Response> {
  const headers = new Headers(page.headers);
  headers.set("cache-control", PUBLIC_PAGE_CACHE_CONTROL);
  headers.set("vary", "User-Agent, Accept-Encoding");
  headers.set("x-page-cache", state);
  // The page was rendered for someone else: its inline scripts are allowed by hash, not nonce.
  if (getEnv().NODE_ENV === "production") headers.set("content-security-policy", contentSecurityPolicy({ hashes: page.scriptHashes }, { imageOrigin: getEnv().IMAGE_ORIGIN }));
  const cookies = request.headers.get("cookie") ?? "";
  const cookieBase = { path: "/", sameSite: "lax" } as const;
  // Malformed values (a stray non-ASCII cid, token=%00) count as absent, as in lib/clients.ts:
  // they cannot be sent upstream as headers.
  let cid = headerSafe(readCookie(cookies, COOKIE_NAMES.clientId));
  if (!cid) {
    cid = crypto.randomUUID();
    headers.append("set-cookie", serializeCookie(COOKIE_NAMES.clientId, cid, { ...cookieBase, maxAge: CID_MAX_AGE_SECONDS }));
  }
  let calls = 0;
  if (!tokenFromCookies(cookies)) {
    calls += 1;
    const token = await guestTokenFor(cid, request);
    if (token) headers.append("set-cookie", setTokenCookie(token, secureCookiesFor(request)));
  }
  headers.set("x-upstream-calls", String(calls));
  const gzip = acceptsGzip(request);
  if (gzip) headers.set("content-encoding", "gzip");
  const body = request.method === "HEAD" ? null : gzip ? page.gzip : page.body;
  return new Response(body, { status: page.status, headers });
}

/** Renders in flight per cache key: concurrent misses wait for one render. */
const rendering = new Map<string, Promise<CachedPage | null>>();

/**
 * Renders `request` for the cache. The first caller gets the streamed response (the head is
 * flushed as soon as it is ready); the copy read beside it is what the cache keeps.
 */
function renderForCache(
  key: string,
  request: Request,
  options: Parameters<typeof startFetch>[1],
): { response: Promise<Response>; page: Promise<CachedPage | null> } {
  let resolvePage!: (page: CachedPage | null) => void;
  const page = new Promise<CachedPage | null>((resolve) => (resolvePage = resolve));
  rendering.set(key, page);
  void page.finally(() => rendering.delete(key));
  // Rendered uncompressed (the cache keeps plain HTML and one gzip copy); the first caller's
  // stream is compressed here when it accepts gzip.
  const plainHeaders = new Headers(request.headers);
  plainHeaders.delete("accept-encoding");
  const plain = new Request(request.url, { method: request.method, headers: plainHeaders, signal: request.signal });
  const response = render(plain, options).then(
    (rendered) => {
      if (!isHtml(rendered) || !rendered.body) {
        resolvePage(null);
        return rendered;
      }
      const [toClient, toCache] = rendered.body.tee();
      const headers = new Headers(rendered.headers);
      toCachedPage(new Response(toCache, { status: rendered.status, headers: rendered.headers })).then(
        (cached) => {
          pages.set(key, cached);
          resolvePage(cached);
        },
        () => resolvePage(null),
      );
      headers.set("cache-control", PUBLIC_PAGE_CACHE_CONTROL);
      headers.set("vary", "User-Agent");
      headers.set("x-page-cache", "miss");
      return gzipHtmlResponse(request, new Response(toClient, { status: rendered.status, headers }));
    },
    (error: unknown) => {
      resolvePage(null);
      throw error;
    },
  );
  return { response, page };
}

/** Re-renders a stale page in the background as a cookieless visitor of the same platform would. */
function revalidate(key: string, request: Request, options: Parameters<typeof startFetch>[1]): void {
  if (rendering.has(key)) return;
  const headers = new Headers();
  for (const name of ["user-agent", "accept", "accept-language", "host", "x-forwarded-proto", "x-forwarded-host"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const size = readCookie(request.headers.get("cookie") ?? "", COOKIE_NAMES.windowSize);
  if (size) headers.set("cookie", `${COOKIE_NAMES.windowSize}=${size}`);
  const { response } = renderForCache(key, new Request(request.url, { headers }), options);
  void response.then((r) => r.body?.cancel()).catch(() => undefined);
}

async function handle(request: Request, options: Parameters<typeof startFetch>[1]): Promise<Response> {
  const url = new URL(request.url);
  if (request.method !== "GET" && request.method !== "HEAD") return render(request, options);
  const cookies = request.headers.get("cookie");
  // A personal page (the member centre, the bag…) or shopper: rendered for them, and a CDN is told
  // never to keep it.
  if (!isCacheablePath(url.pathname) || isPersonalRequest(cookies)) {
    const response = await render(request, options);
    if (isHtml(response)) response.headers.set("cache-control", PRIVATE_PAGE_CACHE_CONTROL);
    return response;
  }
  const size = parseWindowSizeCookie(readCookie(cookies ?? "", COOKIE_NAMES.windowSize));
  const key = pageCacheKey(url, guessPlatform(size, request.headers.get("user-agent")));
  const cached = pages.get(key);
  if (cached) {
    if (cached.stale) revalidate(key, request, options);
    return fromCache(cached.page, request, cached.stale ? "stale" : "hit");
  }
  const inFlight = rendering.get(key);
  if (inFlight) {
    const page = await inFlight;
    if (page) return fromCache(page, request, "shared");
  }
  if (!mayFillSharedCache(cookies)) {
    // A returning shopper's render may show what their token holds: theirs alone.
    const response = await render(request, options);
    if (isHtml(response)) response.headers.set("cache-control", PRIVATE_PAGE_CACHE_CONTROL);
    return response;
  }
  return renderForCache(key, request, options).response;
}

/**
 * Server entry: the page cache in front of Start's handler, and a request the browser cancelled
 * (an image scrolled away, a navigation away mid-render) ends quietly. Start's middleware runner
 * rejects with the abort reason — srvx's socket error `aborted` (ECONNRESET) or an AbortError —
 * and its default entry would log that as an unhandled error; nobody is waiting for an answer, so
 * it gets a bare 499 (client closed request) instead. Every other error goes to Start's handling.
 */
export default createServerEntry({
  async fetch(request, options) {
    try {
      return secured(request, await handle(withNonce(request, nonceFor(request)), options), nonceFor(request));
    } catch (error) {
      if (request.signal.aborted) return new Response(null, { status: 499 });
      throw error;
    }
  },
});

/** One nonce per incoming request (issue 12), for the render and its Content-Security-Policy. */
const nonces = new WeakMap<Request, string>();
function nonceFor(request: Request): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = createNonce();
    nonces.set(request, nonce);
  }
  return nonce;
}

/** `request` with the render's nonce in {@link CSP_NONCE_HEADER} (pages are GET/HEAD; other methods go as they came, without the header). */
function withNonce(request: Request, nonce: string): Request {
  const headers = new Headers(request.headers);
  let copy: Request;
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!headers.has(CSP_NONCE_HEADER)) return request;
    headers.delete(CSP_NONCE_HEADER);
    copy = new Request(request.url, { method: request.method, headers, body: request.body, signal: request.signal, duplex: "half" } as RequestInit);
  } else {
    headers.set(CSP_NONCE_HEADER, nonce);
    copy = new Request(request.url, { method: request.method, headers, signal: request.signal });
  }
  // The socket address (srvx's request.ip) goes with it: the proxy reports it to the gateway.
  const ip = socketAddressOf(request);
  if (ip) Object.defineProperty(copy, "ip", { value: ip });
  return copy;
}

/**
 * The security headers on every response (src/lib/security-headers.ts). The HTML policy: a page
 * from the cache already carries its hash policy; a proxied page (the gateway's sandbox pages)
 * runs no inline script; a fresh render allows its own nonce. Development renders without a
 * policy (vite's client injects inline scripts).
 */
function secured(request: Request, response: Response, nonce: string): Response {
  const headers = new Headers(response.headers);
  const env = getEnv();
  let policy: string | null = null;
  if (env.NODE_ENV === "production") {
    const proxied = matchProxyRule(new URL(request.url).pathname) !== undefined;
    policy = contentSecurityPolicy(proxied ? { hashes: [] } : { nonce }, { imageOrigin: env.IMAGE_ORIGIN });
  }
  applySecurityHeaders(request, headers, policy);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
