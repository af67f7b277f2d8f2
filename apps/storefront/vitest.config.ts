import { definePackageTestConfig } from "@xunlan/vitest-config";

// Unit tests for the storefront's own wiring helpers; the browser tests live in e2e/ (Playwright).
const config = definePackageTestConfig({ environment: "node" });

// Resolve packages as Node does in production, without the bundlers' "module" condition: some
// packages (prom-client's @opentelemetry/api) publish under it an ESM build Node cannot load.
for (const resolve of [config.resolve, config.ssr?.resolve]) {
  if (resolve?.conditions) resolve.conditions = resolve.conditions.filter((condition: string) => condition !== "module");
}

export default config;
