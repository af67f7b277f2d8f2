// Load generation and CPU accounting for `pnpm bench`: autocannon runs, the CPU a run cost the
// servers (from /proc), the idle CPU of a process, median time to first byte, the node:http
// "hello" baseline every throughput is divided by, and rounds that alternate runs so a moving
// machine load touches every figure alike (issue 27 §7).
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import autocannon from "autocannon";
import { freePort } from "../process.mjs";

/** One autocannon run (50 connections by default). */
export function load(opts, duration = 10) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 50, duration, ...opts }, (err, r) => {
      if (err) reject(err);
      else
        resolve({
          rps: Math.round(r.requests.average),
          requests: r.requests.total,
          seconds: opts.duration ?? duration,
          p50: r.latency.p50,
          p99: r.latency.p99,
          errors: r.errors + r.non2xx + r.timeouts,
        });
    });
  });
}

/** CPU seconds (user + system) a process has used, from /proc (Linux). */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

/** CPU seconds of a group of processes (a server's primary and its workers, issue 27 §2): their sum. */
export function groupCpuSeconds(pids) {
  return (Array.isArray(pids) ? pids : [pids]).reduce((a, pid) => a + cpuSeconds(pid), 0);
}

/** What a process, or a group (a primary and its workers), used over `seconds` with no traffic (issue 27: ≤ 2 % of a core). */
export async function idleCpu(pids, seconds = 10) {
  const before = groupCpuSeconds(pids);
  await new Promise((r) => setTimeout(r, seconds * 1000));
  const used = groupCpuSeconds(pids) - before;
  return { seconds, ticks: Math.round(used * 100), percentOfCore: +((used / seconds) * 100).toFixed(1) };
}

/**
 * A load run with the server CPU it cost per request, across the given servers: each a pid or a
 * group of pids (a node:cluster primary and its workers). `cpuMsSplit` per server; `cpuMsPerProcess`
 * per pid (every worker on its own).
 */
export async function loadWithCpu(opts, pids, duration) {
  const every = pids.flat();
  const before = every.map(cpuSeconds);
  const r = await load(opts, duration);
  const usedBy = new Map(every.map((pid, i) => [pid, cpuSeconds(pid) - before[i]]));
  const used = pids.map((group) => (Array.isArray(group) ? group : [group]).reduce((a, pid) => a + usedBy.get(pid), 0));
  const total = r.requests || 1;
  return {
    ...r,
    cpuMsPerRequest: +((used.reduce((a, b) => a + b, 0) * 1000) / total).toFixed(2),
    cpuMsSplit: used.map((u) => +((u * 1000) / total).toFixed(2)),
    cpuMsPerProcess: Object.fromEntries([...usedBy].map(([pid, u]) => [pid, +((u * 1000) / total).toFixed(2)])),
  };
}

/** Median time to first byte over `n` sequential requests (ms). */
export async function ttfb(url, headers = {}, n = 15) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const res = await fetch(url, { headers });
    const reader = res.body.getReader();
    await reader.read();
    times.push(performance.now() - started);
    await reader.cancel();
  }
  times.sort((a, b) => a - b);
  return +times[Math.floor(n / 2)].toFixed(1);
}

/** The plain node:http server every throughput is compared with ("hello"). */
export async function startHello() {
  const server = createServer((_, res) => {
    res.writeHead(200, { "content-type": "text/plain" });
    res.end("ok");
  });
  const port = await freePort();
  await new Promise((r) => server.listen(port, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() };
}

/** Folds the rounds of one figure into one: requests and CPU summed, p99 the worst round's. */
export function mergeRounds(rounds) {
  const requests = rounds.reduce((a, r) => a + r.requests, 0);
  const seconds = rounds.reduce((a, r) => a + (r.seconds || 0), 0) || 1;
  const merged = {
    rps: Math.round(requests / seconds),
    requests,
    seconds,
    p50: rounds.map((r) => r.p50).sort((a, b) => a - b)[Math.floor(rounds.length / 2)],
    p99: Math.max(...rounds.map((r) => r.p99)),
    errors: rounds.reduce((a, r) => a + r.errors, 0),
    rounds: rounds.map((r) => ({ rps: r.rps, p99: r.p99 })),
  };
  if (rounds.every((r) => r.cpuMsSplit)) {
    const weight = (pick) => rounds.reduce((a, r) => a + pick(r) * r.requests, 0) / (requests || 1);
    merged.cpuMsPerRequest = +weight((r) => r.cpuMsPerRequest).toFixed(2);
    merged.cpuMsSplit = rounds[0].cpuMsSplit.map((_, i) => +weight((r) => r.cpuMsSplit[i]).toFixed(2));
    if (rounds.every((r) => r.cpuMsPerProcess))
      merged.cpuMsPerProcess = Object.fromEntries(
        Object.keys(rounds[0].cpuMsPerProcess).map((pid) => [pid, +weight((r) => r.cpuMsPerProcess[pid] ?? 0).toFixed(2)]),
      );
  }
  return merged;
}

/**
 * Runs every named figure in `rounds` rounds, one after the other within a round (hello, ours,
 * the peer's…), so load that comes and goes on a shared machine falls on each figure alike.
 * `runs` maps a figure's name to a function that takes a duration (s) and returns one run.
 */
export async function alternate(runs, { rounds = 2, duration = 10, say = () => {} } = {}) {
  const per = Math.max(2, Math.round(duration / rounds));
  const collected = Object.fromEntries(Object.keys(runs).map((k) => [k, []]));
  for (let round = 1; round <= rounds; round++) {
    for (const [name, run] of Object.entries(runs)) {
      say(`  round ${round}/${rounds}: ${name}`);
      collected[name].push(await run(per));
    }
  }
  return Object.fromEntries(Object.entries(collected).map(([k, v]) => [k, mergeRounds(v)]));
}
