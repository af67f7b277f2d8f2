import { defineLibraryConfig } from "@xunlan/tsup-config";

export default defineLibraryConfig({ entry: { index: "src/index.ts" } });
