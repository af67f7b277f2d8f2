/**
 * Server-only caches of what every page render reads from upstream, shared by all requests of
 * this storefront process (issue 11: a warm render makes at most two upstream calls):
 *
 * - content documents (the §7 JSON at CONTENT_BASE_URL: config, announcement, page documents) are
 *   kept as an HTTP client (a CDN) would: fresh for the response's `max-age`, served stale while
 *   revalidating within `stale-while-revalidate`, revalidated with `If-None-Match` (304 keeps the
 *   copy). A missing document (404) is remembered for {@link NOT_FOUND_TTL_MS}.
 * - GraphQL answers the gateway marks as shopper-independent catalogue reads (the
 *   `x-catalog-generation` header: categories, colours, styles, stock, listings) are kept while
 *   the gateway's catalogue generation stays the same; {@link UpstreamCaches.pollGeneration}
 *   asks the gateway every few seconds and drops them when it changed.
 *
 * Either kind of change (a document whose body changed, a new catalogue generation) is announced
 * to `onChange` listeners: the page cache purges its rendered HTML.
 *
 * Concurrent requests for the same resource share one upstream request. Each real upstream
 * request is counted in the render's {@link upstreamCounter} scope (the `x-upstream-calls`
 * response header), so tests and the bench can see how many calls a render made.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { persistedHashOf, persistedOperation } from "@xunlan/api-client/server";

/** The header of a gateway answer that may be cached until the catalogue generation changes. */
export const CATALOG_GENERATION_HEADER = "x-catalog-generation";

/** How long a 404 document is remembered when the response names no lifetime. */
export const NOT_FOUND_TTL_MS = 60_000;

/** Upstream requests made while handling one page request (read by the handler, handler.ts). */
export const upstreamCounter = new AsyncLocalStorage<{ calls: number }>();

const countCall = () => {
  const scope = upstreamCounter.getStore();
  if (scope) scope.calls += 1;
};

interface HttpEntry {
  status: number;
  body: string;
  contentType: string;
  etag: string | null;
  storedAt: number;
  maxAgeMs: number;
  staleMs: number;
}

interface CatalogEntry {
  body: string;
  contentType: string;
  generation: string;
}

/** Parsed `Cache-Control` (only what a shared client needs). */
export function parseCacheControl(header: string | null): { maxAgeMs: number; staleMs: number; noStore: boolean } {
  const result = { maxAgeMs: 0, staleMs: 0, noStore: false };
  if (!header) return result;
  for (const part of header.toLowerCase().split(",")) {
    const [name, value] = part.trim().split("=") as [string, string | undefined];
    const seconds = Number(value);
    if (name === "no-store" || name === "private") result.noStore = true;
    else if (name === "no-cache") result.maxAgeMs = 0;
    else if ((name === "max-age" || name === "s-maxage") && Number.isFinite(seconds))
      result.maxAgeMs = Math.max(result.maxAgeMs, seconds * 1000);
    else if (name === "stale-while-revalidate" && Number.isFinite(seconds)) result.staleMs = seconds * 1000;
  }
  return result;
}

/** Options of {@link createUpstreamCaches}. */
export interface UpstreamCacheOptions {
  fetch?: typeof fetch;
  /** Clock for tests. */
  now?: () => number;
  /** Most catalogue answers kept (least recently used dropped first); default 2 000. */
  maxCatalogEntries?: number;
}

export interface UpstreamCaches {
  /** `fetch` for the content client: GET requests go through the HTTP cache. */
  contentFetch: typeof fetch;
  /** `fetch` for the API client: catalogue answers are reused within one catalogue generation. */
  graphqlFetch: typeof fetch;
  /** Called after content or the catalogue changed upstream. */
  onChange(listener: (reason: "content" | "catalog") => void): () => void;
  /** Asks `{gateway}/catalog-generation` once; drops the catalogue answers when it moved. */
  pollGeneration(gatewayUrl: string): Promise<void>;
  /** Drops everything (tests). */
  clear(): void;
  readonly stats: { upstream: number; contentHits: number; catalogHits: number };
}

/**
 * A GraphQL body that runs a mutation: a text starting `mutation`, as api-client posts it, or the
 * hash of a generated mutation (persisted documents, issue 21 §2: the server's clients send
 * `{"extensions":{"persistedQuery":…}}` in production).
 */
export function isMutationBody(body: string): boolean {
  if (body.startsWith('{"query":"mutation')) return true;
  if (!body.startsWith('{"extensions"')) return false;
  let params: unknown;
  try {
    params = JSON.parse(body);
  } catch {
    return false;
  }
  const hash = persistedHashOf(params);
  return hash !== null && persistedOperation(hash)?.kind === "mutation";
}

export function createUpstreamCaches(options: UpstreamCacheOptions = {}): UpstreamCaches {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? Date.now;
  const maxCatalogEntries = options.maxCatalogEntries ?? 2_000;
  const listeners = new Set<(reason: "content" | "catalog") => void>();
  const http = new Map<string, HttpEntry>();
  const httpInFlight = new Map<string, Promise<HttpEntry>>();
  const catalog = new Map<string, CatalogEntry>();
  const catalogInFlight = new Map<string, Promise<{ body: string; contentType: string; status: number; headers: Headers }>>();
  let generation: string | null = null;
  const stats = { upstream: 0, contentHits: 0, catalogHits: 0 };

  const emit = (reason: "content" | "catalog") => {
    for (const listener of listeners) listener(reason);
  };

  const setGeneration = (next: string) => {
    if (generation === next) return;
    const changed = generation !== null;
    generation = next;
    catalog.clear();
    if (changed) emit("catalog");
  };

  async function revalidate(url: string, init: RequestInit | undefined, previous: HttpEntry | undefined): Promise<HttpEntry> {
    const headers = new Headers(init?.headers);
    if (previous?.etag) headers.set("if-none-match", previous.etag);
    stats.upstream += 1;
    countCall();
    let response: Response;
    try {
      response = await fetchImpl(url, { ...init, method: "GET", headers });
    } catch (error) {
      // stale-if-error: a copy we have beats a failed page.
      if (previous) return previous;
      throw error;
    }
    const control = parseCacheControl(response.headers.get("cache-control"));
    if (response.status === 304 && previous) {
      await response.body?.cancel().catch(() => undefined);
      const refreshed = { ...previous, storedAt: now(), maxAgeMs: control.maxAgeMs, staleMs: control.staleMs };
      http.set(url, refreshed);
      return refreshed;
    }
    const body = await response.text();
    const entry: HttpEntry = {
      status: response.status,
      body,
      contentType: response.headers.get("content-type") ?? "application/json",
      etag: response.headers.get("etag"),
      storedAt: now(),
      maxAgeMs: response.status === 404 && !response.headers.has("cache-control") ? NOT_FOUND_TTL_MS : control.maxAgeMs,
      staleMs: control.staleMs,
    };
    if ((response.status === 200 || response.status === 404) && !control.noStore) {
      http.set(url, entry);
      if (previous && (previous.body !== body || previous.status !== entry.status)) emit("content");
    } else if (previous && response.status >= 500) {
      return previous;
    }
    return entry;
  }

  const toResponse = (entry: { status: number; body: string; contentType: string }, extra?: Record<string, string>) =>
    new Response(entry.body, { status: entry.status, headers: { "content-type": entry.contentType, ...extra } });

  const contentFetch: typeof fetch = async (input, init) => {
    const method = (init?.method ?? "GET").toUpperCase();
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (method !== "GET") {
      stats.upstream += 1;
      countCall();
      return fetchImpl(input, init);
    }
    const entry = http.get(url);
    const age = entry ? now() - entry.storedAt : Infinity;
    if (entry && age < entry.maxAgeMs) {
      stats.contentHits += 1;
      return toResponse(entry);
    }
    const shared = () => {
      let pending = httpInFlight.get(url);
      if (!pending) {
        // The caller's abort signal must not cancel a revalidation others share.
        const { signal: _signal, ...rest } = init ?? {};
        pending = revalidate(url, rest, entry).finally(() => httpInFlight.delete(url));
        httpInFlight.set(url, pending);
      }
      return pending;
    };
    if (entry && age < entry.maxAgeMs + entry.staleMs) {
      stats.contentHits += 1;
      void shared().catch(() => undefined);
      return toResponse(entry);
    }
    return toResponse(await shared());
  };

  const graphqlFetch: typeof fetch = async (input, init) => {
    const body = typeof init?.body === "string" ? init.body : null;
    if (!body || (init?.method ?? "GET").toUpperCase() !== "POST") {
      stats.upstream += 1;
      countCall();
      return fetchImpl(input, init);
    }
    const headers = new Headers(init?.headers);
    // Catalogue answers depend on the request body and Platform only (the gateway's cache key).
    const key = `${headers.get("platform") ?? ""}\n${body}`;
    const hit = catalog.get(key);
    if (hit && hit.generation === generation) {
      stats.catalogHits += 1;
      catalog.delete(key);
      catalog.set(key, hit);
      return toResponse({ status: 200, body: hit.body, contentType: hit.contentType });
    }
    // Mutations (a guest token, a login) are never shared between requests.
    if (isMutationBody(body)) {
      stats.upstream += 1;
      countCall();
      return fetchImpl(input, init);
    }
    let pending = catalogInFlight.get(key);
    const owner = !pending;
    if (!pending) {
      stats.upstream += 1;
      countCall();
      pending = fetchImpl(input, init)
        .then(async (response) => ({
          status: response.status,
          headers: response.headers,
          contentType: response.headers.get("content-type") ?? "application/json",
          body: await response.text(),
        }))
        .finally(() => catalogInFlight.delete(key));
      catalogInFlight.set(key, pending);
    }
    const result = await pending;
    const readUnder = result.headers.get(CATALOG_GENERATION_HEADER);
    // Only a complete catalogue answer is the same for every shopper. An answer with errors
    // depends on the request that was sent: above all '401' for the owner's rejected token
    // (a cookie token=not-a-real-token), which kept or shared would make every other shopper's
    // render clear its token and fail again on the retry — a 500 for everyone (page fuzzer, issue 12).
    const complete = readUnder !== null && result.status === 200 && !result.body.includes('"errors"');
    if (owner && complete) {
      setGeneration(readUnder);
      catalog.set(key, { body: result.body, contentType: result.contentType, generation: readUnder });
      while (catalog.size > maxCatalogEntries) catalog.delete(catalog.keys().next().value!);
    } else if (!owner && !complete) {
      // A shared answer that was not a complete catalogue read (it may carry a token or an
      // error of the owner's request): never share it.
      stats.upstream += 1;
      countCall();
      return fetchImpl(input, init);
    }
    return new Response(result.body, { status: result.status, headers: result.headers });
  };

  return {
    contentFetch,
    graphqlFetch,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async pollGeneration(gatewayUrl) {
      const response = await fetchImpl(`${gatewayUrl}/catalog-generation`, { headers: { accept: "application/json" } });
      if (!response.ok) return;
      const { generation: next } = (await response.json()) as { generation: string | null };
      if (next) setGeneration(next);
    },
    clear() {
      http.clear();
      catalog.clear();
      generation = null;
    },
    stats,
  };
}
