// The profiles `pnpm bench` prints beside a missed goal (issue 11: "for any missed, the profile
// that explains what is left"): where a server's CPU time went during a load run (V8's sampling
// profiler over the inspector protocol), which packages fill a page's initial JS, and where a
// Lighthouse run's main-thread time went.
import { existsSync, readFileSync } from "node:fs";
import { dirname, resolve as resolvePath } from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
// Node ≥ 23 loads TypeScript without a build step (type stripping): one rule for both.
import { packageOfModule } from "../../tooling/vite/src/chunk-composition.ts";

/** The inspector address a process started with `--inspect=127.0.0.1:0` prints on stderr. */
export function watchInspectorUrl(child) {
  return new Promise((resolve) => {
    let seen = "";
    const onData = (d) => {
      seen += d;
      const m = /Debugger listening on (ws:\/\/\S+)/.exec(seen);
      if (m) {
        child.stderr.off("data", onData);
        resolve(m[1]);
      }
    };
    child.stderr.on("data", onData);
    child.on("exit", () => resolve(null));
  });
}

/** A minimal Chrome DevTools Protocol session over the global WebSocket (Node ≥ 22). */
async function cdpSession(url) {
  const ws = new WebSocket(url);
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`cannot connect to the inspector at ${url}`));
  });
  let next = 0;
  const pending = new Map();
  ws.onmessage = (event) => {
    const message = JSON.parse(String(event.data));
    const done = pending.get(message.id);
    if (!done) return;
    pending.delete(message.id);
    if (message.error) done.reject(new Error(message.error.message));
    else done.resolve(message.result);
  };
  return {
    send: (method, params = {}) =>
      new Promise((resolve, reject) => {
        const id = ++next;
        pending.set(id, { resolve, reject });
        ws.send(JSON.stringify({ id, method, params }));
      }),
    close: () => ws.close(),
  };
}

/**
 * Runs `work()` while V8's sampling profiler records each named process; returns one CPU
 * profile per name (null where the process had no inspector).
 */
export async function profileDuring(inspectors, work) {
  const sessions = {};
  for (const [name, url] of Object.entries(inspectors)) {
    if (!url) continue;
    const s = await cdpSession(url);
    await s.send("Profiler.enable");
    await s.send("Profiler.setSamplingInterval", { interval: 500 });
    await s.send("Profiler.start");
    sessions[name] = s;
  }
  const result = await work();
  const profiles = {};
  for (const [name, s] of Object.entries(sessions)) {
    profiles[name] = (await s.send("Profiler.stop")).profile;
    await s.send("Profiler.disable");
    s.close();
  }
  return { result, profiles };
}

/** The package a source path belongs to (the storefront build's own rule), or null outside any. */
export function packageOfPath(path) {
  const pkg = packageOfModule(path);
  return pkg.startsWith("(") ? null : pkg;
}

/** How a package is named in a profile: the parts of the stack a reader knows. */
export function labelOfPackage(pkg) {
  const rules = [
    [/^react-dom$/, "React render (react-dom/server)"],
    [/^(react|scheduler)$/, "React"],
    [/^seroval/, "dehydration (seroval)"],
    [/^@tanstack\/(react-)?query/, "TanStack Query"],
    [/^@tanstack\//, "TanStack Router / Start"],
    [/^(h3|srvx|nitro|rou3|hookable|ufo|cookie-es)$/, "HTTP server (nitro / h3 / srvx)"],
    [/^@electric-sql\/pglite/, "PGlite (Postgres in wasm)"],
    [/^(postgres|pg)$/, "PostgreSQL driver"],
    [/^drizzle-orm$/, "Drizzle"],
    [/^(graphql-yoga|@graphql-yoga\/.*|@envelop\/.*|@whatwg-node\/.*)$/, "graphql-yoga / fetch adapter"],
    [/^graphql$/, "graphql-js (parse, validate, execute)"],
    [/^graphql-request$/, "graphql-request"],
    [/^(pino|pino-.*|sonic-boom)$/, "logging (pino)"],
    [/^storefront$/, "storefront app code"],
    [/^gateway$/, "gateway code"],
    [/^@xunlan\//, null],
  ];
  for (const [re, label] of rules) if (re.test(pkg)) return label ?? pkg;
  return `npm: ${pkg}`;
}

const DEFINITIONS = [
  /function\s*\*?\s*([A-Za-z_$][\w$]*)\s*[(<]/g,
  /(?:const|let|var)\s+([A-Za-z_$][\w$]*)\s*=\s*(?:async\s*)?(?:function\b|\(|[A-Za-z_$][\w$]*\s*=>)/g,
  /^\s*(?:async\s+|static\s+|get\s+|set\s+|#)*([A-Za-z_$][\w$]*)\s*\([^)]*\)\s*\{/gm,
  /([A-Za-z_$][\w$]*)\s*:\s*(?:async\s*)?function\b/g,
];

/**
 * Says which package a profiled function comes from. A bundled server file's source map names
 * the files bundled into it (nitro writes their list but no mappings), so a function is found by
 * its name among the definitions in those files; failing that, by the file's own path.
 */
export function createFrameResolver() {
  const perFile = new Map();
  const indexOf = (url) => {
    if (perFile.has(url)) return perFile.get(url);
    let entry = null;
    try {
      const file = fileURLToPath(url);
      if (existsSync(`${file}.map`)) {
        const names = new Map();
        const packages = new Set();
        // The storefront's server files bundle vite's SSR output (node_modules/.nitro/…), whose own
        // maps name the workspace and npm sources: followed one level down.
        const visit = (bundled, depth) => {
          const map = JSON.parse(readFileSync(`${bundled}.map`, "utf8"));
          map.sources.forEach((source, i) => {
            const path = resolvePath(dirname(bundled), map.sourceRoot ?? "", source);
            const pkg = packageOfPath(path);
            if (!pkg) return;
            if (pkg === ".nitro" && depth < 2 && existsSync(`${path}.map`)) return visit(path, depth + 1);
            packages.add(pkg);
            const text = map.sourcesContent?.[i] ?? (existsSync(path) ? readFileSync(path, "utf8") : "");
            for (const re of DEFINITIONS) for (const m of text.matchAll(re)) if (!names.has(m[1])) names.set(m[1], pkg);
          });
        };
        visit(file, 0);
        entry = { names, packages: [...packages] };
      }
    } catch {
      entry = null;
    }
    perFile.set(url, entry);
    return entry;
  };
  return (frame) => {
    const name = frame.functionName;
    const url = frame.url ?? "";
    if (name === "(idle)" || name === "(root)") return name;
    if (name === "(garbage collector)") return "garbage collection";
    if (name === "(program)") return "V8 / native (program)";
    if (url.startsWith("wasm://")) return "PGlite (Postgres in wasm)";
    if (url.startsWith("node:")) return "Node core (http, streams, zlib, undici)";
    if (!url) return "V8 built-ins (JSON, RegExp, strings)";
    const direct = packageOfPath(url);
    if (direct && !url.includes("/.output/")) return labelOfPackage(direct);
    const index = url.startsWith("file:") ? indexOf(url) : null;
    if (index) {
      const pkg = index.names.get(name.replace(/\$\d+$/, ""));
      if (pkg) return labelOfPackage(pkg);
      if (index.packages.length === 1) return labelOfPackage(index.packages[0]);
      return `${url.split("/").slice(-2).join("/")} (${index.packages
        .map(labelOfPackage)
        .filter((v, i, a) => a.indexOf(v) === i)
        .slice(0, 3)
        .join(", ")})`;
    }
    return direct ? labelOfPackage(direct) : "other";
  };
}

/**
 * A CPU profile summarised per request: milliseconds of self time by bucket, and the hottest
 * functions of the app's own code and its packages.
 */
export function summariseProfile(profile, requests, bucketOf = createFrameResolver()) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map();
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  for (let i = 0; i < samples.length; i++) {
    const dt = deltas[i + 1] ?? 0;
    selfUs.set(samples[i], (selfUs.get(samples[i]) ?? 0) + Math.max(0, dt));
  }
  const buckets = new Map();
  const functions = new Map();
  let busyUs = 0;
  for (const [id, us] of selfUs) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    const bucket = bucketOf(frame);
    if (bucket === "(idle)" || bucket === "(root)") continue;
    busyUs += us;
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + us);
    const file = (frame.url ?? "")
      .replace(/^.*\/(node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?)/, "")
      .replace(/^.*\/(\.output|dist)\//, "$1/");
    const key = `${frame.functionName || "(anonymous)"} ${file ? `${file}:${frame.lineNumber + 1}` : "(native)"}`;
    functions.set(key, { bucket, us: (functions.get(key)?.us ?? 0) + us });
  }
  const per = (us) => +(us / 1000 / Math.max(1, requests)).toFixed(2);
  return {
    requests,
    busyMsPerRequest: per(busyUs),
    buckets: [...buckets]
      .sort((a, b) => b[1] - a[1])
      .map(([bucket, us]) => ({ bucket, msPerRequest: per(us), share: +((us / Math.max(1, busyUs)) * 100).toFixed(1) })),
    hottest: [...functions]
      .sort((a, b) => b[1].us - a[1].us)
      .slice(0, 8)
      .map(([fn, v]) => ({ fn, bucket: v.bucket, msPerRequest: per(v.us) })),
  };
}

/**
 * Which packages make up a page's initial JS: each chunk's gzip size shared out by the rendered
 * length of the packages in it (client-chunks.json, written by the storefront's build).
 */
export function initialJsComposition(bodies, chunkReport) {
  const byFile = new Map((chunkReport?.chunks ?? []).map((c) => [c.fileName.split("/").pop(), c]));
  const totals = new Map();
  let unknown = 0;
  for (const [url, body] of bodies) {
    const gz = gzipSync(body, { level: 9 }).length;
    const chunk = byFile.get(url.split("?")[0].split("/").pop());
    if (!chunk) {
      unknown += gz;
      continue;
    }
    const rendered = Object.values(chunk.packages).reduce((a, b) => a + b, 0) || 1;
    for (const [pkg, len] of Object.entries(chunk.packages)) totals.set(pkg, (totals.get(pkg) ?? 0) + (gz * len) / rendered);
  }
  if (unknown) totals.set("(chunks not in the build report)", unknown);
  return [...totals].sort((a, b) => b[1] - a[1]).map(([pkg, bytes]) => ({ pkg, gzipKB: +(bytes / 1024).toFixed(1) }));
}

/** Where a Lighthouse run's main-thread time went: scripts, task groups, long tasks, LCP phases. */
export function lighthouseProfile(report) {
  const audits = report.audits ?? {};
  const items = (k) => audits[k]?.details?.items ?? [];
  const short = (u) => String(u ?? "").replace(/^https?:\/\/[^/]+/, "") || "(page)";
  // lcp-breakdown-insight (Lighthouse 13): a list of the subparts table and the LCP element's node
  // (observed timings, not the simulated 4× slowdown); largest-contentful-paint-element before it.
  const lcpParts = audits["lcp-breakdown-insight"]?.details?.items ?? items("largest-contentful-paint-element");
  const lcpPhases = [];
  let lcpNode = null;
  for (const part of lcpParts) {
    if (part?.type === "node") lcpNode = part;
    for (const row of part?.items ?? []) {
      if (row.type === "node" || row.node) lcpNode = row.node ?? row;
      const label = row.label ?? row.phase;
      const ms = row.duration ?? row.timing;
      if (label && ms !== undefined)
        lcpPhases.push({ phase: typeof label === "string" ? label : (label.formattedDefault ?? String(label)), ms: Math.round(ms) });
    }
  }
  return {
    bootup: items("bootup-time")
      .slice(0, 6)
      .map((i) => ({
        url: short(i.url),
        scriptingMs: Math.round(i.scripting ?? 0),
        parseMs: Math.round(i.scriptParseCompile ?? 0),
        totalMs: Math.round(i.total ?? 0),
      })),
    mainThread: items("mainthread-work-breakdown")
      .slice(0, 6)
      .map((i) => ({ group: i.groupLabel ?? i.group, ms: Math.round(i.duration ?? 0) })),
    longTasks: items("long-tasks")
      .slice(0, 6)
      .map((i) => ({ url: short(i.url), startMs: Math.round(i.startTime ?? 0), ms: Math.round(i.duration ?? 0) })),
    lcpElement: lcpNode ? (lcpNode.snippet ?? lcpNode.selector ?? "").slice(0, 120) : null,
    lcpPhases,
  };
}
