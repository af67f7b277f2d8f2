import { defineLibraryConfig } from "@xunlan/tsup-config";

// annotated: the inferred tsup `Options` type is not nameable from this package
const config: ReturnType<typeof defineLibraryConfig> = defineLibraryConfig({ entry: { index: "src/index.ts" } });

export default config;
