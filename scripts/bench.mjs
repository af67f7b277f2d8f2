#!/usr/bin/env node
// `pnpm bench`: the speed and size figures of the store, printed in one run on this machine.
// Not a test: nothing here fails a build. Every figure is printed beside its goal (issue 11) and,
// for throughput, as a ratio to a plain node:http server measured in the same run — the machine
// is shared, so absolute numbers move with its load; the ratios and before/after pairs do not.
//
//   initial JS (gzip) per route type · first HTML size and time to first byte (cached and
//   uncached) · upstream calls of a warm product render · anonymous SSR (page cache) for home,
//   listing and product, and a logged-in member's product page (rendered fresh) at 50
//   connections, with the server CPU per page of storefront + gateway · the gateway listing query
//   on PGlite and on a real PostgreSQL with a pool · search latency p95 on 100 000 colours ·
//   submitOrder p99 at 20 concurrent buyers (real PostgreSQL) · Lighthouse mobile for home, listing and product page ·
//   catalogue generation and demo-seed times (the durations tests must not assert) · the
//   gateway's idle CPU over 10 s after its start (goal ≤ 2 % of a core) · /health p99 while 8
//   posters send 11 MB bodies to /graphql, the gateway's and the storefront's
//   (lib/oversized-bodies.mjs, issue 21 §2).
//
// Every load figure runs in rounds alternated with the others and with node:http hello (a moving
// machine load falls on each alike); the gateway's idle CPU is taken after its start and again
// after the load. --peer URL runs the same anonymous load against another storefront in the same
// run (--peer-pages home=/,listing=/path,product=/path; default: its home page), e.g. the Vendure +
// Next.js peer of issue 27 (see docs/BENCH.md).
//
// Flags: --no-build (use the existing build), --skip-lighthouse, --skip-scale (no 100 000 run),
//        --skip-postgres (no PostgreSQL stack), --skip-checkout (no submitOrder run), --skip-seed, --duration <s> (load seconds, default 10),
//        --skip-oversized (no oversized-body run),
//        --scale (only the issue 27 §6 figures: 100 000 colours, 200 000 members, 1 000 000 orders on
//        PostgreSQL — order list, listing and search p95, submitOrder p99),
//        --compare (print the previous run's figures beside the new ones; bench-results/ is
//        git-ignored: each run moves latest.json to previous.json),
//        --no-profile (no second, profiled run of a load figure that missed its goal),
//        --report (print the last run's table and profiles again, measuring nothing).
// Under the table, every missed goal gets its profile: the packages in a page's initial JS, where
// the servers' CPU went in a profiled 5 s load run, where Lighthouse's main-thread time went.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { GOALS, missed } from "./lib/bench/goals.mjs";
import { lighthouseMedian } from "./lib/bench/lighthouse.mjs";
import { alternate, idleCpu, load, loadWithCpu, startHello, ttfb } from "./lib/bench/load.mjs";
import { discoverPages, gqlAs, guestWithBag, htmlParts, initialJs, LISTING_BODY, memberToken } from "./lib/bench/pages.mjs";
import { report } from "./lib/bench/report.mjs";
import { processGroup, startStack } from "./lib/bench/servers.mjs";
import { healthUnderOversizedBodies } from "./lib/oversized-bodies.mjs";
import { startThrowawayPostgres } from "./lib/postgres.mjs";
import { repoRoot as root } from "./lib/process.mjs";
import { profileDuring, summariseProfile } from "./lib/profile.mjs";

const args = new Set(process.argv.slice(2));
const argValue = (name) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const DURATION = Number(argValue("--duration") ?? 10);
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const PEER = argValue("--peer")?.replace(/\/+$/, "");
const PEER_PAGES = Object.fromEntries((argValue("--peer-pages") ?? "home=/").split(",").map((pair) => pair.split("=")));
const group = processGroup();
const cleanups = [];
const results = { machine: { cores: cpus().length, node: process.version, loadAtStart: loadavg().map((l) => +l.toFixed(1)) }, figures: {} };

const say = (m) => console.log(`▶ ${m}`);

function sh(cmd, argv, opts = {}) {
  const r = spawnSync(cmd, argv, { cwd: root, stdio: "inherit", ...opts });
  if (r.status !== 0) throw new Error(`${cmd} ${argv.join(" ")} failed`);
}

/**
 * A load figure that missed its goal gets a second run (5 s) under V8's sampling profiler in the
 * named servers: where their CPU went, per request, is printed under the table (--no-profile: off).
 */
async function profileMiss(stack, figure, opts, isMissed, servers = ["storefront", "gateway"]) {
  if (!isMissed(figure) || args.has("--no-profile")) return figure;
  say(`  ${opts.url.replace(/^http:\/\/[^/]+/, "")} missed its goal: profiling the servers for 5 s`);
  try {
    // Every worker of the named servers ("storefront", "storefront (worker 2)", …).
    const inspectors = Object.fromEntries(
      Object.entries(stack.inspectors ?? {}).filter(([name]) =>
        servers.some((server) => name === server || name.startsWith(`${server} (`)),
      ),
    );
    const { result, profiles } = await profileDuring(inspectors, () => load({ ...opts, duration: 5 }));
    figure.profile = Object.fromEntries(Object.entries(profiles).map(([name, p]) => [name, summariseProfile(p, result.requests)]));
    // The whole profiles, for Chrome DevTools' Performance panel or speedscope.
    const slug =
      opts.url
        .replace(/^http:\/\/[^/]+/, "")
        .replace(/[^\w]+/g, "-")
        .replace(/^-|-$/g, "") || "home";
    mkdirSync(join(root, "bench-results/profiles"), { recursive: true });
    for (const [name, p] of Object.entries(profiles))
      writeFileSync(
        join(
          root,
          `bench-results/profiles/${stack.db}-${slug}-${opts.headers?.cookie?.includes("login_status") ? "member" : "anonymous"}-${name}.cpuprofile`,
        ),
        JSON.stringify(p),
      );
  } catch (err) {
    figure.profile = { error: String(err.message ?? err) };
  }
  return figure;
}

/**
 * The load figures of one stack — anonymous pages, a member's product page, a guest's /cart, the
 * gateway listing query, node:http hello and (PGlite stack, --peer) the peer's pages — warmed,
 * then measured in alternated rounds; each figure that missed its goal is profiled after.
 */
async function loadFigures(stack, pages, ids, hello, { anonymous = true, cart = true, peer = false } = {}) {
  const runs = { hello: (d) => load({ url: hello.url }, d) };
  const judged = {};
  const add = async (name, opts, pids, isMissed, servers) => {
    await load({ ...opts, duration: 2 }); // warm-up (fills the page cache)
    runs[name] = (d) => loadWithCpu(opts, pids, d);
    if (isMissed) judged[name] = { opts, isMissed, servers };
  };
  if (anonymous) {
    // An anonymous shopper browsing: the cookies of an earlier answer come back with every later
    // page, which the page cache then answers with no upstream call.
    const guest = (await gqlAs(`${stack.gwBase}/graphql`, null, "mutation { webAuthorization { token } }")).webAuthorization.token;
    const headers = { cookie: `token=${guest}; cid=bench-guest` };
    for (const kind of ["home", "listing", "product"]) {
      if (pages[kind]) await add(`anonymous_${kind}`, { url: stack.sfBase + pages[kind], headers }, stack.pids, missed.anonymous);
    }
    // A first visit (no cookies): the cached page as it is, no token minted (issue 21).
    if (pages.product) await add("anonymous_first_visit", { url: stack.sfBase + pages.product }, stack.pids);
  }
  if (pages.product) {
    const token = await memberToken(stack.gwBase);
    const headers = { cookie: `token=${token}; login_status=1; cid=bench-member` };
    await add("member_product", { url: stack.sfBase + pages.product, headers }, stack.pids, missed.member);
  }
  if (ids.length && cart) {
    // issue 8.8: /cart of a guest with two lines, rendered fresh for every request.
    const bag = await guestWithBag(stack.gwBase, ids);
    const headers = { cookie: `token=${bag.token}; cid=bench-bag` };
    const html = await (await fetch(`${stack.sfBase}/cart`, { headers })).text();
    if (!html.includes(bag.name)) console.error(`✖ /cart did not render the bag's line (${bag.name}): the /cart figure is not a bag`);
    await add("cart", { url: `${stack.sfBase}/cart`, headers }, stack.pids, missed.cart);
  }
  if (ids.length) {
    const opts = {
      url: stack.gw,
      method: "POST",
      headers: { "content-type": "application/json", channel: "WEB" },
      body: LISTING_BODY(ids),
    };
    await add("gatewayListing", opts, [stack.pids[1]], missed.gateway(stack.db), ["gateway"]);
  }
  if (peer && PEER) {
    for (const [kind, path] of Object.entries(PEER_PAGES)) {
      const opts = { url: PEER + path };
      await load({ ...opts, duration: 2 });
      runs[`peer_${kind}`] = (d) => load(opts, d);
    }
  }
  const measured = await alternate(runs, { rounds: 2, duration: DURATION, say });
  const out = {};
  for (const [name, figure] of Object.entries(measured)) {
    if (name === "hello" || name.startsWith("peer_")) continue;
    const j = judged[name];
    out[name] = j ? await profileMiss(stack, figure, j.opts, j.isMissed, j.servers) : figure;
  }
  out.hello = measured.hello;
  if (peer && PEER) {
    results.figures.peer = {
      url: PEER,
      figures: Object.fromEntries(Object.keys(PEER_PAGES).map((kind) => [kind, measured[`peer_${kind}`]])),
      ours: Object.fromEntries(Object.keys(PEER_PAGES).map((kind) => [kind, out[`anonymous_${kind}`]])),
    };
  }
  return out;
}

/** The previous run's results (for --compare), read before this run overwrites them. */
let previous = null;

/** Runs one of the gateway's bench scripts against PostgreSQL; its last JSON line is the figure. */
function gatewayBench(script, extra, url) {
  const r = spawnSync("pnpm", ["--filter", "@xunlan/gateway", "run", script, ...extra, "--json"], {
    cwd: root,
    env: { ...process.env, BENCH_DATABASE_URL: url },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  const line = (r.stdout ?? "")
    .split("\n")
    .reverse()
    .find((l) => l.startsWith("{"));
  return line ? JSON.parse(line) : { error: `${script} printed no result` };
}

/**
 * `pnpm bench --scale` (issue 27 §6): 100 000 colours, 200 000 members and 1 000 000 orders on
 * PostgreSQL (BENCH_DATABASE_URL, else a throwaway server: the first seed takes minutes), then
 * the member order list, listing and search p95 and submitOrder p99 on that database.
 */
async function scaleOnly() {
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const pg = await startThrowawayPostgres();
    cleanups.push(() => pg.stop());
    url = pg.url;
  }
  say("seeding 100 000 colours, 200 000 members, 1 000 000 orders (PostgreSQL) and timing the reads");
  results.figures.scale = gatewayBench("bench:scale", [], url);
  say("submitOrder, 20 concurrent buyers, on the same database");
  results.figures.submitOrder = gatewayBench("bench:checkout", ["--buyers", "20"], url);
  report(results, previous, { compare: args.has("--compare") });
}

async function main() {
  if (args.has("--scale")) return scaleOnly();
  if (!args.has("--no-build")) {
    say("building (turbo, cached)");
    sh("pnpm", ["exec", "turbo", "run", "build", "--concurrency=2", "--output-logs=errors-only"]);
  }

  // Baseline: the plain node:http server on this machine, in this run.
  say("baseline: plain node:http");
  const hello = await startHello();
  results.figures.baselineNodeHttp = await load({ url: hello.url }, DURATION);

  const dataDir = mkdtempSync(join(tmpdir(), "xunlan-bench-"));
  cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
  const lite = await startStack(group, "PGlite", { PGLITE_DATA_DIR: join(dataDir, "pglite"), DATABASE_URL: "" }, "pglite", {
    say,
    beforeStorefront: async (pid) => {
      say("the gateway's idle CPU, 10 s with no traffic");
      results.figures.gatewayIdleCpu = await idleCpu(pid);
    },
  });
  // Every process that serves, per stack (issue 27 §2: workers per core).
  results.servers = { pglite: lite.processes };
  const { pages, ids } = await discoverPages(lite.gw);
  results.pages = pages;

  say("initial JS per route type");
  results.figures.initialJs = {};
  for (const [kind, path] of Object.entries({ ...pages, error: "/error-404" })) {
    results.figures.initialJs[kind] = await initialJs(lite.sfBase, path);
  }

  if (pages.product) {
    say("first HTML, time to first byte, upstream calls of a warm render");
    const url = lite.sfBase + pages.product;
    const html = await (await fetch(url)).text();
    const fresh = { cookie: "bag_count=1; cid=bench" };
    await fetch(url, { headers: fresh });
    const warm = await fetch(url, { headers: fresh });
    await warm.text();
    // A warm listing render (issue 11: ≤ 2 upstream calls, the cards in the same call as the ids).
    let warmListingUpstreamCalls = null;
    if (pages.listing) {
      await (await fetch(lite.sfBase + pages.listing, { headers: fresh })).text();
      const listing = await fetch(lite.sfBase + pages.listing, { headers: fresh });
      await listing.text();
      warmListingUpstreamCalls = Number(listing.headers.get("x-upstream-calls"));
    }
    results.figures.firstHtml = {
      warmListingUpstreamCalls,
      productRawKB: +(Buffer.byteLength(html) / 1024).toFixed(1),
      productGzipKB: +(gzipSync(html).length / 1024).toFixed(1),
      warmRenderUpstreamCalls: Number(warm.headers.get("x-upstream-calls")),
      ttfbCachedMs: await ttfb(url),
      ttfbUncachedMs: await ttfb(url, fresh),
      htmlParts: htmlParts(html),
    };
    const first = results.figures.firstHtml;
    if (first.ttfbUncachedMs > GOALS.ttfbUncachedMs && !args.has("--no-profile")) {
      // Where an uncached render's time goes: 30 renders in a row under the profiler.
      const { profiles } = await profileDuring(lite.inspectors, () => ttfb(url, fresh, 30));
      first.uncachedProfile = Object.fromEntries(Object.entries(profiles).map(([name, p]) => [name, summariseProfile(p, 30)]));
    }
  }

  say(`load, 50 connections, ${DURATION} s per figure in 2 alternated rounds (PGlite${PEER ? `, and the peer ${PEER}` : ""})`);
  results.figures.pglite = await loadFigures(lite, pages, ids, hello, { peer: true });
  say("the gateway's idle CPU again, 10 s after the load");
  results.figures.gatewayIdleCpuAfter = await idleCpu(lite.gatewayPids);
  if (!args.has("--skip-oversized")) {
    say("/health while 8 posters send 11 MB bodies to /graphql: the gateway's, then the storefront's");
    results.figures.oversized = {
      gateway: await healthUnderOversizedBodies({ graphqlUrl: lite.gw, healthUrl: `${lite.gwBase}/health` }),
      storefront: await healthUnderOversizedBodies({ graphqlUrl: `${lite.sfBase}/graphql`, healthUrl: `${lite.gwBase}/health` }),
    };
  }
  say("baseline again (the machine's load moves)");
  results.figures.baselineNodeHttpAfter = await load({ url: hello.url }, DURATION);

  if (!args.has("--skip-postgres")) {
    say("PostgreSQL server with a pool");
    let url = process.env.BENCH_DATABASE_URL;
    if (!url) {
      const pg = await startThrowawayPostgres();
      cleanups.push(() => pg.stop());
      url = pg.url;
    }
    const pgStack = await startStack(group, "PostgreSQL", { DATABASE_URL: url, PGLITE_DATA_DIR: join(dataDir, "unused") }, "postgres", {
      say,
    });
    results.servers.postgres = pgStack.processes;
    const found = await discoverPages(pgStack.gw);
    results.figures.postgres = await loadFigures(pgStack, found.pages, found.ids, hello, { anonymous: false });
    pgStack.stop();
  }
  hello.close();

  // The durations the tests used to assert (no clocks in tests): catalogue generation and seeding.
  if (!args.has("--skip-seed")) {
    say("catalogue generation (1 000 colours) and demo seed (PGlite)");
    const r = spawnSync("pnpm", ["--filter", "@xunlan/gateway", "run", "bench:seed", "--json"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "inherit"],
    });
    const line = (r.stdout ?? "")
      .split("\n")
      .reverse()
      .find((l) => l.startsWith("{"));
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
    results.figures.submitOrder = gatewayBench("bench:checkout", ["--buyers", "20"], url);
  }

  if (!args.has("--skip-scale")) {
    say("search latency on 100 000 colours (real PostgreSQL)");
    const url = await postgresUrl();
    results.figures.search100k = gatewayBench("bench:search", [], url);
  }

  if (!args.has("--skip-lighthouse")) {
    results.figures.lighthouse = {};
    for (const kind of ["home", "listing", "product"]) {
      if (!pages[kind]) continue;
      say(`lighthouse (mobile) ${pages[kind]}`);
      results.figures.lighthouse[kind] = lighthouseMedian(lite.sfBase + pages[kind], kind, {
        chromium: CHROMIUM,
        runs: Number(argValue("--lighthouse-runs") ?? 3),
      });
    }
  }

  report(results, previous, { compare: args.has("--compare") });
}

mkdirSync(join(root, "bench-results"), { recursive: true });
if (args.has("--report")) {
  // Prints the last run's table and profiles again (no measuring).
  Object.assign(results, JSON.parse(readFileSync(join(root, "bench-results/latest.json"), "utf8")));
  if (existsSync(join(root, "bench-results/previous.json")))
    previous = JSON.parse(readFileSync(join(root, "bench-results/previous.json"), "utf8"));
  const at = results.at;
  report(results, previous, { compare: args.has("--compare") });
  results.at = at;
  writeFileSync(join(root, "bench-results/latest.json"), JSON.stringify(results, null, 2));
  process.exit(0);
}
if (existsSync(join(root, "bench-results/latest.json"))) {
  previous = JSON.parse(readFileSync(join(root, "bench-results/latest.json"), "utf8"));
  previous.at ??= "earlier";
  renameSync(join(root, "bench-results/latest.json"), join(root, "bench-results/previous.json"));
}

try {
  await main();
} catch (err) {
  console.error(`✖ ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  group.stopAll();
  await new Promise((r) => setTimeout(r, 500));
  for (const fn of cleanups.reverse()) {
    try {
      fn();
    } catch {}
  }
}
