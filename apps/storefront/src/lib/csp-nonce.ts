import { createIsomorphicFn } from "@tanstack/react-start";
import { getRequestHeader } from "@tanstack/react-start/server";
import { CSP_NONCE_HEADER } from "@xunlan/edge/shared";

/**
 * The render's CSP nonce (set by @xunlan/edge's handler in the server entry, src/server.ts), for the router's
 * `ssr.nonce`: TanStack Router stamps it on every script and style it renders. The browser
 * never needs it (undefined there).
 */
export const renderNonce = createIsomorphicFn()
  .server((): string | undefined => getRequestHeader(CSP_NONCE_HEADER) || undefined)
  .client((): string | undefined => undefined);
