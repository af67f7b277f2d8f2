import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/** One browser chunk: its file, its size, and the rendered bytes of each package in it. */
export interface ChunkComposition {
  fileName: string;
  /** Length of the chunk's final (minified) code. */
  bytes: number;
  /** Rendered (tree-shaken, not yet minified) length per package, largest first. */
  packages: Record<string, number>;
}

/** The file the report is written to, beside the client output folder (never inside it: it is not served). */
export const CHUNK_COMPOSITION_FILE = "client-chunks.json";

/**
 * The package a module id belongs to: `react-dom`, `@tanstack/router-core`, `@xunlan/cart`, the
 * app (`storefront`), or `(virtual)` for generated modules.
 */
export function packageOfModule(id: string): string {
  const clean = id.replace(/[?#].*$/, "");
  if (clean.startsWith("\0") || !clean.includes("/")) return "(virtual)";
  const inModules = clean.lastIndexOf("/node_modules/");
  if (inModules >= 0) {
    const rest = clean.slice(inModules + "/node_modules/".length).split("/");
    return rest[0]?.startsWith("@") ? `${rest[0]}/${rest[1]}` : (rest[0] ?? "(unknown)");
  }
  const workspace = /\/(packages|tooling)\/([^/]+)\//.exec(clean);
  if (workspace) return `@xunlan/${workspace[2]}`;
  const app = /\/apps\/([^/]+)\//.exec(clean);
  if (app) return app[1] ?? "(unknown)";
  return "(other)";
}

/**
 * Writes, for every chunk of the browser build, which packages it holds (rendered length per
 * package) to `client-chunks.json` beside the client output folder. `pnpm bench` reads it to
 * explain an initial-JS figure above its goal (issue 11: "the profile that explains what is left").
 */
export function chunkComposition(): Plugin {
  return {
    name: "xunlan:chunk-composition",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    writeBundle(options, bundle) {
      const chunks: ChunkComposition[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const packages: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const name = packageOfModule(id);
          packages[name] = (packages[name] ?? 0) + module.renderedLength;
        }
        const sorted = Object.fromEntries(Object.entries(packages).sort((a, b) => b[1] - a[1]));
        chunks.push({ fileName: output.fileName, bytes: output.code.length, packages: sorted });
      }
      const dir = options.dir ?? (options.file ? dirname(options.file) : ".");
      writeFileSync(join(dir, "..", CHUNK_COMPOSITION_FILE), `${JSON.stringify({ chunks }, null, 1)}\n`);
    },
  };
}
