// The table `pnpm bench` prints: every figure beside its goal and, for throughput, as a share of
// the node:http "hello" server measured in the same run (and of the peer's, with --peer); under
// it, the profile of every missed goal (what is left, and where it goes).
import { writeFileSync } from "node:fs";
import { loadavg } from "node:os";
import { join } from "node:path";
import { repoRoot } from "../process.mjs";
import { GOALS, missed } from "./goals.mjs";

/** "123: 4.1 · 124: 3.9" (a worker that took no part shows 0). */
function perProcess(byPid) {
  return Object.entries(byPid)
    .map(([pid, ms]) => `${pid}: ${ms}`)
    .join(" · ");
}

/** "storefront 2 workers (pids 11, 12; primary 10) · gateway 1 process (pid 13)". */
function describeServers(servers) {
  const one = ({ primary, workers }) =>
    primary ? `${workers.length} workers (pids ${workers.join(", ")}; primary ${primary})` : `1 process (pid ${workers[0]})`;
  return Object.entries(servers)
    .map(([name, p]) => `${name} ${one(p)}`)
    .join(" · ");
}

function fmtRow(cells, widths) {
  return cells.map((c, i) => String(c).padEnd(widths[i])).join("  ");
}

const FRAMEWORK =
  /^(react|react-dom|scheduler|seroval|seroval-plugins|@tanstack\/.*|tiny-invariant|tiny-warning|cookie-es|h3|use-sync-external-store)$/;

/** Under the table: for every figure that missed its goal, the profile that explains what is left. */
function printProfiles(f, machine) {
  const out = [];
  const indent = (text) => out.push(`    ${text}`);
  for (const [kind, v] of Object.entries(f.initialJs ?? {})) {
    const goal = kind === "home" ? GOALS.initialJs.home : GOALS.initialJs.any;
    if (v.gzipKB <= goal || !v.composition?.length) continue;
    const sum = (test) =>
      +v.composition
        .filter((c) => test(c.pkg))
        .reduce((a, c) => a + c.gzipKB, 0)
        .toFixed(1);
    const framework = sum((p) => FRAMEWORK.test(p));
    const own = sum((p) => p.startsWith("@xunlan/") || p === "storefront");
    out.push(
      `  initial JS, ${kind}: ${v.gzipKB} KB gzip, ${(v.gzipKB - goal).toFixed(1)} KB over ${goal} — framework ${framework} KB, our packages and app ${own} KB, other ${(v.gzipKB - framework - own).toFixed(1)} KB`,
    );
    // Each chunk's gzip bytes shared out by the packages' rendered (pre-minification) bytes: ≈.
    indent(
      `≈ KB gzip by package: ${v.composition
        .slice(0, 14)
        .map((c) => `${c.pkg} ${c.gzipKB}`)
        .join(" · ")}`,
    );
  }
  const first = f.firstHtml;
  if (first && first.productRawKB > GOALS.productHtmlKB && first.htmlParts) {
    const h = first.htmlParts;
    out.push(
      `  first HTML, product: ${first.productRawKB} KB raw, over ${GOALS.productHtmlKB} — inline scripts (dehydrated data, bootstrap) ${h.scriptsKB} KB · markup ${h.markupKB} KB · inline SVG ${h.svgKB} KB · JSON-LD ${h.jsonLdKB} KB · styles ${h.stylesKB} KB`,
    );
  }
  if (first?.uncachedProfile)
    loadProfile(
      `TTFB product, uncached: ${first.ttfbUncachedMs} ms median, over ${GOALS.ttfbUncachedMs} — 30 renders profiled`,
      { profile: first.uncachedProfile },
      true,
    );
  function loadProfile(title, v, bare = false) {
    if (!v?.profile) return;
    out.push(
      bare ? `  ${title}:` : `  ${title}: ${v.rps} req/s, p99 ${v.p99} ms, CPU ${v.cpuMsPerRequest} ms/req — profiled again for 5 s:`,
    );
    if (v.profile.error) return indent(`(profile failed: ${v.profile.error})`);
    if (!bare && v.cpuMsSplit?.length === 2 && v.cpuMsSplit[0] > 0) {
      // What the load's shape allows: 50 connections in a closed loop wait 50 / throughput on
      // average (Little's law); one storefront process is one core; two cores bound the pair.
      const [sf, gw] = v.cpuMsSplit;
      indent(
        `bounds: 50 connections wait 50 / throughput on average (${Math.round(50_000 / Math.max(1, v.rps))} ms now; p99 ≤ ${GOALS.member.p99} ms needs ≈ ${Math.round(50_000 / (GOALS.member.p99 * 0.8))} req/s or more) · ` +
          `one storefront process at ${sf} ms a page serves ≤ ${Math.round(1000 / sf)} req/s · both servers on ${machine.cores} cores at ${(sf + gw).toFixed(1)} ms ≤ ${Math.round((machine.cores * 1000) / (sf + gw))} req/s`,
      );
    }
    for (const [server, p] of Object.entries(v.profile)) {
      const parts = p.buckets.filter((b) => b.share >= 2).map((b) => `${b.bucket} ${b.msPerRequest} (${b.share} %)`);
      indent(`${server}, ${p.busyMsPerRequest} ms of CPU per request: ${parts.join(" · ")}`);
      indent(
        `  hottest: ${p.hottest
          .slice(0, 5)
          .map((h) => `${h.fn} ${h.msPerRequest} ms`)
          .join(" · ")}`,
      );
    }
  }
  for (const [db, label] of [
    ["pglite", "PGlite"],
    ["postgres", "PostgreSQL"],
  ]) {
    const set = f[db];
    if (!set) continue;
    for (const kind of ["home", "listing", "product"]) loadProfile(`SSR anonymous ${kind} (${label})`, set[`anonymous_${kind}`]);
    loadProfile(`SSR member product (${label})`, set.member_product);
    loadProfile(`SSR /cart (${label})`, set.cart);
    loadProfile(`gateway listing query (${label})`, set.gatewayListing);
  }
  if (f.submitOrder?.profile && f.submitOrder.p99 > 50) {
    out.push(`  submitOrder (PostgreSQL): p99 ${f.submitOrder.p99} ms, where an order's time goes:`);
    for (const line of [].concat(f.submitOrder.profile)) indent(typeof line === "string" ? line : JSON.stringify(line));
  }
  for (const [kind, v] of Object.entries(f.lighthouse ?? {})) {
    if (v.error || !missed.lighthouse(v, kind) || !v.profile) continue;
    const p = v.profile;
    out.push(`  lighthouse mobile, ${kind}: perf ${v.performance}, TBT ${v.tbtMs} ms, LCP ${v.lcpMs} ms — main thread (4× CPU slowdown):`);
    indent(`by kind: ${p.mainThread.map((m) => `${m.group} ${m.ms} ms`).join(" · ")}`);
    indent(`by script: ${p.bootup.map((b) => `${b.url} ${b.scriptingMs} ms scripting + ${b.parseMs} ms parse`).join(" · ")}`);
    if (p.longTasks.length) indent(`long tasks: ${p.longTasks.map((t) => `${t.ms} ms at ${t.startMs} ms (${t.url})`).join(" · ")}`);
    if (p.lcpElement)
      indent(
        `LCP element: ${p.lcpElement}${p.lcpPhases.length ? ` — ${p.lcpPhases.map((x) => `${x.phase} ${x.ms} ms`).join(" · ")}` : ""}`,
      );
  }
  if (!out.length) return;
  console.log("\nProfiles of the missed goals (what is left, and where it goes)\n");
  for (const line of out) console.log(line);
}

export function report(results, previous, { compare: wantCompare = false } = {}) {
  const f = results.figures;
  const p = previous?.figures ?? {};
  const compare = wantCompare && previous;
  const mark = (ok) => (ok ? "✓" : "✗ miss");
  const base = Math.max(
    1,
    Math.round(((f.baselineNodeHttp?.rps ?? 0) + (f.baselineNodeHttpAfter?.rps ?? f.baselineNodeHttp?.rps ?? 0)) / 2),
  );
  const pbase = Math.max(
    1,
    Math.round(((p.baselineNodeHttp?.rps ?? 0) + (p.baselineNodeHttpAfter?.rps ?? p.baselineNodeHttp?.rps ?? 0)) / 2),
  );
  const ratio = (v, b) => (v ? `${((v.rps / b) * 100).toFixed(2)} % of node:http` : "");
  const loadText = (v) =>
    v
      ? `${v.rps} req/s, p99 ${v.p99} ms${v.errors ? `, ${v.errors} errors` : ", 0 errors"}${v.cpuMsPerRequest !== undefined ? `, CPU ${v.cpuMsPerRequest} ms/req` : ""}`
      : "—";
  results.machine.loadAtEnd ??= loadavg().map((l) => +l.toFixed(1));
  // The machine may be shared: its load (1/5/15-minute averages) says how far absolute figures moved.
  console.log(
    `\n迅岚 XUNLAN benchmark — ${results.machine.cores} cores, Node ${results.machine.node}, load average ${results.machine.loadAtStart.join(" / ")} at start, ${results.machine.loadAtEnd.join(" / ")} at end${compare ? ` (previous run: ${previous.at})` : ""}\n`,
  );
  // Every process that served, per stack (issue 27 §2: a worker per core).
  for (const [db, servers] of Object.entries(results.servers ?? {})) console.log(`servers (${db}): ${describeServers(servers)}`);
  const w = [40, 44, 34, 26, 44];
  console.log(fmtRow(["figure", "value", "goal", "ratio", compare ? "previous run" : ""], w));
  console.log("-".repeat(compare ? 190 : 146));
  const row = (name, value, goal, r = "", prev = "") => console.log(fmtRow([name, value, goal, r, compare ? prev : ""], w));
  row(
    "plain node:http (baseline, mean of 2)",
    `${base} req/s (${f.baselineNodeHttp?.rps} / ${f.baselineNodeHttpAfter?.rps ?? "—"})`,
    "",
    "100 %",
    `${pbase} req/s`,
  );
  if (f.gatewayIdleCpu) {
    const v = f.gatewayIdleCpu;
    row(
      `gateway idle CPU, ${v.seconds} s after start`,
      `${v.percentOfCore} % of a core (${v.ticks} ticks)`,
      `≤ ${GOALS.idleCpuPercent} % ${mark(v.percentOfCore <= GOALS.idleCpuPercent)}`,
      "",
      p.gatewayIdleCpu ? `${p.gatewayIdleCpu.percentOfCore} %` : "",
    );
  }
  if (f.gatewayIdleCpuAfter) {
    const v = f.gatewayIdleCpuAfter;
    row(
      `gateway idle CPU, ${v.seconds} s after the load`,
      `${v.percentOfCore} % of a core (${v.ticks} ticks)`,
      `≤ ${GOALS.idleCpuPercent} % ${mark(v.percentOfCore <= GOALS.idleCpuPercent)}`,
      "",
      p.gatewayIdleCpuAfter ? `${p.gatewayIdleCpuAfter.percentOfCore} %` : "",
    );
  }
  if (f.peer) {
    // --peer: the same load against another storefront, alternated with ours and hello in one run.
    for (const [kind, v] of Object.entries(f.peer.figures ?? {})) {
      const ours = f.peer.ours?.[kind];
      const times = ours && v.rps ? ` — ours ${ours.rps} req/s = ${(ours.rps / v.rps).toFixed(1)}× the peer` : "";
      row(`peer ${kind} (${f.peer.url})`, loadText(v), times, ratio(v, base), "");
    }
  }
  for (const [k, v] of Object.entries(f.initialJs ?? {})) {
    const goal = k === "home" ? GOALS.initialJs.home : GOALS.initialJs.any;
    row(
      `initial JS, ${k} (${v.files} files)`,
      `${v.gzipKB} KB gzip`,
      `≤ ${goal} KB ${mark(v.gzipKB <= goal)}`,
      "",
      p.initialJs?.[k] ? `${p.initialJs[k].gzipKB} KB` : "",
    );
  }
  if (f.firstHtml) {
    const v = f.firstHtml;
    const pv = p.firstHtml ?? {};
    row(
      "first HTML, product",
      `${v.productRawKB} KB raw / ${v.productGzipKB} KB gzip`,
      `≤ ${GOALS.productHtmlKB} KB raw ${mark(v.productRawKB <= GOALS.productHtmlKB)}`,
      "",
      pv.productRawKB ? `${pv.productRawKB} KB raw` : "",
    );
    row(
      "TTFB product, cached (median)",
      `${v.ttfbCachedMs} ms`,
      `≤ ${GOALS.ttfbCachedMs} ms ${mark(v.ttfbCachedMs <= GOALS.ttfbCachedMs)}`,
      "",
      pv.ttfbCachedMs ? `${pv.ttfbCachedMs} ms` : "",
    );
    row(
      "TTFB product, uncached (median)",
      `${v.ttfbUncachedMs} ms`,
      `≤ ${GOALS.ttfbUncachedMs} ms ${mark(v.ttfbUncachedMs <= GOALS.ttfbUncachedMs)}`,
      "",
      pv.ttfbUncachedMs ? `${pv.ttfbUncachedMs} ms` : "",
    );
    row(
      "upstream calls, warm product render",
      `${v.warmRenderUpstreamCalls}`,
      `≤ ${GOALS.upstreamCalls} ${mark(v.warmRenderUpstreamCalls <= GOALS.upstreamCalls)}`,
      "",
      pv.warmRenderUpstreamCalls ?? "",
    );
    if (v.warmListingUpstreamCalls !== null && v.warmListingUpstreamCalls !== undefined)
      row(
        "upstream calls, warm listing render",
        `${v.warmListingUpstreamCalls}`,
        `≤ ${GOALS.upstreamCalls} ${mark(v.warmListingUpstreamCalls <= GOALS.upstreamCalls)}`,
        "",
        pv.warmListingUpstreamCalls ?? "",
      );
  }
  for (const [db, label, pb] of [
    ["pglite", "PGlite", pbase],
    ["postgres", "PostgreSQL", pbase],
  ]) {
    const set = f[db];
    if (!set) continue;
    const prevSet = p[db] ?? {};
    for (const kind of ["home", "listing", "product"]) {
      const v = set[`anonymous_${kind}`];
      if (!v) continue;
      const ok = v.rps >= GOALS.anonymous.rps && v.p99 <= GOALS.anonymous.p99 && !v.errors;
      row(
        `SSR anonymous ${kind} (${label}), 50 conns`,
        loadText(v),
        `≥ ${GOALS.anonymous.rps} req/s, p99 ≤ ${GOALS.anonymous.p99} ms ${mark(ok)}`,
        ratio(v, base),
        loadText(prevSet[`anonymous_${kind}`]) + (prevSet[`anonymous_${kind}`] ? ` (${ratio(prevSet[`anonymous_${kind}`], pb)})` : ""),
      );
    }
    const first = set.anonymous_first_visit;
    if (first) {
      row(
        `  first visits, product (${label}): no cookies`,
        loadText(first),
        "(the cached page as it is: no token minted, no cookie set — issue 21)",
        ratio(first, base),
        loadText(prevSet.anonymous_first_visit),
      );
    }
    const m = set.member_product;
    if (m) {
      const ok = !missed.member(m);
      row(
        `SSR member product (${label}), 50 conns`,
        loadText(m),
        `≥ ${GOALS.member.rps} req/s, p99 ≤ ${GOALS.member.p99}, CPU ≤ ${GOALS.member.cpuMs} ${mark(ok)}`,
        ratio(m, base),
        loadText(prevSet.member_product),
      );
      row(`  CPU split storefront / gateway`, `${m.cpuMsSplit?.[0]} / ${m.cpuMsSplit?.[1]} ms per page`, "", "", "");
      if (m.cpuMsPerProcess) row(`  CPU per process (pid: ms per page)`, perProcess(m.cpuMsPerProcess), "", "", "");
    }
    const c = set.cart;
    if (c) {
      const ok = !missed.cart(c);
      row(
        `SSR /cart, guest with 2 lines (${label})`,
        loadText(c),
        `personal page: ≥ ${GOALS.personal.rps} req/s, p99 ≤ ${GOALS.personal.p99} ${mark(ok)}`,
        ratio(c, base),
        loadText(prevSet.cart),
      );
      row(`  CPU split storefront / gateway`, `${c.cpuMsSplit?.[0]} / ${c.cpuMsSplit?.[1]} ms per page`, "", "", "");
      if (c.cpuMsPerProcess) row(`  CPU per process (pid: ms per page)`, perProcess(c.cpuMsPerProcess), "", "", "");
    }
    const g = set.gatewayListing;
    if (g) {
      const goal = db === "postgres" ? GOALS.gatewayPg : GOALS.gatewayPglite;
      const ok = g.rps >= goal.rps && (goal.p99 === undefined || g.p99 <= goal.p99) && !g.errors;
      row(
        `gateway listing query (${label}), 50 conns`,
        loadText(g),
        `≥ ${goal.rps} req/s${goal.p99 ? `, p99 ≤ ${goal.p99} ms` : ""} ${mark(ok)}`,
        ratio(g, base),
        loadText(prevSet.gatewayListing),
      );
    }
  }
  for (const [where, v] of Object.entries(f.oversized ?? {})) {
    const pv = p.oversized?.[where];
    const text = `p99 ${v.p99} ms (p50 ${v.p50}, max ${v.max}; ${v.posted} bodies: ${Object.entries(v.statuses)
      .map(([s, n]) => `${n}× ${s}`)
      .join(", ")})`;
    row(
      `/health, 8 × 11 MB bodies to ${where} /graphql`,
      text,
      `p99 ≤ ${GOALS.oversizedHealthP99} ms ${mark(v.p99 <= GOALS.oversizedHealthP99 && !v.healthFailures)}`,
      "",
      pv ? `p99 ${pv.p99} ms` : "",
    );
  }
  if (f.seed) {
    const v = f.seed;
    console.log(
      fmtRow(["generate 1 000 colours", v.error ?? `${v.generateMs} ms`, v.error ? "" : `< 2 000 ms ${mark(v.generateMs < 2000)}`], w),
    );
    console.log(
      fmtRow(
        [
          `seed demo catalogue (${v.colours ?? "?"} colours, PGlite)`,
          v.error ?? `${v.seedMs} ms`,
          v.error ? "" : `< 10 000 ms ${mark(v.seedMs < 10_000)}`,
        ],
        w,
      ),
    );
  }
  if (f.search100k) {
    const v = f.search100k;
    row(
      "listing query on 100 000 colours",
      v.error ?? `p50 ${v.p50} ms, p95 ${v.p95} ms, p99 ${v.p99} ms`,
      v.p95 === undefined ? "" : `p95 ≤ 15 ms ${mark(v.p95 <= 15)}`,
      "",
      p.search100k?.p95 ? `p95 ${p.search100k.p95} ms` : "",
    );
    // issue 10: every keyword case (typical and very common alike) is judged, not only the headline.
    for (const c of v.cases ?? []) {
      if (!c.judged) continue;
      const pc = p.search100k?.cases?.find((x) => x.name === c.name);
      row(`  ${c.name} (${c.count})`, `p50 ${c.p50} ms, p95 ${c.p95} ms`, `p95 ≤ 15 ms ${mark(c.ok)}`, "", pc ? `p95 ${pc.p95} ms` : "");
    }
  }
  if (f.scale) {
    const v = f.scale;
    if (v.error) row("at scale (PostgreSQL)", v.error, "");
    else {
      console.log(
        `at scale: ${v.colours} colours, ${v.members} members, ${v.orders} orders (PostgreSQL; seeded or found in ${v.seedSeconds} s)`,
      );
      for (const c of v.cases ?? []) {
        const pc = p.scale?.cases?.find((x) => x.name === c.name);
        row(
          `  ${c.name} (${c.rows})`,
          `p50 ${c.p50} ms, p95 ${c.p95} ms, p99 ${c.p99} ms`,
          `p95 ≤ ${c.goalMs} ms ${mark(c.ok)}`,
          "",
          pc ? `p95 ${pc.p95} ms` : "",
        );
      }
    }
  }
  if (f.submitOrder) {
    const v = f.submitOrder;
    row(
      `submitOrder, ${v.buyers ?? 20} buyers (PostgreSQL)`,
      v.error ?? `p50 ${v.p50} ms, p99 ${v.p99} ms${v.errors ? `, ${v.errors} errors` : ""}`,
      v.p99 === undefined ? "" : `p99 ≤ 50 ms ${mark(v.p99 <= 50)}`,
      "",
      p.submitOrder?.p99 ? `p99 ${p.submitOrder.p99} ms` : "",
    );
  }
  for (const [k, v] of Object.entries(f.lighthouse ?? {})) {
    if (v.error) {
      row(`lighthouse mobile, ${k}`, v.error, "");
      continue;
    }
    const ok = !missed.lighthouse(v, k);
    const g = GOALS.lighthouse;
    const pv = p.lighthouse?.[k];
    row(
      `lighthouse mobile, ${k}${v.runs ? ` (median of ${v.runs.length}: ${v.runs.join(", ")})` : ""}`,
      `perf ${v.performance}, a11y ${v.accessibility}, BP ${v.bestPractices}, SEO ${v.seo}, CLS ${v.cls}, TBT ${v.tbtMs} ms, LCP ${v.lcpMs} ms, FCP ${v.fcpMs} ms`,
      `≥${g.performance} / ${g.accessibility} / BP ${g.bestPractices} / TBT ≤${g.tbtMs} / LCP ≤${g.lcpMs}${k === "listing" ? ` / FCP ≤${g.listingFcpMs}` : ""} ${mark(ok)}`,
      "",
      pv && !pv.error ? `perf ${pv.performance}, TBT ${pv.tbtMs} ms` : "",
    );
  }
  printProfiles(f, results.machine);
  results.at = new Date().toISOString();
  writeFileSync(join(repoRoot, "bench-results/latest.json"), JSON.stringify(results, null, 2));
  console.log("\nfull results: bench-results/latest.json" + (previous ? " (previous: bench-results/previous.json)" : ""));
}
