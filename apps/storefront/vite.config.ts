import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { tanstackStart } from "@tanstack/react-start/plugin/vite";
import react from "@vitejs/plugin-react";
import { chunkComposition, directPackageImports } from "@xunlan/vite-config";
import { nitro } from "nitro/vite";
import { type Alias, defaultClientConditions, defaultServerConditions, defineConfig, type ProxyOptions } from "vite";
// The proxy table is @xunlan/edge's; the config is loaded by Node before any package is built, so
// it reads the (import-free) source file itself.
import { PROXY_RULES } from "../../packages/edge/src/lib/proxy.ts";
import { getEnv } from "./src/env.ts";

/** Workspace packages resolve to their `src/` through this export condition (ARCHITECTURE.md). */
const SOURCE_CONDITION = "@xunlan/source";

const env = getEnv();

/** Modules of the shared "product-common" chunk (see build.rolldownOptions.output.codeSplitting). */
const PRODUCT_COMMON_CHUNK =
  /packages\/(?:product-ui\/src\/(?:components\/(?:breadcrumbs|price-tag|size-label)|lib\/(?:images|categories|price|catalog-cards|recommendations|links)|queries\/catalog)|validation\/src\/(?:money|images)|ui\/src\/components\/visually-hidden)(?:\/|\.tsx?$)/;

/** React Query ships "use client" directives; they mean nothing without RSC bundling. */
function quietDirectives(warning: { code?: string }, warn: (warning: never) => void) {
  if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning as never);
}

/**
 * Tailwind resolves CSS `@import`s with its own conditions (`style`), not vite's, so it cannot
 * see `@xunlan/source`. Alias each workspace package's exported `.css` file to the target its
 * `exports` map declares under the source condition (no deep paths: read from package.json).
 */
function sourceCssAliases(): Alias[] {
  const require = createRequire(import.meta.url);
  const own = JSON.parse(readFileSync(new URL("./package.json", import.meta.url), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  const aliases: Alias[] = [];
  for (const name of Object.keys(own.dependencies ?? {}).filter((n) => n.startsWith("@xunlan/"))) {
    const manifestPath = require.resolve(`${name}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as { exports?: Record<string, unknown> };
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = typeof target === "object" && target ? (target as Record<string, unknown>)[SOURCE_CONDITION] : undefined;
      if (subpath.endsWith(".css") && typeof source === "string") {
        aliases.push({ find: `${name}/${subpath.slice(2)}`, replacement: join(dirname(manifestPath), source) });
      }
    }
  }
  return aliases;
}

// Dev: vite forwards the same paths the production request middleware does (@xunlan/edge's table),
// except those that carry the token cookie: the request middleware (src/start.ts) proxies them
// in development too, adding the token from the HttpOnly cookie (@xunlan/edge, wired in src/start.ts).
const proxy = Object.fromEntries(
  PROXY_RULES.filter((rule) => !rule.tokenCookie).map((rule): [string, ProxyOptions] => [
    rule.prefix,
    {
      target: rule.upstream === "content" ? env.CONTENT_BASE_URL : env.GATEWAY_URL,
      changeOrigin: true,
      // Like production (proxyRequest): the client address is the socket's, never what it sent.
      configure: (server) =>
        server.on("proxyReq", (proxyReq, req) => {
          for (const name of ["x-forwarded-for", "x-real-ip", "forwarded"]) proxyReq.removeHeader(name);
          const address = req.socket.remoteAddress?.replace(/^::ffff:(?=\d+\.)/i, "");
          if (address) {
            proxyReq.setHeader("x-forwarded-for", address);
            proxyReq.setHeader("x-real-ip", address);
          }
        }),
    },
  ]),
);

export default defineConfig({
  server: {
    port: env.PORT,
    strictPort: true,
    proxy,
    // Vite's defaults plus the gateway's data folder: the dev server must never hand out the
    // embedded database's files (password hashes) under /@fs/.
    fs: { deny: [".env", ".env.*", "*.{crt,pem}", "**/.git/**", "**/apps/gateway/.data/**", "**/.data/**"] },
  },
  preview: { port: env.PORT },
  build: {
    rolldownOptions: {
      onwarn: quietDirectives,
      output: {
        // Everything the first HTML needs on every page (React, router, Query, the layout) in
        // one chunk: a dozen small shared chunks gzip worse and cost requests.
        // The small modules the listing and the product page both load with their first HTML
        // (price, breadcrumbs, size label, image URLs, category paths and links, the catalogue
        // queries and their card mapping) in one "product-common" chunk: split, they were twelve
        // chunks of 0.1–2.5 KB, each a request and a gzip stream of its own.
        codeSplitting: {
          groups: [
            { name: "app", tags: ["$initial"], priority: 10 },
            { name: "product-common", test: PRODUCT_COMMON_CHUNK, priority: 5 },
          ],
        },
      },
    },
  },
  resolve: { alias: sourceCssAliases(), conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] },
    // Compile the workspace packages' src/ instead of importing them as Node modules.
    noExternal: [/^@xunlan\//],
  },
  plugins: [
    // The browser bundle imports package modules directly, not through the packages' entry
    // files: what only a lazy chunk uses stays off the first load (@xunlan/vite-config, tooling/vite).
    directPackageImports(new URL("./package.json", import.meta.url), SOURCE_CONDITION),
    tailwindcss(),
    // tanstackStart must come before react().
    tanstackStart({
      srcDirectory: "src",
      // Route-level code splitting (on by default) also splits loaders: a page's loader and
      // the query code behind it load on navigation/intent, not with the first HTML, whose
      // data arrives dehydrated.
      router: {
        codeSplittingOptions: {
          defaultBehavior: [["loader"], ["component"], ["pendingComponent"], ["errorComponent"], ["notFoundComponent"]],
        },
      },
    }),
    // Produces the Node server as .output/server/worker.mjs (node-cluster preset: it listens with
    // exclusive: false, so node:cluster's workers share the port) and .output/server/index.mjs,
    // which runs scripts/serve.mjs: the primary that forks WEB_CONCURRENCY workers (issue 27 §2).
    nitro({
      preset: "node-cluster",
      hooks: {
        compiled(nitro) {
          // In place of the preset's own primary (no restarts, no shutdown, no metrics).
          writeFileSync(
            join(nitro.options.output.serverDir, "index.mjs"),
            '// The storefront\'s production server: its primary is scripts/serve.mjs (node:cluster).\nimport "../../scripts/serve.mjs";\n',
          );
        },
      },
      // Pre-compressed copies of the hashed assets, served by Accept-Encoding.
      compressPublicAssets: { gzip: true, brotli: true },
      rolldownConfig: { onwarn: quietDirectives },
      // An undecodable path gets the §2 404 page instead of the server's bare JSON 400.
      errorHandler: "./src/nitro-error.ts",
      // Source maps beside the server's files (never served): \`pnpm bench\` reads them to say which
      // package a profiled function belongs to. Node does not load them unless --enable-source-maps.
      sourcemap: true,
    }),
    react(),
    // .output/client-chunks.json: the packages in each browser chunk, read by `pnpm bench`.
    chunkComposition(),
  ],
});
