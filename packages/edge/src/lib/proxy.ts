/**
 * Same-origin proxy (ARCHITECTURE.md "Processes and ports"): the browser only ever talks to the
 * storefront, which forwards these paths to the gateway (or the content CDN). In development
 * the storefront's vite `server.proxy` handles them (its vite.config.ts); in production its request
 * middleware calls `forwardSameOrigin` (forward.ts). Both read the table below, which is why this
 * file imports nothing.
 */
export interface ProxyRule {
  /** Path prefix, matched at a segment boundary. */
  prefix: string;
  /** Which upstream serves it. */
  upstream: "gateway" | "content";
  /**
   * Calls that carry the shopper's token (issue 12 §5): forwarded by `proxyGraphQL` of
   * graphql-proxy.ts (forward.ts), which adds it from the HttpOnly cookie — in
   * development too, where vite's plain proxy cannot.
   */
  tokenCookie?: true;
}

/** The paths the storefront forwards, in match order. */
export const PROXY_RULES: readonly ProxyRule[] = [
  { prefix: "/graphql", upstream: "gateway", tokenCookie: true },
  { prefix: "/json/publish/", upstream: "content" },
  { prefix: "/images/", upstream: "gateway" },
  { prefix: "/sandbox/", upstream: "gateway" },
  // issue 25 §5: the spec §7 REST paths and their OpenAPI document. `/api` is an API namespace,
  // not a page: the gateway answers every path under it (an unknown one with a JSON 404), and
  // the shopper's token travels in the Authorization header the caller sends.
  { prefix: "/api", upstream: "gateway" },
];

/** The rule a pathname falls under, if any. */
export function matchProxyRule(pathname: string): ProxyRule | undefined {
  return PROXY_RULES.find((rule) =>
    rule.prefix.endsWith("/") ? pathname.startsWith(rule.prefix) : pathname === rule.prefix || pathname.startsWith(`${rule.prefix}/`),
  );
}

/**
 * Headers that name the client: whatever the browser sent is dropped (it could say anything, and
 * the gateway's per-IP limits key on it), and the storefront states the address itself.
 */
const CLIENT_ADDRESS_HEADERS = ["x-forwarded-for", "x-real-ip", "forwarded"] as const;

/** `::ffff:203.0.113.5` → `203.0.113.5`; anything that is not an address → null. */
function plainAddress(address: string | null | undefined): string | null {
  const value = (address ?? "").trim();
  const unmapped = /^::ffff:\d+\.\d+\.\d+\.\d+$/i.test(value) ? value.slice(7) : value;
  return /^[0-9a-f.:]{2,45}$/i.test(unmapped) ? unmapped : null;
}

/**
 * Sets X-Forwarded-For and X-Real-IP to the address of the socket the request came in on,
 * after removing any the client sent (issue 12: the gateway trusts them only from this proxy).
 * Without a known address none are sent, and the gateway keys on the storefront's own.
 */
export function setClientAddress(headers: Headers, clientAddress: string | null | undefined): Headers {
  for (const name of CLIENT_ADDRESS_HEADERS) headers.delete(name);
  const address = plainAddress(clientAddress);
  if (address) {
    headers.set("x-forwarded-for", address);
    headers.set("x-real-ip", address);
  }
  return headers;
}

/** The socket address of a request as the node server (srvx) reports it, if any. */
export function socketAddressOf(request: Request): string | null {
  return (request as Request & { ip?: string }).ip ?? null;
}

// Hop-by-hop headers (RFC 9110 §7.6.1) plus ones fetch computes itself.
const DROPPED_REQUEST_HEADERS = [
  "connection",
  "keep-alive",
  "proxy-connection",
  "transfer-encoding",
  "upgrade",
  "te",
  "trailer",
  "host",
  "content-length",
  "accept-encoding",
];
const DROPPED_RESPONSE_HEADERS = ["connection", "keep-alive", "transfer-encoding", "content-encoding", "content-length"];

/**
 * True when the proxied call failed because the browser went away: it cancelled the request
 * (an image scrolled out of view, a navigation), the server aborted `request.signal`, and fetch
 * rejected with the abort reason (an AbortError, or the socket's ECONNRESET error). Nobody is
 * waiting for an answer then, so it is not a failure. The same errors with the signal still
 * live come from the upstream (the gateway reset the connection) and are real failures.
 */
export function isClientAbort(request: Request): boolean {
  return request.signal.aborted;
}

/**
 * The upstream URL and request headers for `request`: the same path and query on `upstreamBase`,
 * hop-by-hop headers dropped, the client's socket address as X-Forwarded-For
 * ({@link setClientAddress}), and X-Forwarded-Host/-Proto of the storefront's own URL.
 */
export function upstreamRequest(request: Request, upstreamBase: string, clientAddress: string | null): { target: URL; headers: Headers } {
  const url = new URL(request.url);
  const target = new URL(url.pathname + url.search, upstreamBase);
  const headers = new Headers(request.headers);
  for (const name of DROPPED_REQUEST_HEADERS) headers.delete(name);
  setClientAddress(headers, clientAddress);
  headers.set("x-forwarded-host", url.host);
  headers.set("x-forwarded-proto", url.protocol.replace(":", ""));
  return { target, headers };
}

/** The upstream's response headers without the hop-by-hop ones and those of its encoding. */
export function downstreamHeaders(upstream: Response): Headers {
  const headers = new Headers(upstream.headers);
  for (const name of DROPPED_RESPONSE_HEADERS) headers.delete(name);
  return headers;
}

/**
 * What the browser gets when the upstream call threw: 499 for a request it cancelled
 * ({@link isClientAbort}), quietly; otherwise a logged 502, a clear status instead of a hang.
 */
export function upstreamFailure(request: Request, target: URL, error: unknown): Response {
  // 499 (client closed request): nobody reads it, the status only keeps access logs honest.
  if (isClientAbort(request)) return new Response(null, { status: 499 });
  console.error(`[proxy] ${request.method} ${target.href} failed`, error);
  return new Response("Bad Gateway", { status: 502, headers: { "content-type": "text/plain" } });
}

/**
 * The largest request body the proxy forwards: the largest upload (a 10 MB return photo, the
 * gateway's sandbox store's own limit). More answers 413 before it is read (issue 21 §5): a
 * declared Content-Length at once, a longer or chunked body as soon as it passes the limit.
 */
export const MAX_PROXIED_BODY_BYTES = 10 * 1024 * 1024;

const payloadTooLarge = () =>
  new Response(JSON.stringify({ code: "413", message: "请求内容过大" }), {
    status: 413,
    headers: { "content-type": "application/json; charset=utf-8", connection: "close" },
  });

/** The body of `request`, or null as soon as it passes `max` bytes (the rest is never read). */
async function bodyAtMost(request: Request, max: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && !(Number(declared) <= max)) return null;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > max) {
      await reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return body;
}

/**
 * Forwards `request` to `upstreamBase` + the same path and query, streaming the body both ways,
 * with the client's socket address as X-Forwarded-For ({@link setClientAddress}).
 * A body over {@link MAX_PROXIED_BODY_BYTES} answers 413 before it is read.
 * Upstream failures become a 502 (logged) so the browser sees a clear status instead of a hang;
 * a request the browser cancelled is dropped quietly ({@link isClientAbort}). `/graphql` goes
 * through `proxyGraphQL` instead (the token cookie, {@link ProxyRule.tokenCookie}).
 */
export async function proxyRequest(
  request: Request,
  upstreamBase: string,
  clientAddress: string | null = socketAddressOf(request),
): Promise<Response> {
  const { target, headers } = upstreamRequest(request, upstreamBase, clientAddress);
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  try {
    const body = hasBody ? await bodyAtMost(request, MAX_PROXIED_BODY_BYTES) : undefined;
    if (body === null) return payloadTooLarge();
    const upstream = await fetch(target, {
      method: request.method,
      headers,
      body,
      redirect: "manual",
      signal: request.signal,
    });
    return new Response(upstream.body, {
      status: upstream.status,
      statusText: upstream.statusText,
      headers: downstreamHeaders(upstream),
    });
  } catch (error) {
    return upstreamFailure(request, target, error);
  }
}
