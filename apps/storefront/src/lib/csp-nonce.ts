import { createIsomorphicFn } from "@tanstack/react-start";
import { getRequestHeader } from "@tanstack/react-start/server";

/** Request header through which the server entry hands the render its nonce (a client's value is replaced). */
export const CSP_NONCE_HEADER = "x-xunlan-csp-nonce";

/**
 * The render's CSP nonce (set by the server entry, src/server.ts), for the router's
 * `ssr.nonce`: TanStack Router stamps it on every script and style it renders. The browser
 * never needs it (undefined there).
 */
export const renderNonce = createIsomorphicFn()
  .server((): string | undefined => getRequestHeader(CSP_NONCE_HEADER) || undefined)
  .client((): string | undefined => undefined);
