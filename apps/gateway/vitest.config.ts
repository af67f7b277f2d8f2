import { createRequire } from "node:module";
import { definePackageTestConfig } from "@xunlan/vitest-config";
import { mergeConfig } from "vitest/config";

// graphql 16 ships CJS (main) and ESM (module). Node — and so graphql-yoga — loads the CJS
// build; vite would hand our source the ESM one, and errors/classes from two copies fail
// `instanceof`. Point our imports at the same file Node uses, as in production.
const graphqlMain = createRequire(import.meta.url).resolve("graphql");

// PGlite takes 2–3 s to boot and migrate, and the real-server suite creates a database.
// Each file keeps its own process (isolate: true, unlike the other packages): files set process.env
// for the modules they import and share module-level caches keyed by database.
const config = mergeConfig(definePackageTestConfig({ environment: "node", testTimeout: 30_000, test: { isolate: true } }), {
  resolve: { alias: [{ find: /^graphql$/, replacement: graphqlMain }] },
  // One migrated and seeded PGlite per run, copied by every file's createTestDatabase.
  test: { globalSetup: ["./test/support/pglite-template.ts"] },
});

// Resolve packages as Node does in production, without the bundlers' "module" condition: some
// packages (prom-client's @opentelemetry/api) publish under it an ESM build Node cannot load.
for (const resolve of [config.resolve, config.ssr?.resolve]) {
  if (resolve?.conditions) resolve.conditions = resolve.conditions.filter((condition: string) => condition !== "module");
}

export default config;
