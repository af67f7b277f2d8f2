// Process helpers shared by the repository's scripts (dev, bench, release, rehearsal): wait for a
// server to answer, run a command to completion, read the workspace's packages. One copy of each,
// so a fix to how we wait or spawn reaches every script.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

export { freePort } from "./postgres.mjs";

/** The repository's root folder (no trailing slash). */
export const repoRoot = new URL("../..", import.meta.url).pathname.replace(/\/$/, "");

/**
 * Polls `url` until `accept(response)` (default: a 2xx) or `timeoutMs` passes. Resolves true when
 * it answered, false when `shouldStop()` became true first; throws on the timeout, or as soon as
 * `child` (a process the server runs in) has exited.
 */
export async function waitFor(
  url,
  { timeoutMs = 90_000, intervalMs = 300, accept = (res) => res.ok, child, shouldStop = () => false, label = url } = {},
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (shouldStop()) return false;
    if (child && child.exitCode !== null) throw new Error(`${label}: the process exited (code ${child.exitCode}) before it answered`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000), redirect: "manual" });
      await res.body?.cancel();
      if (accept(res)) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${label} did not answer within ${Math.round(timeoutMs / 1000)} s (${url})`);
}

/** Runs a command to completion with its output captured; throws with `label` when it fails. */
export function run(cmd, args, { cwd = repoRoot, env = process.env, label = `${cmd} ${args.join(" ")}` } = {}) {
  const result = spawnSync(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? "");
    process.stderr.write(result.stderr ?? "");
    throw new Error(`${label} failed (exit ${result.status})`);
  }
  return result.stdout;
}

/** {@link run} without blocking, so independent commands overlap (e.g. publishes, mostly waiting). */
export function runAsync(cmd, args, { cwd = repoRoot, env = process.env, label = `${cmd} ${args.join(" ")}` } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => (out += d));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) return resolve(out);
      process.stderr.write(out);
      reject(new Error(`${label} failed (exit ${code})`));
    });
  });
}

export const readJson = (file) => JSON.parse(readFileSync(file, "utf8"));

/** Workspace package folders relative to `root` (pnpm-workspace.yaml's globs are `dir/*`). */
export function workspaceDirs(root = repoRoot) {
  const yaml = readFileSync(join(root, "pnpm-workspace.yaml"), "utf8");
  const globs = [...yaml.matchAll(/^\s+-\s+["']?([\w./-]+)\/\*["']?\s*$/gm)].map((m) => m[1]);
  return globs.flatMap((base) =>
    readdirSync(join(root, base), { withFileTypes: true })
      .filter((d) => d.isDirectory() && existsSync(join(root, base, d.name, "package.json")))
      .map((d) => `${base}/${d.name}`),
  );
}

/** Name and version of each published (non-private) workspace package, by folder. */
export function publishedVersions(root = repoRoot) {
  const versions = new Map();
  for (const dir of workspaceDirs(root)) {
    const manifest = readJson(join(root, dir, "package.json"));
    if (!manifest.private) versions.set(dir, { name: manifest.name, version: manifest.version });
  }
  return versions;
}

/** The pids of a process's children (Linux /proc); [] when unknown. */
export function childPids(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function argvOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
  } catch {
    return [];
  }
}

/**
 * The processes of a server started under `pid` (itself, or pnpm and a shell above it): the node
 * process that runs it and, when it is a node:cluster primary (WEB_CONCURRENCY > 1, issue 27 §2),
 * its workers. `{ primary, workers }`: primary null and one worker for a single process; workers
 * [] when none is found (not Linux, or not started yet).
 */
export function serverProcesses(pid) {
  const isServer = (p) => {
    const [exe, script = ""] = argvOf(p);
    return /(^|\/)node$/.test(exe ?? "") && !/pnpm(\.c?js)?$/.test(script);
  };
  const queue = [pid];
  while (queue.length > 0) {
    const p = queue.shift();
    if (isServer(p)) {
      const workers = childPids(p).filter(isServer);
      return workers.length > 0 ? { primary: p, workers } : { primary: null, workers: [p] };
    }
    queue.push(...childPids(p));
  }
  return { primary: null, workers: [] };
}

/** "2 workers (pids 11, 12; primary 10)" or "1 process (pid 10)". */
export function describeServer({ primary, workers }) {
  if (primary === null) return workers.length === 1 ? `1 process (pid ${workers[0]})` : "no process found";
  return `${workers.length} workers (pids ${workers.join(", ")}; primary ${primary})`;
}
