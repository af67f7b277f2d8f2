import { queryOptions } from "@tanstack/react-query";
import { createIsomorphicFn } from "@tanstack/react-start";
import { readGatewayHealth } from "./gateway-features";

/**
 * Whether the gateway runs sandbox providers (SMS outbox, WeChat authorize page, cashier…):
 * its /health lists them under `sandbox`. Server: asked once a minute; browser: the answer
 * comes dehydrated with the first HTML (never asked again), false if it is missing.
 */
export const readDemoMode = createIsomorphicFn()
  .server(async (): Promise<boolean> => ((await readGatewayHealth())?.sandbox.length ?? 0) > 0)
  .client(async (): Promise<boolean> => false);

/** Query of {@link readDemoMode}: fetched by the root loader, kept for the whole visit. */
export const demoModeQueryOptions = () =>
  queryOptions({ queryKey: ["gateway", "demo-mode"] as const, queryFn: () => readDemoMode(), staleTime: Number.POSITIVE_INFINITY });
