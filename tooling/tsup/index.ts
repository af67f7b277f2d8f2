import type { Options } from "tsup";

export interface LibraryBuildOptions {
  /** Explicit entry points, e.g. `{ index: "src/index.ts" }`. */
  entry: Record<string, string>;
  /** Extra tsup options, merged last. */
  overrides?: Options;
}

/**
 * The one tsup config every library package uses: ESM only, declarations, source maps,
 * peer and workspace dependencies left external (never bundled).
 */
export function defineLibraryConfig({ entry, overrides }: LibraryBuildOptions): Options {
  return {
    entry,
    format: ["esm"],
    target: "es2023",
    // tsup's dts step sets `baseUrl`, which TypeScript 6 reports as deprecated.
    dts: { compilerOptions: { ignoreDeprecations: "6.0" } },
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    outDir: "dist",
    esbuildOptions(o) {
      o.jsx = "automatic";
    },
    ...overrides,
  };
}
