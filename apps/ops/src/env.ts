/**
 * The operations console's configuration (the only module that reads process.env). Node only:
 * the console's server (server.ts) and vite.config.ts read it; the browser bundle never does.
 */
export interface OpsEnv {
  /** The console's own port (beside the store's 3000 and the gateway's 4000). */
  OPS_PORT: number;
  /** Where `/ops/api/*` is forwarded: the gateway. */
  GATEWAY_URL: string;
  /** The interface the console listens on. */
  OPS_HOST: string;
}

function port(value: string | undefined, fallback: number): number {
  if (value === undefined || value === "") return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > 65535) throw new Error(`OPS_PORT must be a port number, got "${value}"`);
  return n;
}

export function getEnv(source: Record<string, string | undefined> = process.env): OpsEnv {
  return {
    OPS_PORT: port(source.OPS_PORT, 3100),
    GATEWAY_URL: (source.GATEWAY_URL || "http://127.0.0.1:4000").replace(/\/+$/, ""),
    OPS_HOST: source.OPS_HOST || "0.0.0.0",
  };
}
