import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { getEnv } from "./src/env.ts";

const env = getEnv();

// Workspace packages resolve to their src/ through the "@xunlan/source" condition (ARCHITECTURE.md);
// Tailwind resolves CSS imports itself, so the theme is aliased to its source file.
export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    conditions: ["@xunlan/source", "module", "browser", "development|production"],
    alias: { "@xunlan/ui/theme.css": fileURLToPath(new URL("../../packages/ui/src/styles/theme.css", import.meta.url)) },
  },
  server: {
    port: env.OPS_PORT,
    strictPort: true,
    proxy: { "/ops/api": { target: env.GATEWAY_URL, changeOrigin: false } },
  },
  build: { outDir: "dist", sourcemap: true },
});
