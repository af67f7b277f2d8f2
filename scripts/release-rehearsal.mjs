#!/usr/bin/env node
// Release rehearsal (`pnpm release:rehearsal`, a stage of scripts/test-all.mjs): proves that the
// packages, as a release would publish them, install and render outside this workspace.
//
//   1. build every package under packages/ (turbo; a cache hit after `pnpm build`);
//   2. copy the release's inputs (manifests, .changeset/, dist/, READMEs) into a temporary
//      directory and run `changeset version` there — the versioned result is never written
//      to the workspace, never committed;
//   3. start a local verdaccio (config and storage in the temporary directory; @xunlan/* is
//      served only from what this run publishes, everything else comes through an uplink to
//      the npm registry) and `pnpm publish` every published package: the ones the changesets
//      bumped at their new versions, the others as the registry holds them from the last release
//      (a bumped package's dependencies must resolve there);
//   4. create a scratch app outside the workspace, `npm install @xunlan/product-ui` with its
//      peers from that registry, and server-render a ProductCard with plain Node, asserting
//      the Chinese name and the price in the HTML.
//
// Everything lives under one temporary directory that is removed at the end (KEEP_REHEARSAL=1
// keeps it and prints its path). Exit code 0 only when every step passed.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { freePort, readJson, repoRoot as root, run, runAsync, waitFor, workspaceDirs } from "./lib/process.mjs";

const started = Date.now();
const tmp = mkdtempSync(join(tmpdir(), "xunlan-release-"));
const cleanups = [];

function log(msg) {
  const secs = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`▶ [${secs}s] ${msg}`);
}

/** The registry the machine uses (the verdaccio uplink), from npm's own config. */
function upstreamRegistry() {
  const out = spawnSync("npm", ["config", "get", "registry"], { encoding: "utf8" }).stdout?.trim();
  return out && /^https?:\/\//.test(out) ? out : "https://registry.npmjs.org/";
}

async function startRegistry() {
  const port = await freePort();
  const dir = join(tmp, "verdaccio");
  mkdirSync(dir, { recursive: true });
  const config = join(dir, "config.yaml");
  writeFileSync(
    config,
    [
      `storage: ${join(dir, "storage")}`,
      "auth:",
      "  htpasswd:",
      `    file: ${join(dir, "htpasswd")}`,
      "uplinks:",
      "  npmjs:",
      `    url: ${upstreamRegistry()}`,
      "    timeout: 60s",
      "packages:",
      // Our scope never proxies: what is installed is what this run published, nothing else.
      "  '@xunlan/*':",
      "    access: $all",
      "    publish: $anonymous $authenticated",
      "  '**':",
      "    access: $all",
      "    publish: $authenticated",
      "    proxy: npmjs",
      "log: { type: stdout, format: pretty, level: error }",
      "web: { enable: false }",
      "",
    ].join("\n"),
  );
  const bin = join(root, "node_modules", ".bin", "verdaccio");
  const child = spawn(bin, ["--config", config, "--listen", `127.0.0.1:${port}`], {
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, NODE_NO_WARNINGS: "1" }, // its "don't run as root" notice on CI machines
  });
  cleanups.push(() => child.kill("SIGTERM"));
  const url = `http://127.0.0.1:${port}/`;
  await waitFor(`${url}-/ping`, { child, timeoutMs: 60_000, intervalMs: 200, label: "verdaccio" });
  // npm's client refuses to publish without credentials: a throwaway user, its token below.
  const res = await fetch(`${url}-/user/org.couchdb.user:rehearsal`, {
    method: "PUT",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "rehearsal", password: randomBytes(12).toString("hex") }),
  });
  const { token } = await res.json();
  if (!res.ok || !token) throw new Error(`verdaccio refused the rehearsal user (HTTP ${res.status})`);
  return { url, token };
}

/**
 * Copies what a release reads into `dest`: the workspace manifests (changesets resolves the
 * dependency graph from them), .changeset/, and each package's published files.
 */
function copyReleaseInputs(dest, dirs) {
  for (const file of ["package.json", "pnpm-workspace.yaml"]) cpSync(join(root, file), join(dest, file));
  cpSync(join(root, ".changeset"), join(dest, ".changeset"), { recursive: true });
  // `changeset version` loads the changelog generator relative to .changeset/.
  symlinkSync(join(root, "node_modules"), join(dest, "node_modules"));
  for (const dir of dirs) {
    mkdirSync(join(dest, dir), { recursive: true });
    const manifest = readJson(join(root, dir, "package.json"));
    cpSync(join(root, dir, "package.json"), join(dest, dir, "package.json"));
    if (manifest.private) continue;
    for (const entry of [...(manifest.files ?? []), "README.md", "CHANGELOG.md", "LICENSE"]) {
      if (existsSync(join(root, dir, entry))) cpSync(join(root, dir, entry), join(dest, dir, entry), { recursive: true });
    }
  }
}

/**
 * pnpm publish turns `workspace:^` into the dependency's version by reading it from the
 * package's node_modules: link each workspace dependency (devDependencies too: they stay in the
 * published manifest) to its (versioned) copy.
 */
function linkWorkspaceDeps(dest, dir, byName) {
  const manifest = readJson(join(dest, dir, "package.json"));
  for (const field of ["dependencies", "devDependencies", "peerDependencies", "optionalDependencies"]) {
    for (const [name, spec] of Object.entries(manifest[field] ?? {})) {
      if (!String(spec).startsWith("workspace:")) continue;
      const target = byName.get(name);
      if (!target) throw new Error(`${dir}: ${name} is not a workspace package`);
      const link = join(dest, dir, "node_modules", name);
      if (existsSync(link)) continue;
      mkdirSync(dirname(link), { recursive: true });
      symlinkSync(join(dest, target), link);
    }
  }
}

/** Names of the packages the pending changesets in `dir`/.changeset bump. */
function pendingChangesetNames(dir) {
  const names = new Set();
  for (const file of readdirSync(join(dir, ".changeset"))) {
    if (!file.endsWith(".md") || file === "README.md") continue;
    const front = readFileSync(join(dir, ".changeset", file), "utf8").split("---")[1] ?? "";
    for (const match of front.matchAll(/^\s*["']?(@?[\w./-]+)["']?\s*:/gm)) names.add(match[1]);
  }
  return names;
}

/** The scratch app's check: server-render a ProductCard from the installed package. */
const RENDER_CHECK = `
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { ProductCard } from "@xunlan/product-ui";

const colour = {
  productId: "XL26RS0004-011",
  productSlug: "velox-run-3-black-white-red",
  colorSelectorImage: "/images/products/velox-run-3-black-white-red/0.jpg",
  colorNameCn: "黑/白/红",
  colorHex: ["#1d1e20", "#f4f4f1", "#c8232c"],
};
const product = {
  id: 12,
  productId: "XL26RS0004-011",
  productSlug: "velox-run-3-black-white-red",
  styleSlug: "velox-run-3",
  styleSku: "XL26RS0004",
  productName: "Velox Run 3",
  styleDisplayNameCn: "迅岚 疾速 3 代 男子跑步鞋",
  colorName: "Black/White/Red",
  productColorLang: { colorName: "Black/White/Red", colorNameCn: "黑/白/红" },
  price: 559,
  slashPrice: 799,
  productTag: { tagName: "限量" },
  isFavorite: false,
  colours: [colour],
  images: ["/images/products/velox-run-3-black-white-red/0.jpg"],
};
const html = renderToString(createElement(ProductCard, { product }));
const expected = ["迅岚 疾速 3 代 男子跑步鞋", "¥559.00", "¥799.00", "限量", 'href="/products/velox-run-3/velox-run-3-black-white-red"'];
const missing = expected.filter((text) => !html.includes(text));
if (missing.length > 0) {
  console.error(html);
  console.error("missing from the server-rendered ProductCard:", missing);
  process.exit(1);
}
console.log("ProductCard rendered outside the workspace (" + html.length + " characters of HTML)");
`;

async function main() {
  // --no-build: use the packages' dist/ as they are (just built, e.g. by `pnpm build`).
  if (!process.argv.includes("--no-build")) {
    log("build every package (turbo)");
    run("pnpm", ["exec", "turbo", "run", "build", "--filter=./packages/*", "--concurrency=2", "--output-logs=errors-only"]);
  }

  const dirs = workspaceDirs();
  const repo = join(tmp, "repo");
  copyReleaseInputs(repo, dirs);
  const before = new Map(dirs.map((dir) => [dir, readJson(join(repo, dir, "package.json")).version]));

  // Main is versioned at each release (`pnpm release`), so between releases product-ui may have
  // nothing pending; the rehearsal then rehearses a patch of it, in the copy only.
  if (!pendingChangesetNames(repo).has("@xunlan/product-ui")) {
    writeFileSync(join(repo, ".changeset", "rehearsal-product-ui.md"), '---\n"@xunlan/product-ui": patch\n---\n\nRelease rehearsal.\n');
    log("no pending changeset for @xunlan/product-ui: rehearsing a patch of it (in the copy)");
  }

  log("changeset version (in a temporary copy; the workspace is not touched)");
  run(join(root, "node_modules", ".bin", "changeset"), ["version"], { cwd: repo });
  const byName = new Map();
  const changed = [];
  const published = [];
  for (const dir of dirs) {
    const manifest = readJson(join(repo, dir, "package.json"));
    byName.set(manifest.name, dir);
    if (manifest.private) continue;
    const entry = { dir, name: manifest.name, from: before.get(dir), to: manifest.version };
    published.push(entry);
    if (manifest.version !== before.get(dir)) changed.push(entry);
  }
  if (changed.length === 0) throw new Error("no pending changeset changes a published package: nothing to rehearse");
  for (const c of changed) console.log(`  ${c.name} ${c.from} → ${c.to}`);
  if (!changed.some((c) => c.name === "@xunlan/product-ui")) {
    // The scratch app installs product-ui; without a bump it would not be published here.
    throw new Error("@xunlan/product-ui has no pending changeset: add one to rehearse its release");
  }

  log("start a local registry (verdaccio)");
  const { url: registry, token } = await startRegistry();
  console.log(`  ${registry}`);

  // A throwaway npmrc (the rehearsal user's token) and cache: no user config leaks in.
  const npmrc = join(tmp, "npmrc");
  const host = registry.replace(/^https?:/, "");
  writeFileSync(npmrc, `registry=${registry}\n${host}:_authToken=${token}\naudit=false\nfund=false\nupdate-notifier=false\n`);
  const env = {
    ...process.env,
    npm_config_userconfig: npmrc,
    npm_config_registry: registry,
    npm_config_cache: join(tmp, "npm-cache"),
  };

  log(`publish ${published.length} packages to it, ${changed.length} of them bumped (pnpm publish)`);
  for (const { dir } of published) linkWorkspaceDeps(repo, dir, byName);
  const queue = [...published];
  const publishNext = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const { dir, name, to } = next;
      await runAsync("pnpm", ["publish", "--registry", registry, "--no-git-checks", "--ignore-scripts"], {
        cwd: join(repo, dir),
        env,
        label: `pnpm publish ${name}@${to}`,
      });
    }
  };
  await Promise.all([publishNext(), publishNext(), publishNext(), publishNext()]);

  log("scratch app outside the workspace: npm install @xunlan/product-ui and its peers");
  const app = join(tmp, "scratch-app");
  mkdirSync(app);
  writeFileSync(join(app, "package.json"), JSON.stringify({ name: "scratch-app", private: true, type: "module" }, null, 2));
  const productUi = changed.find((c) => c.name === "@xunlan/product-ui");
  const peers = Object.entries(readJson(join(repo, productUi.dir, "package.json")).peerDependencies ?? {})
    .filter(([name]) => name !== "@tanstack/react-router")
    .map(([name, range]) => `${name}@${range}`);
  run("npm", ["install", "--no-audit", "--no-fund", "--loglevel=error", `@xunlan/product-ui@${productUi.to}`, ...peers], { cwd: app, env });
  const installed = readJson(join(app, "node_modules", "@xunlan", "product-ui", "package.json")).version;
  if (installed !== productUi.to) throw new Error(`installed @xunlan/product-ui ${installed}, expected ${productUi.to}`);

  log("server-render a ProductCard in the scratch app");
  writeFileSync(join(app, "render.mjs"), RENDER_CHECK);
  process.stdout.write(run(process.execPath, ["render.mjs"], { cwd: app, env }));
  log(`release rehearsal passed in ${((Date.now() - started) / 1000).toFixed(0)}s`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  console.error(`✖ ${err.message}`);
  exitCode = 1;
} finally {
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch {
      // best effort
    }
  }
  if (process.env.KEEP_REHEARSAL === "1") console.log(`kept ${tmp}`);
  else rmSync(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
