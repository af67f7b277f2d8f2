import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

/** Hashes and checks passwords. Injected so tests can count verifications (no enumeration). */
export interface PasswordHasher {
  /** A PHC string of the password. */
  hash(password: string): Promise<string>;
  /** True when `password` matches `phc`; false (never a throw) for a malformed hash. */
  verify(phc: string, password: string): Promise<boolean>;
  /** A valid hash of no one's password, verified against for unknown mobiles. */
  readonly dummyHash: Promise<string>;
}

/**
 * argon2id parameters: OWASP's minimum (19 MiB, 2 passes, 1 lane). About 35–40 ms per hash
 * or verify on one core of the CI machine.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot read).
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** The argon2id {@link PasswordHasher} (@node-rs/argon2, prebuilt binaries). */
export function createArgon2Hasher(): PasswordHasher {
  let dummy: Promise<string> | undefined;
  const hasher: PasswordHasher = {
    hash: (password) => hash(password, ARGON2_OPTIONS),
    verify: async (phc, password) => {
      try {
        return await verify(phc, password);
      } catch {
        return false;
      }
    },
    get dummyHash() {
      // Same parameters as a real hash, so a miss costs what a hit costs.
      dummy ??= hash(randomBytes(16).toString("hex"), ARGON2_OPTIONS);
      return dummy;
    },
  };
  return hasher;
}
