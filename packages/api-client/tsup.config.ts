import { defineLibraryConfig } from "@xunlan/tsup-config";

// Annotated so `declaration: true` does not need to name tsup's internal `Options` type.
const config: ReturnType<typeof defineLibraryConfig> = defineLibraryConfig({
  entry: {
    index: "src/index.ts",
    "testing/index": "src/testing/index.ts",
    "mock/index": "src/mock/index.ts",
    "server/index": "src/server/index.ts",
  },
});

export default config;
