import { createIsomorphicFn } from "@tanstack/react-start";
import { getRequestUrl } from "@tanstack/react-start/server";

/**
 * The shop's origin for absolute URLs (canonical links, JSON-LD): the request's origin on the
 * server, the page's in the browser.
 */
export const siteOrigin = createIsomorphicFn()
  .server(() => getRequestUrl().origin)
  .client(() => window.location.origin);
