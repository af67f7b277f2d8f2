#!/usr/bin/env node
// `pnpm bench`: the speed and size figures of the store, printed in one run on this machine.
// Not a test: nothing here fails a build; targets are shown beside each figure.
//
//   initial JS (gzip) per route type · server-render throughput and p99 (product page, listing)
//   at 50 connections · gateway listing query (search + bulk productColors) throughput and p99 ·
//   a plain node:http server's throughput as the baseline · search latency p95 on 100 000
//   colours (real PostgreSQL) · submitOrder p99 at 20 concurrent buyers (real PostgreSQL) ·
//   Lighthouse mobile scores for home, listing and product page · catalogue generation and
//   demo-seed times (the durations tests must not assert).
//
// Flags: --no-build (use the existing build), --skip-lighthouse, --skip-scale (no 100 000 run),
//        --skip-checkout (no submitOrder run),
//        --duration <s> (load-test seconds, default 10).
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { cpus, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { freePort, startThrowawayPostgres } from "./lib/postgres.mjs";

const root = new URL("..", import.meta.url).pathname;
const args = new Set(process.argv.slice(2));
const durationIdx = process.argv.indexOf("--duration");
const DURATION = durationIdx > 0 ? Number(process.argv[durationIdx + 1]) : 10;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const children = [];
const cleanups = [];
const results = { machine: { cores: cpus().length, node: process.version }, figures: {} };

const say = (m) => console.log(`▶ ${m}`);

function sh(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { cwd: root, stdio: "inherit", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(" ")} failed`);
}

function startProcess(name, cmd, argv, env) {
  const child = spawn(cmd, argv, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  let tail = "";
  const keep = (d) => {
    tail = (tail + d).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  child.on("exit", (code) => {
    if (code && !child.killed) console.error(`${name} exited with ${code}:\n${tail}`);
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 90_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`timed out waiting for ${url}`);
}

async function gql(endpoint, query, variables) {
  const res = await fetch(endpoint, {
    method: "POST",
    headers: { "content-type": "application/json", channel: "WEB" },
    body: JSON.stringify({ query, variables }),
  });
  return res.json();
}

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration: DURATION, ...opts }, (err, r) => {
      if (err) reject(err);
      else
        resolve({
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.non2xx,
        });
    });
  });
}

/** Sum of the gzip sizes of the scripts a page's first HTML loads (entry + modulepreloads). */
async function initialJs(base, path) {
  const html = await (await fetch(base + path)).text();
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]+src="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]+href="([^"]+)"[^>]+rel="modulepreload"/g)) urls.add(m[1]);
  // Inline module scripts that import chunks (TanStack Start's bootstrap).
  for (const m of html.matchAll(/import\(["']([^"']+\.js)["']\)/g)) urls.add(m[1]);
  for (const m of html.matchAll(/import\s+["']([^"']+\.js)["']/g)) urls.add(m[1]);
  let gz = 0;
  let raw = 0;
  for (const u of urls) {
    const body = Buffer.from(await (await fetch(new URL(u, base))).arrayBuffer());
    raw += body.length;
    gz += gzipSync(body, { level: 9 }).length;
  }
  return { files: urls.size, rawKB: +(raw / 1024).toFixed(1), gzipKB: +(gz / 1024).toFixed(1) };
}

function lighthouse(url) {
  const out = join(tmpdir(), `lh-${Date.now()}.json`);
  const r = spawnSync(
    join(root, "node_modules/.bin/lighthouse"),
    [
      url,
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--output=json",
      `--output-path=${out}`,
      "--chrome-flags=--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run",
    ],
    { cwd: root, env: { ...process.env, CHROME_PATH: CHROMIUM }, stdio: ["ignore", "ignore", "pipe"], encoding: "utf8" },
  );
  if (r.status !== 0) return { error: (r.stderr || "lighthouse failed").split("\n").slice(-3).join(" ") };
  const rep = JSON.parse(readFileSync(out, "utf8"));
  rmSync(out, { force: true });
  const score = (k) => Math.round((rep.categories[k]?.score ?? 0) * 100);
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    cls: +(rep.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3),
    lcpMs: Math.round(rep.audits["largest-contentful-paint"]?.numericValue ?? NaN),
  };
}

/** Finds a listing path (a third-level category) and a product path from the live gateway. */
async function discoverPages(gw) {
  const pages = { home: "/" };
  const cats = await gql(gw, "{ productCategories { category_route childs { category_route childs { category_route } } } }");
  const first = cats.data?.productCategories?.[0];
  const second = first?.childs?.[0];
  const third = second?.childs?.[0];
  if (third) pages.listing = `/explore/${first.category_route}/${second.category_route}/${third.category_route}`;
  const search = await gql(gw, "{ searchProductColors(pageNumber: 1, pageSize: 9) { productColorIds count } }");
  const ids = search.data?.searchProductColors?.productColorIds ?? [];
  if (ids.length) {
    const pc = await gql(gw, "query($ids:[ID!]!){ productColors(ids:$ids){ productSlug styleSlug } }", { ids: ids.slice(0, 1) });
    const c = pc.data?.productColors?.[0];
    if (c) pages.product = `/products/${c.styleSlug}/${c.productSlug}`;
  }
  return { pages, ids };
}

function fmtRow(cells, widths) {
  return cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
}

async function main() {
  if (!args.has("--no-build")) {
    say("building (turbo, cached)");
    sh("pnpm", ["exec", "turbo", "run", "build", "--concurrency=2", "--output-logs=errors-only"]);
  }

  // Baseline: the plain node:http server on this machine, in this run.
  say("baseline: plain node:http");
  const plain = createServer((_, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
  });
  const plainPort = await freePort();
  await new Promise((r) => plain.listen(plainPort, "127.0.0.1", r));
  results.figures.baselineNodeHttp = await load({ url: `http://127.0.0.1:${plainPort}/` });
  plain.close();

  // The built gateway on a fresh embedded database, and the built storefront.
  const dataDir = mkdtempSync(join(tmpdir(), "xunlan-bench-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const gwPort = await freePort();
  const sfPort = await freePort();
  const gwBase = `http://127.0.0.1:${gwPort}`;
  const sfBase = `http://127.0.0.1:${sfPort}`;
  say("starting the built gateway (PGlite) and storefront (NODE_ENV=production)");
  startProcess("gateway", "node", ["--enable-source-maps", "apps/gateway/dist/main.js"], {
    NODE_ENV: "production",
    PORT: String(gwPort),
    HOST: "127.0.0.1",
    PGLITE_DATA_DIR: join(dataDir, "pglite"),
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  });
  await waitFor(`${gwBase}/health`, 180_000);
  startProcess("storefront", "node", ["apps/storefront/.output/server/index.mjs"], {
    NODE_ENV: "production",
    PORT: String(sfPort),
    GATEWAY_URL: gwBase,
  });
  await waitFor(`${sfBase}/`);

  const gw = `${gwBase}/graphql`;
  const { pages, ids } = await discoverPages(gw);
  results.pages = pages;

  say("initial JS per route type");
  results.figures.initialJs = {};
  for (const [kind, path] of Object.entries({ ...pages, error: "/error-404" })) {
    results.figures.initialJs[kind] = await initialJs(sfBase, path);
  }

  say(`server-render load, 50 connections × ${DURATION}s`);
  results.figures.ssr = {};
  for (const kind of ["home", "listing", "product"]) {
    if (!pages[kind]) continue;
    await load({ url: sfBase + pages[kind], duration: 2 }); // warm-up
    results.figures.ssr[kind] = await load({ url: sfBase + pages[kind] });
  }

  if (ids.length) {
    say("gateway listing query (search + bulk productColors), 50 connections");
    const body = JSON.stringify({
      query:
        "query($ids:[ID!]!){ searchProductColors(pageNumber:1,pageSize:9,sortBy:\"price\",sortDirection:\"asc\"){ productColorIds count } productColors(ids:$ids){ id productSlug styleSlug productName price slashPrice productColorLang{ colorNameCn } productTag{ tagName } productAssets{ localUrl } } }",
      variables: { ids },
    });
    results.figures.gatewayListing = await load({
      url: gw,
      method: "POST",
      headers: { "content-type": "application/json", channel: "WEB" },
      body,
    });
  }

  // The durations the tests used to assert (no clocks in tests): catalogue generation and seeding.
  say("catalogue generation (1 000 colours) and demo seed (PGlite)");
  {
    const r = spawnSync("pnpm", ["--filter", "@xunlan/gateway", "run", "bench:seed", "--json"], { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] });
    const line = (r.stdout ?? "").split("\n").reverse().find((l) => l.startsWith("{"));
    results.figures.seed = line ? JSON.parse(line) : { error: "bench:seed printed no result" };
  }

  // One PostgreSQL server for the real-database figures: BENCH_DATABASE_URL, else a throwaway one.
  let pgUrl = process.env.BENCH_DATABASE_URL;
  const postgresUrl = async () => {
    if (!pgUrl) {
      const pg = await startThrowawayPostgres();
      cleanups.push(() => pg.stop());
      pgUrl = pg.url;
    }
    return pgUrl;
  };

  if (!args.has("--skip-checkout")) {
    say("submitOrder latency, 20 concurrent buyers (real PostgreSQL)");
    const url = await postgresUrl();
    const r = spawnSync("pnpm", ["--filter", "@xunlan/gateway", "run", "bench:checkout", "--buyers", "20", "--json"], {
      cwd: root,
      env: { ...process.env, BENCH_DATABASE_URL: url },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    const line = (r.stdout ?? "").split("\n").reverse().find((l) => l.startsWith("{"));
    results.figures.submitOrder = line ? JSON.parse(line) : { error: "bench:checkout printed no result" };
  }

  if (!args.has("--skip-scale")) {
    say("search latency on 100 000 colours (real PostgreSQL)");
    const url = await postgresUrl();
    const r = spawnSync("pnpm", ["--filter", "@xunlan/gateway", "run", "bench:search", "--json"], {
      cwd: root,
      env: { ...process.env, BENCH_DATABASE_URL: url },
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    const line = (r.stdout ?? "").split("\n").reverse().find((l) => l.startsWith("{"));
    results.figures.search100k = line ? JSON.parse(line) : { error: "bench:search printed no result" };
  }

  if (!args.has("--skip-lighthouse")) {
    results.figures.lighthouse = {};
    for (const kind of ["home", "listing", "product"]) {
      if (!pages[kind]) continue;
      say(`lighthouse (mobile) ${pages[kind]}`);
      results.figures.lighthouse[kind] = lighthouse(sfBase + pages[kind]);
    }
  }

  report();
}

function report() {
  const f = results.figures;
  const mark = (ok) => (ok === undefined ? "" : ok ? "✓" : "✗ miss");
  console.log(`\n迅岚 XUNLAN benchmark — ${results.machine.cores} cores, Node ${results.machine.node}\n`);
  const w = [44, 22, 26];
  console.log(fmtRow(["figure", "value", "target"], w));
  console.log("-".repeat(96));
  const b = f.baselineNodeHttp;
  console.log(fmtRow(["plain node:http (baseline)", `${b.rps} req/s, p99 ${b.p99} ms`, ""], w));
  for (const [k, v] of Object.entries(f.initialJs ?? {})) {
    const target = k === "product" ? `≤ 150 KB ${mark(v.gzipKB <= 150)}` : "";
    console.log(fmtRow([`initial JS, ${k} (${v.files} files)`, `${v.gzipKB} KB gzip`, target], w));
  }
  for (const [k, v] of Object.entries(f.ssr ?? {})) {
    const target = k === "product" ? `p99 ≤ 100 ms ${mark(v.p99 <= 100)}` : "";
    console.log(fmtRow([`SSR ${k}, 50 conns`, `${v.rps} req/s, p99 ${v.p99} ms${v.errors ? `, ${v.errors} errors` : ""}`, target], w));
  }
  if (f.gatewayListing) {
    const v = f.gatewayListing;
    console.log(fmtRow(["gateway listing query, 50 conns", `${v.rps} req/s, p99 ${v.p99} ms`, ""], w));
  }
  if (f.seed) {
    const v = f.seed;
    console.log(fmtRow(["generate 1 000 colours", v.error ?? `${v.generateMs} ms`, v.error ? "" : `< 2 000 ms ${mark(v.generateMs < 2000)}`], w));
    console.log(fmtRow([`seed demo catalogue (${v.colours ?? "?"} colours, PGlite)`, v.error ?? `${v.seedMs} ms`, v.error ? "" : `< 10 000 ms ${mark(v.seedMs < 10_000)}`], w));
  }
  if (f.search100k) {
    const v = f.search100k;
    console.log(
      fmtRow(
        ["listing query on 100 000 colours", v.error ?? `p50 ${v.p50} ms, p95 ${v.p95} ms, p99 ${v.p99} ms`, v.p95 === undefined ? "" : `p95 ≤ 15 ms ${mark(v.p95 <= 15)}`],
        w,
      ),
    );
  }
  if (f.submitOrder) {
    const v = f.submitOrder;
    console.log(
      fmtRow(
        [`submitOrder, ${v.buyers ?? 20} concurrent buyers (PostgreSQL)`, v.error ?? `p50 ${v.p50} ms, p99 ${v.p99} ms${v.errors ? `, ${v.errors} errors` : ""}`, v.p99 === undefined ? "" : `p99 ≤ 50 ms ${mark(v.p99 <= 50)}`],
        w,
      ),
    );
  }
  for (const [k, v] of Object.entries(f.lighthouse ?? {})) {
    if (v.error) {
      console.log(fmtRow([`lighthouse mobile, ${k}`, v.error, ""], w));
      continue;
    }
    console.log(
      fmtRow(
        [`lighthouse mobile, ${k}`, `perf ${v.performance}, a11y ${v.accessibility}, CLS ${v.cls}`, `≥95/≥95/≤0.02 ${mark(v.performance >= 95 && v.accessibility >= 95 && v.cls <= 0.02)}`],
        w,
      ),
    );
  }
  mkdirSync(join(root, "bench-results"), { recursive: true });
  writeFileSync(join(root, "bench-results/latest.json"), JSON.stringify(results, null, 2));
  console.log("\nfull results: bench-results/latest.json");
}

try {
  await main();
} catch (err) {
  console.error(`✖ ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  for (const c of children) c.kill("SIGTERM");
  await new Promise((r) => setTimeout(r, 500));
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch {}
  }
}
