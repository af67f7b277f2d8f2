import { queryOptions } from "@tanstack/react-query";
import { createIsomorphicFn } from "@tanstack/react-start";
import { getEnv } from "../env";

/** How long the server trusts its last answer from the gateway's /health. */
const CACHE_MS = 60_000;
let cached: { sandbox: boolean; at: number } | undefined;

/**
 * Whether the gateway runs sandbox providers (SMS outbox, WeChat authorize page, cashier…):
 * its /health lists them under `sandbox`. Server: asked once a minute; browser: the answer
 * comes dehydrated with the first HTML (never asked again), false if it is missing.
 */
export const readDemoMode = createIsomorphicFn()
  .server(async (): Promise<boolean> => {
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.sandbox;
    try {
      const response = await fetch(`${getEnv().GATEWAY_URL}/health`, { signal: AbortSignal.timeout(2_000) });
      const body = (await response.json()) as { sandbox?: unknown };
      cached = { sandbox: Array.isArray(body.sandbox) && body.sandbox.length > 0, at: Date.now() };
      return cached.sandbox;
    } catch {
      return cached?.sandbox ?? false;
    }
  })
  .client(async (): Promise<boolean> => false);

/** Query of {@link readDemoMode}: fetched by the root loader, kept for the whole visit. */
export const demoModeQueryOptions = () =>
  queryOptions({ queryKey: ["gateway", "demo-mode"] as const, queryFn: () => readDemoMode(), staleTime: Number.POSITIVE_INFINITY });
