import { createHmac } from "node:crypto";
import { dirname, join } from "node:path";
import type { GatewayEnv } from "./kernel/env";
import { loadTokenSecret } from "./modules/auth";

/**
 * The secrets one install signs with (issue 21 §5: no secret of the source is ever used). The
 * root is TOKEN_SECRET, or — when it is unset (development and the PGlite demo start, production
 * included) — 32 random bytes generated on first start and kept beside the data
 * (`{dirname(PGLITE_DATA_DIR)}/token-secret`, mode 0600), so each data folder has its own and a
 * restart keeps it. The sandbox cashier's callbacks, the sandbox store's links and the sandbox
 * invoices' links use their own variable when set, else a key derived from the root
 * (HMAC-SHA-256 of a label): every instance with the same TOKEN_SECRET signs alike.
 */
export interface InstallSecrets {
  /** Signs guest tokens. */
  token: Buffer;
  /** PAYMENT_SANDBOX_SECRET, else derived: the sandbox cashier's signed callbacks. */
  payments: string;
  /** STORAGE_SANDBOX_SECRET, else derived: the sandbox store's signed links. */
  storage: string;
  /** Derived: the sandbox invoice platform's signed links. */
  invoices: string;
}

/** Where a generated root secret is kept for this environment; null for an in-memory database (a new one each start). */
export function tokenSecretFile(env: Pick<GatewayEnv, "pgliteDataDir">): string | null {
  return env.pgliteDataDir.startsWith("memory://") ? null : join(dirname(env.pgliteDataDir), "token-secret");
}

/** A key of its own for `label`, derived from the root secret. */
export function deriveSecret(root: Buffer, label: string): string {
  return createHmac("sha256", root).update(label).digest("base64url");
}

/**
 * The install's secrets ({@link InstallSecrets}). Throws when a deployment (NODE_ENV=production
 * with DATABASE_URL: several instances share one database but not one disk) has no TOKEN_SECRET,
 * and when the generated secret cannot be written (the start is refused rather than run on a
 * secret that would change at the next start).
 */
export function loadInstallSecrets(
  env: Pick<GatewayEnv, "nodeEnv" | "databaseUrl" | "tokenSecret" | "pgliteDataDir" | "payments" | "storage">,
): InstallSecrets {
  if (env.nodeEnv === "production" && env.databaseUrl && !env.tokenSecret) {
    throw new Error("TOKEN_SECRET (≥ 32 characters) is required when NODE_ENV=production and DATABASE_URL are set");
  }
  const token = loadTokenSecret({ secret: env.tokenSecret, file: tokenSecretFile(env) });
  return {
    token,
    payments: env.payments.sandboxSecret ?? deriveSecret(token, "sandbox-payments"),
    storage: (env.storage.provider === "sandbox" ? env.storage.sandboxSecret : undefined) ?? deriveSecret(token, "sandbox-storage"),
    invoices: deriveSecret(token, "sandbox-invoices"),
  };
}
