import { z } from "zod";

/**
 * The storefront's environment, validated once (ARCHITECTURE.md "Environment"). This module is
 * the only place that reads `process.env`; it is server-only (vite.config.ts and server code).
 */
// Built when first read, not at import: a browser chunk that imports this module for a server
// branch (gateway-features, clients) must not carry zod and this schema (32 KB gzip on every page).
const envSchema = () =>
  z.object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    /** Port the storefront listens on. */
    PORT: z.coerce.number().int().positive().default(3000),
    /** Where the gateway (GraphQL, images, sandbox providers) lives. */
    GATEWAY_URL: z.url().default("http://127.0.0.1:4000"),
    /** Where published content documents live; defaults to the gateway. */
    CONTENT_BASE_URL: z.url().optional(),
    /**
     * Where browsers fetch pictures (a CDN in a deployment; the e2e suite uses the gateway). Set,
     * `/images/*` on the storefront answers a cacheable 308 to it, so pictures being rendered on a
     * cold cache take connections of that origin, never the six HTTP/1.1 connections the page's
     * code and GraphQL calls need. Unset (the default, and the README's demo): proxied like the rest.
     */
    IMAGE_ORIGIN: z.url().optional(),
    /** Bearer token Prometheus sends to GET /metrics; unset → open in development, off in production. */
    METRICS_TOKEN: z.string().min(16).optional(),
    /**
     * Worker processes of the production server (scripts/serve.mjs, node:cluster): one per core
     * in production, 1 otherwise (tests set it when they want more).
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(256).optional(),
  });

/** The validated storefront environment. */
export interface StorefrontEnv {
  NODE_ENV: "development" | "production" | "test";
  PORT: number;
  GATEWAY_URL: string;
  CONTENT_BASE_URL: string;
  IMAGE_ORIGIN: string | undefined;
  /** Who may read /metrics (issue 25 §6). */
  METRICS_ACCESS: { token: string } | "open" | "off";
  /** Worker processes of the production server (WEB_CONCURRENCY; default: the cores in production, else 1). */
  WORKERS: number;
}

let cached: StorefrontEnv | undefined;

/** The cores this process may use (Node's navigator: no `node:os` import in a module the browser build may see). */
function cores(): number {
  return Math.max(1, globalThis.navigator?.hardwareConcurrency ?? 1);
}

/**
 * Reads and validates the environment on first use (lazily, so importing this module from a
 * file that is also bundled for the browser never touches `process`). Throws with every
 * problem listed when a variable is malformed.
 */
export function getEnv(source: Record<string, string | undefined> = process.env): StorefrontEnv {
  if (cached && source === process.env) return cached;
  const parsed = envSchema().safeParse(source);
  if (!parsed.success) {
    throw new Error(`Invalid storefront environment:\n${z.prettifyError(parsed.error)}`);
  }
  const gateway = parsed.data.GATEWAY_URL.replace(/\/+$/, "");
  const env: StorefrontEnv = {
    NODE_ENV: parsed.data.NODE_ENV,
    PORT: parsed.data.PORT,
    GATEWAY_URL: gateway,
    CONTENT_BASE_URL: (parsed.data.CONTENT_BASE_URL ?? gateway).replace(/\/+$/, ""),
    IMAGE_ORIGIN: parsed.data.IMAGE_ORIGIN?.replace(/\/+$/, ""),
    METRICS_ACCESS: parsed.data.METRICS_TOKEN
      ? { token: parsed.data.METRICS_TOKEN }
      : parsed.data.NODE_ENV === "production"
        ? "off"
        : "open",
    WORKERS: parsed.data.WEB_CONCURRENCY ?? (parsed.data.NODE_ENV === "production" ? cores() : 1),
  };
  if (source === process.env) cached = env;
  return env;
}
