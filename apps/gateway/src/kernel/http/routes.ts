import type { Logger } from "pino";

/**
 * A non-GraphQL HTTP route of the gateway. Routes are matched in order by path prefix; the
 * first whose `prefix` matches (exactly, or followed by "/") handles the request.
 *
 * Extension points: product images add `{ prefix: "/images", handle }` and sandbox providers
 * (payment, SMS, logistics fakes) add `{ prefix: "/sandbox", handle }` through
 * `createGateway({ routes })` in main.ts. Until then those prefixes answer a JSON 404.
 */
export interface HttpRoute {
  /** Path prefix without a trailing slash, e.g. "/json/publish". */
  prefix: string;
  /** Handles a request under `prefix`; `subpath` is the rest of the pathname ("" or "/…"). */
  handle(request: Request, context: RouteContext): Promise<Response> | Response;
}

/** What a route gets besides the request. */
export interface RouteContext {
  /** The pathname after the route's prefix, still percent-encoded. */
  subpath: string;
  requestId: string;
  log: Logger;
}

/** Finds the route for a pathname and the subpath after its prefix. */
export function matchRoute(routes: readonly HttpRoute[], pathname: string): { route: HttpRoute; subpath: string } | null {
  for (const route of routes) {
    if (pathname === route.prefix || pathname.startsWith(`${route.prefix}/`)) {
      return { route, subpath: pathname.slice(route.prefix.length) };
    }
  }
  return null;
}
