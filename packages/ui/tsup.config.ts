import { defineLibraryConfig } from "@xunlan/tsup-config";

const config: ReturnType<typeof defineLibraryConfig> = defineLibraryConfig({
  entry: { index: "src/index.ts" },
  overrides: {
    // tsup's declaration build still sets `baseUrl`, which TypeScript 6 rejects as deprecated
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    // the theme ships as plain CSS next to the JS (`@xunlan/ui/theme.css`)
    onSuccess: "cp src/styles/theme.css dist/theme.css",
  },
});

export default config;
