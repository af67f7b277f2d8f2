import { defineLibraryConfig } from "@xunlan/tsup-config";

// annotated: the inferred tsup `Options` type is not nameable from this package
const config: ReturnType<typeof defineLibraryConfig> = defineLibraryConfig({
  entry: { index: "src/index.ts" },
  // the theme ships as plain CSS next to the JS (`@xunlan/ui/theme.css`)
  overrides: { onSuccess: "cp src/styles/theme.css dist/theme.css" },
});

export default config;
