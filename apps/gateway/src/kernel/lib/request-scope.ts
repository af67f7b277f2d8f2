import { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";

/** Per-request values every layer may read without threading them through calls. */
export interface RequestScope {
  /** From a valid `x-request-id` header, else a new UUID; echoed in the response. */
  requestId: string;
  /** Child logger bound to the request id. */
  log: Logger;
  /** The client's address (http/request-info.ts clientIpOf); null when unknown. */
  clientIp?: string | null;
  /** Set by the request rules when every root field of the operation is a catalogue read. */
  catalogRead?: boolean;
  /** `Set-Cookie` values a resolver asked for ({@link setResponseCookie}); the HTTP handler adds them. */
  responseCookies?: string[];
}

/**
 * Set by the HTTP handler around each request (server.ts). maskError uses it to log masked
 * errors with their request id; GraphQL resolvers get the same values on their context.
 */
export const requestScope = new AsyncLocalStorage<RequestScope>();

/**
 * Adds a `Set-Cookie` to the answer of the current request (a resolver's cookie, e.g. WeChat
 * sign-in's state). The answer is then `private, no-store`: a cookie is one shopper's.
 * Throws outside a request (a bug: the cookie would be lost).
 */
export function setResponseCookie(cookie: string): void {
  const scope = requestScope.getStore();
  if (!scope) throw new Error("setResponseCookie outside a request");
  (scope.responseCookies ??= []).push(cookie);
}
