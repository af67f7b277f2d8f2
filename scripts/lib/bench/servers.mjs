// The servers `pnpm bench` measures: the built gateway and storefront started as shoppers get
// them (NODE_ENV=production), each listening for the inspector so a missed goal can be profiled.
// Each runs its workers (issue 27 §2): the storefront one per core, the gateway one per core on
// PostgreSQL (one on PGlite); every worker's pid is found and its CPU counted.
import { spawn } from "node:child_process";
import { cpus } from "node:os";
import { freePort, repoRoot, serverProcesses, waitFor } from "../process.mjs";

const describe = ({ primary, workers }) =>
  primary ? `${workers.length} workers (pids ${workers.join(", ")}; primary ${primary})` : `1 process (pid ${workers[0]})`;

/** The processes one run starts; `stopAll` ends every one of them. */
export function processGroup() {
  const children = [];
  function startProcess(name, cmd, argv, env) {
    const child = spawn(cmd, argv, { cwd: repoRoot, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
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
  return { startProcess, stopAll: () => children.forEach((c) => c.kill("SIGTERM")) };
}

/** Every inspector URL a process and its cluster workers print (the primary's first). */
function watchInspectorUrls(child) {
  const urls = [];
  let seen = "";
  child.stderr.on("data", (d) => {
    seen = (seen + d).slice(-4000);
    for (const m of seen.matchAll(/Debugger listening on (ws:\/\/\S+)/g)) if (!urls.includes(m[1])) urls.push(m[1]);
  });
  return urls;
}

/** The server's processes once `expected` workers run (at most 60 s), and inspectors named after them. */
async function settle(child, expected, name, urls) {
  let found = serverProcesses(child.pid);
  for (const until = Date.now() + 60_000; found.workers.length < expected && Date.now() < until; ) {
    await new Promise((r) => setTimeout(r, 200));
    found = serverProcesses(child.pid);
  }
  // Give every worker's inspector a moment to print its URL.
  for (const until = Date.now() + 5_000; urls.length < found.workers.length + (found.primary ? 1 : 0) && Date.now() < until; )
    await new Promise((r) => setTimeout(r, 100));
  const own = found.primary ? urls.slice(1) : urls.slice(0, 1);
  const inspectors = Object.fromEntries(own.map((url, i) => [i === 0 ? name : `${name} (worker ${i + 1})`, url]));
  return { ...found, all: [...(found.primary ? [found.primary] : []), ...found.workers], inspectors };
}

/**
 * Starts a built gateway + storefront pair; returns their bases, pids and inspectors. `beforeStorefront`
 * runs once the gateway answers /health and before anything else asks it anything (idle CPU).
 */
export async function startStack(group, label, gatewayEnv, db, { say = () => {}, beforeStorefront } = {}) {
  const gwPort = await freePort();
  const sfPort = await freePort();
  const gwBase = `http://127.0.0.1:${gwPort}`;
  const sfBase = `http://127.0.0.1:${sfPort}`;
  say(`starting the built gateway (${label}) and storefront (NODE_ENV=production)`);
  const gateway = group.startProcess(
    `gateway (${label})`,
    "node",
    ["--enable-source-maps", "--inspect=127.0.0.1:0", "apps/gateway/dist/main.js"],
    {
      NODE_ENV: "production",
      PORT: String(gwPort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      SANDBOX_TOOLS: "1",
      // Every request of the bench comes from 127.0.0.1: the per-IP limits would answer 429 to the
      // load and to the member sign-in after it. The limits still run, 1 000 times higher.
      SANDBOX_RATE_LIMIT_FACTOR: "1000",
      // The PostgreSQL stack is NODE_ENV=production with DATABASE_URL: a demo deployment for the bench.
      ALLOW_SANDBOX_PROVIDERS: "1",
      ALLOW_SANDBOX_PAYMENTS: "1",
      TOKEN_SECRET: "bench-only-token-secret-0123456789abcdef",
      // The browser pages Lighthouse loads post /graphql with this Origin (issue 21 §4: 403 otherwise).
      STOREFRONT_ORIGINS: sfBase,
      // The bench's set-up and its gateway listing load post their own documents, not api-client's.
      TRUSTED_DOCUMENTS: "0",
      // A deployment's workers on PostgreSQL (the sandbox tools alone would make it one).
      ...(gatewayEnv.DATABASE_URL ? { WEB_CONCURRENCY: String(cpus().length) } : {}),
      ...gatewayEnv,
    },
  );
  const gatewayUrls = watchInspectorUrls(gateway);
  await waitFor(`${gwBase}/health`, { timeoutMs: 240_000, child: gateway, label: `gateway (${label})` });
  const gw = await settle(gateway, gatewayEnv.DATABASE_URL ? cpus().length : 1, "gateway", gatewayUrls);
  if (beforeStorefront) await beforeStorefront(gw.all);
  const storefront = group.startProcess(
    `storefront (${label})`,
    "node",
    ["--inspect=127.0.0.1:0", "apps/storefront/.output/server/index.mjs"],
    {
      NODE_ENV: "production",
      PORT: String(sfPort),
      GATEWAY_URL: gwBase,
    },
  );
  const storefrontUrls = watchInspectorUrls(storefront);
  await waitFor(`${sfBase}/`, { child: storefront, label: `storefront (${label})` });
  // The production default: a worker per core.
  const sf = await settle(storefront, cpus().length, "storefront", storefrontUrls);
  say(`  storefront: ${describe(sf)} · gateway: ${describe(gw)}`);
  return {
    gwBase,
    sfBase,
    gw: `${gwBase}/graphql`,
    // Per server, every process: the CPU of a run is counted in each (and summed per server).
    pids: [sf.all, gw.all],
    gatewayPids: gw.all,
    processes: { storefront: { primary: sf.primary, workers: sf.workers }, gateway: { primary: gw.primary, workers: gw.workers } },
    inspectors: { ...sf.inspectors, ...gw.inspectors },
    db,
    stop: () => [gateway, storefront].forEach((c) => c.kill("SIGTERM")),
  };
}
