import { defineLibraryConfig } from "@xunlan/tsup-config";

// Annotated so `declaration: true` does not need to name tsup's internal `Options` type.
const config: ReturnType<typeof defineLibraryConfig> = defineLibraryConfig({
  entry: { index: "src/index.ts", shared: "src/shared.ts", clients: "src/clients.ts" },
  // A server package: Node's built-ins (node:crypto, node:zlib, node:async_hooks) stay imports.
  overrides: { platform: "node", dts: { compilerOptions: { ignoreDeprecations: "6.0" } } },
});

export default config;
