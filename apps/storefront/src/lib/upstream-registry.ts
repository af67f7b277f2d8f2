import type { UpstreamCaches } from "./upstream-cache";

/**
 * Where the server entry (src/server.ts) puts the process-wide upstream caches, so that
 * createClients' server half can use them without this isomorphic code importing a server-only
 * module (node:async_hooks) into the browser bundle. Null in the browser and in unit tests.
 */
export const upstreamRegistry: { caches: Pick<UpstreamCaches, "contentFetch" | "graphqlFetch"> | null } = { caches: null };
