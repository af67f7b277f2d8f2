// The servers `pnpm bench` measures: the built gateway and storefront started as shoppers get
// them (NODE_ENV=production), each listening for the inspector so a missed goal can be profiled.
import { spawn } from "node:child_process";
import { freePort, repoRoot, waitFor } from "../process.mjs";
import { watchInspectorUrl } from "../profile.mjs";

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
      ...gatewayEnv,
    },
  );
  const gatewayInspector = watchInspectorUrl(gateway);
  await waitFor(`${gwBase}/health`, { timeoutMs: 240_000, child: gateway, label: `gateway (${label})` });
  if (beforeStorefront) await beforeStorefront(gateway.pid);
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
  const storefrontInspector = watchInspectorUrl(storefront);
  await waitFor(`${sfBase}/`, { child: storefront, label: `storefront (${label})` });
  const inspectors = { storefront: await storefrontInspector, gateway: await gatewayInspector };
  return {
    gwBase,
    sfBase,
    gw: `${gwBase}/graphql`,
    pids: [storefront.pid, gateway.pid],
    gatewayPid: gateway.pid,
    inspectors,
    db,
    stop: () => [gateway, storefront].forEach((c) => c.kill("SIGTERM")),
  };
}
