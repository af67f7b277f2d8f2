import { defineLibraryConfig } from "@xunlan/tsup-config";

// Annotated so `declaration: true` does not need to name tsup's internal `Options` type.
const config: ReturnType<typeof defineLibraryConfig> = defineLibraryConfig({
  entry: { index: "src/index.ts" },
  // tsup's dts step sets the `baseUrl` option, which TypeScript 6 reports as deprecated.
  overrides: { dts: { compilerOptions: { ignoreDeprecations: "6.0" } } },
});

export default config;
