/**
 * The storefront's request pipeline (issues 11 and 12) around a framework's renderer: the page
 * cache (a guest and a member shell, issue 27 §1) in front of it, upstream caches behind it, a CSP nonce per request,
 * the security headers and gzip on the way out. Plain `Request`/`Response`: the app passes in its
 * renderer (TanStack Start's `createStartHandler(...)`) and reads nothing of the framework here.
 */
import { gzipSync } from "node:zlib";
import { COOKIE_NAMES, parseWindowSizeCookie, readCookie } from "@xunlan/validation";
import { gzipHtmlResponse } from "./compress";
import { guessPlatform } from "./cookies";
import {
  type CachedPage,
  createPageCache,
  isCacheablePath,
  type PageCache,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  pageCacheKey,
  privateIfSetsCookie,
} from "./page-cache";
import { MEMBER_SHELL_CACHE_CONTROL, PAGE_SHELL_HEADER, type PageShell, pageShellOf, shellCacheKey, shellRequest } from "./page-shell";
import { matchProxyRule, socketAddressOf } from "./proxy";
import { applySecurityHeaders, CSP_NONCE_HEADER, contentSecurityPolicy, createNonce, inlineScriptHashes } from "./security-headers";
import { createUpstreamCaches, type UpstreamCaches, upstreamCounter } from "./upstream-cache";
import { upstreamRegistry } from "./upstream-registry";

/** What the edge reads of the app's environment (the storefront's validated `getEnv()` fits). */
export interface EdgeEnv {
  /** `production` turns the Content-Security-Policy on (development's vite client injects inline scripts). */
  NODE_ENV: string;
  /** The gateway: `/graphql`, `/catalog-generation`, guest tokens, pictures, sandbox pages. */
  GATEWAY_URL: string;
  /** Where the §7 content documents are published (`/json/publish/*`). */
  CONTENT_BASE_URL: string;
  /** Where pictures are redirected to, allowed by the policy's img-src and media-src. */
  IMAGE_ORIGIN?: string | undefined;
}

/** Options of {@link createStorefrontHandler}. */
export interface StorefrontHandlerOptions<Options> {
  /** The framework's renderer: a request (with the nonce in {@link CSP_NONCE_HEADER}) in, a response out. */
  render: (request: Request, options: Options) => Response | Promise<Response>;
  /** The app's environment, read per request. */
  env: () => EdgeEnv;
  /** How often the gateway's catalogue generation is asked (a catalogue write purges within this); default 2 s, 0 never. */
  generationPollMs?: number;
  /** The upstream caches (tests); default a new process-wide set, published to `upstreamRegistry`. */
  upstream?: UpstreamCaches;
  /** The page cache (tests); default a new one. */
  pages?: PageCache;
}

/** What {@link createStorefrontHandler} returns. */
export interface StorefrontHandler<Options> {
  /** Answers one request: the server entry's `fetch`. */
  fetch(request: Request, options: Options): Promise<Response>;
  readonly upstream: UpstreamCaches;
  readonly pages: PageCache;
  /** Stops polling the catalogue generation (tests; the poll never keeps a process alive). */
  stop(): void;
}

const acceptsGzip = (request: Request) => /\bgzip\b/.test(request.headers.get("accept-encoding") ?? "");

function isHtml(response: Response): boolean {
  return response.status === 200 && (response.headers.get("content-type") ?? "").startsWith("text/html");
}

/** A page for the cache: the body (plain and gzipped once), the headers without any visitor's cookies. */
async function toCachedPage(response: Response): Promise<CachedPage> {
  const headers = [...response.headers].filter(
    ([name]) => !["set-cookie", "x-upstream-calls", "vary", "content-length", "content-encoding"].includes(name),
  );
  const body = await response.text();
  const bytes = new TextEncoder().encode(body) as Uint8Array<ArrayBuffer>;
  return {
    status: response.status,
    headers,
    body,
    bytes,
    gzip: gzipSync(bytes, { level: 6 }),
    storedAt: Date.now(),
    scriptHashes: inlineScriptHashes(body),
  };
}

/**
 * The storefront's request handler:
 *
 * - GET/HEAD of a cacheable page is answered from the page cache (fresh 60 s, then stale while one
 *   background render refreshes it), purged whenever the upstream caches see content or the
 *   catalogue change; concurrent misses share one render. Every shopper gets one of two shells
 *   (page-shell.ts, issue 27 §1): the guest shell, or with the login flag cookie the member shell
 *   (its header signed in); each is rendered from a request made here without the shopper's
 *   token or cookies, so no shell holds anything of one shopper — the browser fills that after
 *   hydration. The member shell is `private` to CDNs (its bytes differ by cookie). Personal
 *   paths (the bag, checkout, the member centre…) render fresh with `private, no-store`.
 * - A page any visitor may share sets no cookie (issue 21 §8): a first visit gets the shared page
 *   as it is, and its render reads as nobody (server-clients.ts), so rendering it mints no token
 *   and writes nothing upstream. The guest token and the client id come with the visitor's first
 *   call to `/graphql` (the proxy mints the token; the browser client makes its id). A render that
 *   sets a cookie all the same is that visitor's alone: answered `private, no-store`, never kept.
 *   Whatever answers, a response with `Set-Cookie` is never `public` ({@link privateIfSetsCookie}).
 * - Every response counts what its render fetched upstream in `x-upstream-calls`, carries the
 *   security headers and, in production, a Content-Security-Policy: a cached page allows its
 *   inline scripts by hash, a fresh render by its own nonce, a proxied page none.
 * - A request the browser cancelled ends quietly with a bare 499; every other error is thrown on
 *   to the framework.
 */
export function createStorefrontHandler<Options>(options: StorefrontHandlerOptions<Options>): StorefrontHandler<Options> {
  const { env } = options;
  // Process-wide caches (issue 11): content documents and catalogue answers shared by every
  // render, and rendered page shells, purged when either changes upstream.
  const upstream = options.upstream ?? createUpstreamCaches();
  if (!options.upstream) upstreamRegistry.caches = upstream;
  const pages = options.pages ?? createPageCache();
  upstream.onChange(() => pages.purge());
  const pollMs = options.generationPollMs ?? 2_000;
  const poll =
    pollMs > 0
      ? setInterval(() => {
          void upstream.pollGeneration(env().GATEWAY_URL).catch(() => undefined);
        }, pollMs)
      : null;
  poll?.unref();

  /** Renders one request, counting its upstream calls into `x-upstream-calls`. */
  async function render(request: Request, renderOptions: Options): Promise<Response> {
    const scope = { calls: 0 };
    const response = await upstreamCounter.run(scope, () => options.render(request, renderOptions));
    const headers = new Headers(response.headers);
    headers.set("x-upstream-calls", String(scope.calls));
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  /**
   * Answers a cached page as it is: no cookie and no upstream call, whoever asks (a first visit's
   * §4 cookies come with its first `/graphql` call).
   */
  function fromCache(page: CachedPage, request: Request, state: "hit" | "stale" | "shared", shell: PageShell): Response {
    const headers = new Headers(page.headers);
    shellHeaders(headers, shell, "User-Agent, Accept-Encoding");
    headers.set("x-page-cache", state);
    // The page was rendered for someone else: its inline scripts are allowed by hash, not nonce.
    const { NODE_ENV, IMAGE_ORIGIN } = env();
    if (NODE_ENV === "production")
      headers.set("content-security-policy", contentSecurityPolicy({ hashes: page.scriptHashes }, { imageOrigin: IMAGE_ORIGIN }));
    headers.set("x-upstream-calls", "0");
    const gzip = acceptsGzip(request);
    if (gzip) headers.set("content-encoding", "gzip");
    const body = request.method === "HEAD" ? null : gzip ? page.gzip : page.bytes;
    const response = new Response(body, { status: page.status, headers });
    ownHeaders.add(response);
    return response;
  }

  /**
   * The caching headers of a shell: the guest shell `public` for a CDN (varying by user agent for
   * the platform), the member shell `private` (its bytes differ from the guest's by a cookie no
   * shared cache keys on; `Cookie` in Vary says so to any that reads it). `x-page-shell` names it.
   */
  function shellHeaders(headers: Headers, shell: PageShell, vary: string): void {
    headers.set("cache-control", shell === "member" ? MEMBER_SHELL_CACHE_CONTROL : PUBLIC_PAGE_CACHE_CONTROL);
    headers.set("vary", shell === "member" ? `${vary}, Cookie` : vary);
    headers.set("x-page-shell", shell);
  }

  /** Responses made here whose headers may be set in place (a fetched response's may not). */
  const ownHeaders = new WeakSet<Response>();

  /** Renders in flight per cache key: concurrent misses wait for one render. */
  const rendering = new Map<string, Promise<CachedPage | null>>();

  /**
   * Renders the `shell` of `request`'s page for the cache, from a request made here without the
   * shopper's token and cookies ({@link shellRequest}). The first caller gets the streamed
   * response (the head is flushed as soon as it is ready); the copy read beside it is what the
   * cache keeps. `signal`: the caller waiting for it (none for a background revalidation).
   */
  function renderForCache(
    key: string,
    shell: PageShell,
    request: Request,
    renderOptions: Options,
    signal?: AbortSignal,
  ): { response: Promise<Response>; page: Promise<CachedPage | null> } {
    let resolvePage!: (page: CachedPage | null) => void;
    const page = new Promise<CachedPage | null>((resolve) => (resolvePage = resolve));
    rendering.set(key, page);
    void page.finally(() => rendering.delete(key));
    // Rendered uncompressed (the shell request asks for no encoding: the cache keeps plain HTML
    // and one gzip copy); the first caller's stream is compressed here when it accepts gzip.
    const plain = shellRequest(request, shell, signal);
    const response = render(plain, renderOptions).then(
      (rendered) => {
        if (!isHtml(rendered) || !rendered.body) {
          resolvePage(null);
          return rendered;
        }
        if (rendered.headers.has("set-cookie")) {
          // A render that set a cookie showed something of this visitor's: theirs alone.
          resolvePage(null);
          const headers = new Headers(rendered.headers);
          headers.set("cache-control", PRIVATE_PAGE_CACHE_CONTROL);
          return gzipHtmlResponse(request, new Response(rendered.body, { status: rendered.status, headers }));
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
        shellHeaders(headers, shell, "User-Agent");
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

  /** Re-renders a stale shell in the background (nobody waits for it). */
  function revalidate(key: string, shell: PageShell, request: Request, renderOptions: Options): void {
    if (rendering.has(key)) return;
    const { response } = renderForCache(key, shell, request, renderOptions);
    void response.then((r) => r.body?.cancel()).catch(() => undefined);
  }

  async function handle(request: Request, renderOptions: Options): Promise<Response> {
    const url = new URL(request.url);
    if (request.method !== "GET" && request.method !== "HEAD") return render(request, renderOptions);
    const cookies = request.headers.get("cookie");
    // A personal page (the member centre, the bag…): rendered for the shopper, and a CDN is told
    // never to keep it.
    if (!isCacheablePath(url.pathname)) {
      const response = await render(request, renderOptions);
      if (isHtml(response)) response.headers.set("cache-control", PRIVATE_PAGE_CACHE_CONTROL);
      return response;
    }
    // Any other page: the shell the login flag chooses, the same bytes for every shopper who
    // gets it (issue 27 §1); what is theirs the browser fills after hydration.
    const shell = pageShellOf(cookies);
    const size = parseWindowSizeCookie(readCookie(cookies ?? "", COOKIE_NAMES.windowSize));
    const key = shellCacheKey(pageCacheKey(url, guessPlatform(size, request.headers.get("user-agent"))), shell);
    const cached = pages.get(key);
    if (cached) {
      if (cached.stale) revalidate(key, shell, request, renderOptions);
      return fromCache(cached.page, request, cached.stale ? "stale" : "hit", shell);
    }
    const inFlight = rendering.get(key);
    if (inFlight) {
      const page = await inFlight;
      if (page) return fromCache(page, request, "shared", shell);
    }
    return renderForCache(key, shell, request, renderOptions, request.signal).response;
  }

  /**
   * The security headers on every response (security-headers.ts). The HTML policy: a page from
   * the cache already carries its hash policy; a proxied page (the gateway's sandbox pages) runs
   * no inline script; a fresh render allows its own nonce. Development renders without a policy
   * (vite's client injects inline scripts).
   */
  function secured(request: Request, response: Response, nonce: string): Response {
    const { NODE_ENV, IMAGE_ORIGIN } = env();
    let policy: string | null = null;
    if (NODE_ENV === "production") {
      const proxied = matchProxyRule(new URL(request.url).pathname) !== undefined;
      policy = contentSecurityPolicy(proxied ? { hashes: [] } : { nonce }, { imageOrigin: IMAGE_ORIGIN });
    }
    if (ownHeaders.has(response)) {
      // A cached page's answer (its hash policy already set): the headers go on in place, the
      // body is not wrapped in a new response again.
      applySecurityHeaders(request, response.headers, policy);
      privateIfSetsCookie(response.headers);
      return response;
    }
    const headers = new Headers(response.headers);
    applySecurityHeaders(request, headers, policy);
    privateIfSetsCookie(headers);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  return {
    /**
     * The page cache in front of the renderer, and a request the browser cancelled (an image
     * scrolled away, a navigation away mid-render) ends quietly. A renderer rejects with the abort
     * reason — the socket error `aborted` (ECONNRESET) or an AbortError — and a server entry would
     * log that as an unhandled error; nobody is waiting for an answer, so it gets a bare 499
     * (client closed request) instead. Every other error goes on to the caller.
     */
    async fetch(request, renderOptions) {
      // One nonce per incoming request (issue 12), for the render and its Content-Security-Policy.
      const nonce = createNonce();
      try {
        return secured(request, await handle(withNonce(request, nonce), renderOptions), nonce);
      } catch (error) {
        if (request.signal.aborted) return new Response(null, { status: 499 });
        throw error;
      }
    },
    upstream,
    pages,
    stop() {
      if (poll) clearInterval(poll);
    },
  };
}

/** `request` with the render's nonce in {@link CSP_NONCE_HEADER} (pages are GET/HEAD; other methods go as they came, without the header). */
function withNonce(request: Request, nonce: string): Request {
  const headers = new Headers(request.headers);
  let copy: Request;
  // Only the handler asks for a page shell (a client's header would ask for a render of a
  // personal page without its shopper).
  headers.delete(PAGE_SHELL_HEADER);
  if (request.method !== "GET" && request.method !== "HEAD") {
    if (!request.headers.has(CSP_NONCE_HEADER) && !request.headers.has(PAGE_SHELL_HEADER)) return request;
    headers.delete(CSP_NONCE_HEADER);
    copy = new Request(request.url, {
      method: request.method,
      headers,
      body: request.body,
      signal: request.signal,
      duplex: "half",
    } as RequestInit);
  } else {
    headers.set(CSP_NONCE_HEADER, nonce);
    copy = new Request(request.url, { method: request.method, headers, signal: request.signal });
  }
  // The socket address (srvx's request.ip) goes with it: the proxy reports it to the gateway.
  const ip = socketAddressOf(request);
  if (ip) Object.defineProperty(copy, "ip", { value: ip });
  return copy;
}
