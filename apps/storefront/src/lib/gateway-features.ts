import { queryOptions } from "@tanstack/react-query";
import { createIsomorphicFn } from "@tanstack/react-start";
import { getEnv } from "../env";

/** How long the server trusts its last answer from the gateway's /health. */
const CACHE_MS = 60_000;

/** What the gateway's /health says about its providers and the brand's own systems. */
export interface GatewayHealth {
  /** Sandbox providers in use (the 演示环境 mark when any). */
  sandbox: string[];
  /** The brand's own systems: "sandbox" or "none" (declared absent). Missing from an older gateway: all present. */
  systems: Partial<Record<"warehouse" | "retail" | "invoice" | "customerService", string>>;
}

let cached: { health: GatewayHealth; at: number } | undefined;

/**
 * The gateway's /health, asked by the server at most once a minute (shared by the 演示环境 mark
 * and {@link readGatewayFeatures}); the last answer when the gateway does not answer, else null.
 */
export async function readGatewayHealth(): Promise<GatewayHealth | null> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.health;
  try {
    const response = await fetch(`${getEnv().GATEWAY_URL}/health`, { signal: AbortSignal.timeout(2_000) });
    const body = (await response.json()) as { sandbox?: unknown; systems?: unknown };
    const systems = body.systems && typeof body.systems === "object" ? (body.systems as GatewayHealth["systems"]) : {};
    cached = { health: { sandbox: Array.isArray(body.sandbox) ? body.sandbox.map(String) : [], systems }, at: Date.now() };
    return cached.health;
  } catch {
    return cached?.health ?? null;
  }
}

/**
 * Which features the brand's systems allow (issue 23 §4): a system the gateway declares absent
 * (`none`: WAREHOUSE/RETAIL/INVOICE/CUSTOMER_SERVICE_PROVIDER) has its features hidden on every page.
 */
export interface GatewayFeatures {
  /** 在线客服 (the footer's entry and its message form). */
  customerService: boolean;
  /** The retail POS: 门店订单 and the product page's store stock. */
  retail: boolean;
}

/** Everything shown: an older gateway, or one that did not answer. */
export const ALL_FEATURES: GatewayFeatures = Object.freeze({ customerService: true, retail: true });

/** The features of a /health answer. */
export function featuresOf(health: GatewayHealth | null): GatewayFeatures {
  if (!health) return ALL_FEATURES;
  return { customerService: health.systems.customerService !== "none", retail: health.systems.retail !== "none" };
}

/**
 * Server: from /health (cached a minute); browser: the answer comes dehydrated with the first
 * HTML (never asked again), everything shown if it is missing.
 */
export const readGatewayFeatures = createIsomorphicFn()
  .server(async (): Promise<GatewayFeatures> => featuresOf(await readGatewayHealth()))
  .client(async (): Promise<GatewayFeatures> => ALL_FEATURES);

/** Query of {@link readGatewayFeatures}: fetched by the root loader, kept for the whole visit. */
export const gatewayFeaturesQueryOptions = () =>
  queryOptions({ queryKey: ["gateway", "features"] as const, queryFn: () => readGatewayFeatures(), staleTime: Number.POSITIVE_INFINITY });
