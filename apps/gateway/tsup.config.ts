import { defineConfig } from "tsup";

// The gateway is an app, not a library: one ESM bundle for Node 24. npm dependencies stay
// external (installed next to it); @xunlan/* workspace packages are bundled from their
// source, so production needs no prebuilt dist/ of those packages. Migrations and the schema
// are read at run time relative to the app folder (src/kernel/lib/app-root.ts).
export default defineConfig({
  entry: { main: "src/main.ts" },
  format: ["esm"],
  platform: "node",
  target: "node24",
  outDir: "dist",
  sourcemap: true,
  clean: true,
  splitting: false,
  dts: false,
  noExternal: [/^@xunlan\//],
  esbuildOptions(options) {
    options.conditions = ["@xunlan/source", ...(options.conditions ?? [])];
  },
});
