import { defineLibraryConfig } from "@xunlan/tsup-config";

const config: ReturnType<typeof defineLibraryConfig> = defineLibraryConfig({
  entry: {
    index: "src/index.ts",
    "pages/index": "src/pages/index.ts",
    "mock/index": "src/mock/index.ts",
    "testing/index": "src/testing/index.ts",
  },
  overrides: {
    // tsup's declaration build still sets `baseUrl`, which TypeScript 6 rejects as deprecated
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
  },
});

export default config;
