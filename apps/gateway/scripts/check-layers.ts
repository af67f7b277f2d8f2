/**
 * The gateway's layers (docs/ARCHITECTURE.md, "The gateway's layers"), checked on every import
 * of src/ (type imports too; tests beside the sources are exempt):
 *
 *   kernel → modules → flows → graphql → http → app (src/main.ts, server.ts, install-secrets.ts)
 *
 * - a file imports only its own layer or the layers below it;
 * - into a module (src/modules/<name>/) only through its entrance, src/modules/<name>/index.ts,
 *   from anywhere outside that module; a module never imports its own entrance;
 * - the kernel imports nothing of the gateway above it.
 *
 * Run by `pnpm --filter @xunlan/gateway lint`; exits 1 and lists every offending import.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const appRoot = join(dirname(fileURLToPath(import.meta.url)), "..");
const srcRoot = join(appRoot, "src");

const LAYERS = ["kernel", "modules", "flows", "graphql", "http", "app"] as const;
type Layer = (typeof LAYERS)[number];

function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? listFiles(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** "src/…" with forward slashes. */
const srcPath = (absolute: string) => relative(appRoot, absolute).split(sep).join("/");

export function layerOf(file: string): Layer {
  const top = file.split("/")[1] ?? "";
  if (top === "kernel" || top === "modules" || top === "flows" || top === "graphql" || top === "http") return top;
  if (top === "generated") return "graphql";
  if (!file.slice("src/".length).includes("/")) return "app";
  throw new Error(`${file}: not in a layer (kernel, modules, flows, graphql, http or src/ itself)`);
}

const moduleOf = (file: string) => /^src\/modules\/([^/]+)\//.exec(file)?.[1] ?? null;

/** The rule an import from `from` to `to` (both "src/…" paths) breaks, or null. */
export function violation(from: string, to: string): string | null {
  const fromLayer = layerOf(from);
  const toLayer = layerOf(to);
  if (LAYERS.indexOf(toLayer) > LAYERS.indexOf(fromLayer)) return `${fromLayer} imports up the layers, from ${toLayer}`;
  const toModule = moduleOf(to);
  if (toModule === null) return null;
  const entrance = `src/modules/${toModule}/index.ts`;
  const fromModule = moduleOf(from);
  if (fromModule === toModule) return to === entrance ? `a module imports its own entrance (${entrance}): import the file itself` : null;
  return to === entrance ? null : `deep import into module ${toModule}: import "${toModule}" through ${entrance}`;
}

function resolveImport(fromFile: string, specifier: string, known: Set<string>): string | null {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) if (known.has(candidate)) return candidate;
  return null;
}

/** Every relative module specifier of a file: static and dynamic imports, re-exports, import types. */
function specifiersOf(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith("."));
}

export function checkLayers(): string[] {
  const files = listFiles(srcRoot).map(srcPath);
  const known = new Set(files);
  const problems: string[] = [];
  for (const file of files) {
    if (/\.test\.tsx?$/.test(file)) continue;
    layerOf(file);
    for (const specifier of specifiersOf(file, readFileSync(join(appRoot, file), "utf8"))) {
      const target = resolveImport(file, specifier, known);
      if (target === null) continue;
      const broken = violation(file, target);
      if (broken) problems.push(`${file}: "${specifier}" — ${broken}`);
    }
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const problems = checkLayers();
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`\n${problems.length} import(s) break the gateway's layers (docs/ARCHITECTURE.md, "The gateway's layers").`);
    process.exit(1);
  }
  console.info("gateway layers: every import goes down the layers and into modules through their index.ts");
}
