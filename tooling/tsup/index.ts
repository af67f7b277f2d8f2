import { defineConfig, type Options } from "tsup";

export interface LibraryBuildOptions {
  /** Explicit entry points, e.g. `{ index: "src/index.ts" }`. */
  entry: Record<string, string>;
  /** Files to copy verbatim into dist (CSS, JSON), relative to the package root. */
  copy?: string[];
  /** Extra tsup options, merged last. */
  overrides?: Options;
}

/**
 * The one tsup config every library package uses: ESM only, declarations, source maps,
 * peer and workspace dependencies left external (never bundled).
 */
export function defineLibraryConfig({ entry, overrides }: LibraryBuildOptions) {
  return defineConfig({
    entry,
    format: ["esm"],
    target: "es2023",
    dts: true,
    sourcemap: true,
    clean: true,
    treeshake: true,
    splitting: true,
    outDir: "dist",
    esbuildOptions(o) {
      o.jsx = "automatic";
    },
    ...overrides,
  });
}
