import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

/**
 * Where each name of a workspace package's entry (`@xunlan/cart`, `@xunlan/product-ui/pages`, …)
 * is defined: entry specifier → exported name → the module file and its name there.
 */
export type ExportTable = Map<string, Map<string, { file: string; name: string }>>;

const RE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const SOURCE_EXTENSIONS = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveSource(fromFile: string, specifier: string): string | undefined {
  const base = resolve(dirname(fromFile), specifier);
  for (const ext of SOURCE_EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && /\.tsx?$/.test(candidate)) return candidate;
  }
  return undefined;
}

/** `A`, `A as B`, `type A` (dropped), `default as B` → [exported, local] pairs. */
function specifiers(list: string): Array<[string, string]> {
  return list
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith("type "))
    .map((part) => {
      const [name, alias] = part.split(/\s+as\s+/);
      return [name!.trim(), (alias ?? name!).trim()];
    });
}

/**
 * The names an entry file re-exports with `export { … } from "./file"`, followed through
 * re-exporting files (a folder's index). Names the entry defines itself or re-exports with
 * `export *` are not in the table: their imports keep going through the entry.
 */
export function readEntryExports(entryFile: string): Map<string, { file: string; name: string }> {
  const table = new Map<string, { file: string; name: string }>();
  const source = readFileSync(entryFile, "utf8");
  for (const match of source.matchAll(RE_EXPORT)) {
    const file = resolveSource(entryFile, match[2]!);
    if (!file) continue;
    for (const [inner, exported] of specifiers(match[1]!)) table.set(exported, follow(file, inner));
  }
  return table;
}

function follow(file: string, name: string, depth = 0): { file: string; name: string } {
  if (depth > 4) return { file, name };
  const source = readFileSync(file, "utf8");
  for (const match of source.matchAll(RE_EXPORT)) {
    for (const [inner, exported] of specifiers(match[1]!)) {
      if (exported !== name) continue;
      const next = resolveSource(file, match[2]!);
      if (next) return follow(next, inner, depth + 1);
    }
  }
  return { file, name };
}

/** The export tables of every `@xunlan/*` dependency's entries under the source condition. */
export function workspaceExportTable(manifestUrl: URL, condition: string): ExportTable {
  const require = createRequire(manifestUrl);
  const own = JSON.parse(readFileSync(manifestUrl, "utf8")) as { dependencies?: Record<string, string> };
  const table: ExportTable = new Map();
  for (const name of Object.keys(own.dependencies ?? {}).filter((n) => n.startsWith("@xunlan/"))) {
    const manifestPath = require.resolve(`${name}/package.json`);
    const manifest = JSON.parse(readFileSync(manifestPath, "utf8")) as {
      exports?: Record<string, unknown>;
      dependencies?: Record<string, string>;
    };
    for (const [subpath, target] of Object.entries(manifest.exports ?? {})) {
      const source = typeof target === "object" && target ? (target as Record<string, unknown>)[condition] : undefined;
      if (typeof source !== "string" || !/\.tsx?$/.test(source)) continue;
      const entryFile = join(dirname(manifestPath), source);
      const exports = readEntryExports(entryFile);
      table.set(subpath === "." ? name : `${name}/${subpath.slice(2)}`, exports);
      // A package's own modules may import its entry by a relative path ("../../index").
      table.set(entryFile, exports);
    }
  }
  return table;
}

const NAMED_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["'](@xunlan\/[^"']+|\.{1,2}\/[^"']*)["'];?/g;

/**
 * Rewrites `import { A, B } from "@xunlan/pkg"` (or a relative path to a package's entry file,
 * from `importer`) to imports of the files that define A and B. Names the table does not know
 * stay on the entry import.
 */
export function rewriteImports(code: string, table: ExportTable, importer: string): string | null {
  let changed = false;
  const out = code.replace(NAMED_IMPORT, (statement, list: string, specifier: string) => {
    const exports = table.get(specifier.startsWith(".") ? (resolveSource(importer, specifier) ?? specifier) : specifier);
    if (!exports) return statement;
    const byFile = new Map<string, string[]>();
    const rest: string[] = [];
    for (const [imported, local] of specifiers(list)) {
      const target = exports.get(imported);
      const binding = imported === local ? imported : `${imported} as ${local}`;
      if (!target) {
        rest.push(binding);
        continue;
      }
      const names = byFile.get(target.file) ?? [];
      names.push(target.name === local ? local : `${target.name} as ${local}`);
      byFile.set(target.file, names);
    }
    if (byFile.size === 0) return statement;
    changed = true;
    const lines = [...byFile].map(([file, names]) => `import { ${names.join(", ")} } from ${JSON.stringify(file)};`);
    if (rest.length) lines.push(`import { ${rest.join(", ")} } from ${JSON.stringify(specifier)};`);
    return lines.join(" ");
  });
  return changed ? out : null;
}

/**
 * Browser build only: imports of a workspace package's entry go straight to the modules that
 * define the names. The bundler assigns a module to the first-load chunk when any module of the
 * entry's static import graph imports it, and an entry (`@xunlan/product-ui`) re-exports every
 * component of its package; through the entry, a size picker used only by the product page's
 * lazy chunk was part of the first load of every page. Named imports are all the storefront and
 * the packages use across package boundaries; the packages are free of side effects
 * (`"sideEffects": false`), so skipping their entry files changes no behaviour.
 */
export function directPackageImports(manifestUrl: URL, condition: string): Plugin {
  let table: ExportTable | undefined;
  return {
    name: "xunlan:direct-package-imports",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    transform(code, id) {
      if (id.includes("/node_modules/") || !/\.[cm]?[jt]sx?($|\?)/.test(id)) return null;
      table ??= workspaceExportTable(manifestUrl, condition);
      const rewritten = rewriteImports(code, table, id.replace(/\?.*$/, ""));
      return rewritten === null ? null : { code: rewritten, map: null };
    },
  };
}
