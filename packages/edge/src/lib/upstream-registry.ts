import type { UpstreamCaches } from "./upstream-cache";

/**
 * Where the handler (handler.ts, createStorefrontHandler) puts the process-wide upstream caches, so
 * that the app's server-side api and content clients can use them from isomorphic code (through
 * `@xunlan/edge/shared`) without importing a server-only module (node:async_hooks) into the
 * browser bundle. Null in the browser and in unit tests.
 */
export const upstreamRegistry: { caches: Pick<UpstreamCaches, "contentFetch" | "graphqlFetch"> | null } = { caches: null };
