/**
 * CORS of POST /graphql: only the storefront's own origins (env STOREFRONT_ORIGINS) may call
 * the gateway from a browser with credentials. Any other origin gets no
 * Access-Control-Allow-Origin at all, so a page on another site can neither read answers nor
 * send the preflighted calls (Authorization, JSON bodies). Applied around yoga and the catalogue
 * cache alike (a cache hit never passes through yoga's own CORS).
 */
export interface Cors {
  /** The answer to a preflight (OPTIONS): 204, with the CORS headers only for an allowed origin. */
  preflight(request: Request): Response;
  /** Adds the CORS headers for an allowed origin to a response's headers (and Vary: Origin always). */
  decorate(request: Request, headers: Headers): void;
}

/** Headers a browser may send cross-origin (spec §7 headers and the JSON body). */
const ALLOWED_HEADERS = "authorization, content-type, channel, platform, x-cookie-id, x-request-id, accept";

/** Creates the CORS policy for `origins` (normalised "scheme://host[:port]", no trailing slash). */
export function createCors(origins: readonly string[]): Cors {
  const allowed = new Set(origins);
  const allowHeaders = (request: Request): Record<string, string> | null => {
    const origin = request.headers.get("origin");
    if (origin === null || !allowed.has(origin)) return null;
    return {
      "access-control-allow-origin": origin,
      "access-control-allow-credentials": "true",
      "access-control-allow-methods": "GET, POST, OPTIONS",
      "access-control-allow-headers": ALLOWED_HEADERS,
      "access-control-expose-headers": "x-request-id",
      "access-control-max-age": "600",
    };
  };
  return {
    preflight(request) {
      const headers = new Headers({ "content-length": "0", vary: "Origin" });
      for (const [name, value] of Object.entries(allowHeaders(request) ?? {})) headers.set(name, value);
      return new Response(null, { status: 204, headers });
    },
    decorate(request, headers) {
      // Answers differ by Origin: a shared cache must not hand one origin's headers to another.
      headers.append("vary", "Origin");
      const cors = allowHeaders(request);
      if (!cors) return;
      for (const [name, value] of Object.entries(cors)) {
        if (name !== "access-control-allow-methods" && name !== "access-control-allow-headers" && name !== "access-control-max-age")
          headers.set(name, value);
      }
    },
  };
}
