import { isMalformedPath, notFoundRequest } from "@xunlan/edge";
import { defineErrorHandler } from "nitro";
import { useNitroApp } from "nitro/app";

/**
 * Nitro's error handler for what never reaches the app: the server refuses a path it cannot
 * decode (`/explore/%E0%A4%A`, a shared link cut in the middle of an escape) with a bare JSON
 * 400 before any route runs. Such a path is no page of the store, so it gets the §2 404 page
 * (rendered by the app at /error-404, status 404). Anything else falls through to Nitro's own
 * handler.
 */
export default defineErrorHandler(async (error, event) => {
  if (error.status !== 400 || !isMalformedPath(new URL(event.req.url).pathname)) return undefined;
  return useNitroApp().fetch(notFoundRequest(event.req as Request));
});
