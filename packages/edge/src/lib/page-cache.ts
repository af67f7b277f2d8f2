/**
 * The page cache (issues 11, 27 §1): rendered HTML kept per path, normalised query, platform and
 * shell (page-shell.ts: guest or member), served fresh for {@link PAGE_FRESH_MS}, then stale
 * while one background render refreshes it (stale-while-revalidate) for up to
 * {@link PAGE_STALE_MS}; purged whole when the catalogue or content changes (upstream-cache.ts
 * announces it).
 *
 * Pages personal by nature render fresh every time: the member centre, the bag, checkout, the
 * login pages ({@link isCacheablePath}). The guest shell carries a `Cache-Control` a CDN can
 * honour (`s-maxage` + `stale-while-revalidate`, varying by user agent for the platform); the
 * member shell is `private`; personal pages `private, no-store`.
 */

/** Seconds a cached page is fresh (also the CDN's s-maxage). */
export const PAGE_FRESH_MS = 60_000;
/** How long after that a stale page may still be served while it is re-rendered. */
export const PAGE_STALE_MS = 10 * 60_000;

/** `Cache-Control` of a page any shopper without the login flag may be served (the guest shell). */
export const PUBLIC_PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_FRESH_MS / 1000}, stale-while-revalidate=${PAGE_STALE_MS / 1000}`;
/** `Cache-Control` of a page rendered for one shopper. */
export const PRIVATE_PAGE_CACHE_CONTROL = "private, no-store";

/**
 * Makes a response that sets a cookie `private, no-store` (issue 21 §8): a CDN or a shared proxy
 * that kept it would hand one visitor's cookie (a token, a client id) to every other, whatever
 * else the response said. A response without `Set-Cookie` keeps its own `Cache-Control`.
 * Changes `headers` in place and returns it.
 */
export function privateIfSetsCookie(headers: Headers): Headers {
  if (headers.getSetCookie().length > 0) headers.set("cache-control", PRIVATE_PAGE_CACHE_CONTROL);
  return headers;
}

/**
 * Paths whose pages are personal whatever the cookies say: the member centre, returns, sign-in,
 * and the pages that show the shopper's own bag, order or payment (the bag, checkout, the payment
 * result, a guest's looked-up orders) — a guest's token may hold a bag the bag_count cookie does
 * not tell about, and such a page must never become every visitor's copy.
 */
const PERSONAL_PATHS = /^\/(?:ucenter|login|reset|redirect|refund|cart|checkout|success|guest-order-detail)(?:\/|$)/;
/** Paths the storefront proxies or serves as files: never pages. */
const NOT_PAGES = /^\/(?:graphql|json|images|sandbox|assets|_serverFn|@|favicon)/;

/** Query parameters that only track where a visit came from (spec: WeChat and campaign links). */
const TRACKING = /^(?:utm_[a-z_]+|spm|isappinstalled|fbclid|gclid|_t)$/i;
const WECHAT_FROM = /^(?:singlemessage|groupmessage|timeline)$/;

/** True when the path is a page whose shells may be cached (not personal by nature, not a file or a proxied path). */
export function isCacheablePath(pathname: string): boolean {
  return !PERSONAL_PATHS.test(pathname) && !NOT_PAGES.test(pathname) && !/\.[a-z0-9]{1,5}$/i.test(pathname);
}

/**
 * The cache key: platform, path and the query without tracking parameters, sorted (so
 * `?b=1&a=2&utm_source=x` and `?a=2&b=1` share one page).
 */
export function pageCacheKey(url: URL, platform: string): string {
  const kept = [...url.searchParams].filter(([name, value]) => !TRACKING.test(name) && !(name === "from" && WECHAT_FROM.test(value)));
  kept.sort(([a, av], [b, bv]) => (a === b ? av.localeCompare(bv) : a.localeCompare(b)));
  const query = new URLSearchParams(kept).toString();
  return `${platform}:${url.pathname}${query ? `?${query}` : ""}`;
}

export interface CachedPage {
  status: number;
  headers: [string, string][];
  body: string;
  /**
   * The body as UTF-8, encoded once when stored: a hit sends these bytes. A string body was
   * converted (USVString) and encoded again for every hit — half of a hit's CPU on the 230 KB
   * home page.
   */
  bytes: Uint8Array<ArrayBuffer>;
  /** The body gzipped once when stored (most clients accept gzip). */
  gzip: Uint8Array<ArrayBuffer>;
  storedAt: number;
  /**
   * SHA-256 of each inline script (issue 12): a cached page is served to many shoppers, so its
   * Content-Security-Policy allows its inline scripts by hash, never by the nonce of the render
   * that produced it.
   */
  scriptHashes: string[];
}

export interface PageCache {
  get(key: string): { page: CachedPage; stale: boolean } | undefined;
  set(key: string, page: CachedPage): void;
  purge(): void;
  readonly size: number;
}

/** An LRU of rendered pages bounded by count and bytes. */
export function createPageCache(options: { maxEntries?: number; maxBytes?: number; now?: () => number } = {}): PageCache {
  const maxEntries = options.maxEntries ?? 2_000;
  const maxBytes = options.maxBytes ?? 256 * 1024 * 1024;
  const now = options.now ?? Date.now;
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  const drop = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.bytes.length + page.gzip.length;
    pages.delete(key);
  };
  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      const age = now() - page.storedAt;
      if (age >= PAGE_FRESH_MS + PAGE_STALE_MS) {
        drop(key);
        return undefined;
      }
      pages.delete(key);
      pages.set(key, page);
      return { page, stale: age >= PAGE_FRESH_MS };
    },
    set(key, page) {
      drop(key);
      pages.set(key, page);
      bytes += page.bytes.length + page.gzip.length;
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        drop(oldest);
      }
    },
    purge() {
      pages.clear();
      bytes = 0;
    },
    get size() {
      return pages.size;
    },
  };
}
