import { describe, expect, it } from "vitest";
import {
  createPageCache,
  isCacheablePath,
  PAGE_FRESH_MS,
  PAGE_STALE_MS,
  PRIVATE_PAGE_CACHE_CONTROL,
  PUBLIC_PAGE_CACHE_CONTROL,
  pageCacheKey,
  privateIfSetsCookie,
} from "./page-cache";

const page = (body: string, storedAt: number) => ({
  status: 200,
  headers: [["content-type", "text/html"]] as [string, string][],
  body,
  bytes: new TextEncoder().encode(body) as Uint8Array<ArrayBuffer>,
  gzip: new Uint8Array(0),
  storedAt,
  scriptHashes: [],
});

describe("page cache (issue 11)", () => {
  it("keys by platform, path and the query without tracking parameters, in a stable order", () => {
    const key = (href: string, platform = "Mobile") => pageCacheKey(new URL(href, "http://shop.test"), platform);
    expect(key("/explore/men?sort=price&page=2")).toBe("Mobile:/explore/men?page=2&sort=price");
    expect(key("/explore/men?page=2&sort=price&utm_source=wx&from=singlemessage&isappinstalled=0")).toBe(
      key("/explore/men?sort=price&page=2"),
    );
    // from=hidden changes the page (hidden categories), so it stays.
    expect(key("/explore/men?from=hidden")).toBe("Mobile:/explore/men?from=hidden");
    expect(key("/", "Desktop")).not.toBe(key("/", "Mobile"));
  });

  it("renders the member centre, the bag, checkout and sign-in fresh", () => {
    expect(isCacheablePath("/products/a/b")).toBe(true);
    expect(isCacheablePath("/")).toBe(true);
    // The shopper's own bag, checkout, payment result and looked-up orders (a guest's token may
    // hold a bag no cookie tells about: its /cart must never become every visitor's copy).
    for (const path of [
      "/cart",
      "/checkout",
      "/success",
      "/guest-order-detail",
      "/ucenter",
      "/ucenter/member",
      "/refund",
      "/refund/detail",
      "/login",
      "/reset",
      "/graphql",
      "/images/x.webp",
      "/json/publish/index.json",
      "/assets/main.js",
    ]) {
      expect({ path, cacheable: isCacheablePath(path) }).toEqual({ path, cacheable: false });
    }
  });

  it("caches pages whose names only start like a personal one", () => {
    // Other pages still cache: the guest search form and the size picker page are the same for all.
    expect(isCacheablePath("/guest-search-order")).toBe(true);
    expect(isCacheablePath("/cartoons")).toBe(true);
  });

  it("serves fresh, then stale while revalidating, then forgets; purges everything at once", () => {
    let now = 1_000;
    const cache = createPageCache({ now: () => now });
    cache.set("k", page("<html>1</html>", now));
    expect(cache.get("k")).toMatchObject({ stale: false });
    now += PAGE_FRESH_MS;
    expect(cache.get("k")).toMatchObject({ stale: true, page: { body: "<html>1</html>" } });
    now += PAGE_STALE_MS;
    expect(cache.get("k")).toBeUndefined();
    cache.set("a", page("a", now));
    cache.set("b", page("b", now));
    cache.purge();
    expect(cache.size).toBe(0);
  });

  it("drops the least recently used page beyond its bounds", () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set("a", page("a", Date.now()));
    cache.set("b", page("b", Date.now()));
    cache.get("a");
    cache.set("c", page("c", Date.now()));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
  });
});

describe("privateIfSetsCookie (issue 21 §8)", () => {
  const headers = (init: Record<string, string>, cookies: string[] = []) => {
    const h = new Headers(init);
    for (const cookie of cookies) h.append("set-cookie", cookie);
    return h;
  };

  it("makes any response that sets a cookie private, no-store, whatever it said", () => {
    for (const cacheControl of [
      PUBLIC_PAGE_CACHE_CONTROL,
      "public, max-age=600",
      "s-maxage=60",
      "max-age=60",
      "private, max-age=60",
      "no-cache",
      "private, no-store",
      null,
    ]) {
      const h = headers(cacheControl ? { "cache-control": cacheControl } : {}, ["token=t; Path=/; HttpOnly", "cid=c; Path=/"]);
      expect(privateIfSetsCookie(h).get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    }
  });

  it("leaves a response without cookies as it was: a shared page stays public", () => {
    expect(privateIfSetsCookie(headers({ "cache-control": PUBLIC_PAGE_CACHE_CONTROL })).get("cache-control")).toBe(
      PUBLIC_PAGE_CACHE_CONTROL,
    );
    expect(privateIfSetsCookie(headers({})).get("cache-control")).toBeNull();
  });
});
