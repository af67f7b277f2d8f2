import { mergeConfig } from "vitest/config";
import base from "./vitest.config";

// `pnpm test:instances`: the store as deployed on several machines — built storefront and gateway
// processes (turbo builds both first) on one PostgreSQL server (TEST_DATABASE_URL). Kept out of
// `pnpm test`, which needs no build.
const config = mergeConfig(base, { test: { testTimeout: 180_000 } });
// mergeConfig concatenates arrays: these files only.
config.test!.include = ["instances/**/*.test.ts"];
export default config;
