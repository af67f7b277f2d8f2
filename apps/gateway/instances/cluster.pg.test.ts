import { readFileSync } from "node:fs";
import { Agent, request } from "node:http";
import { SubmitOrderDocument } from "@xunlan/api-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { issueToken } from "../src/modules/auth/token-service";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { findOrCreateMember } from "../src/modules/members/member-service";
import { ADDRESS, pickSkus, readStock, setStock } from "../test/support/commerce";
import { createGatewayProcess, freePort, type GatewayProcess } from "../test/support/gateway-process";
import { send } from "../test/support/loopback-client";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "../test/support/pg-server";
import { createStorefrontProcess, type StorefrontProcess } from "../test/support/storefront-process";

// Issue 27 §2, more than one core: the built gateway on PostgreSQL with WEB_CONCURRENCY=2 (two
// node:cluster workers behind one port, src/cluster.ts) and the built storefront with two workers
// in front of it (scripts/serve.mjs), both as `pnpm start` runs them (NODE_ENV=production).
// Each of the gateway's workers keeps its own catalogue cache and token cache; what must hold is
// what held between instances: a catalogue change made through one worker reaches the other's
// cache (NOTIFY xunlan_catalog_changed, and both answer the same generation, the database's), a
// token revoked through one is refused by both (NOTIFY xunlan_token_revoked), and /metrics counts
// every worker. A keep-alive connection stays on the worker that accepted it: that is how this
// test speaks to one worker or the other (each answer names its worker, x-gateway-worker).
const { url } = testDatabaseUrl();
const skip = url === undefined;

const METRICS_TOKEN = "cluster-metrics-token-0123456789";
const TOKEN_SECRET = "cluster-test-token-secret-0123456789abcdef";
const WORKERS = 2;

type Reply = { status: number; worker: string | undefined; headers: Record<string, string | string[] | undefined>; text: string };

/** One request over `agent` (keep-alive, one socket: always the same worker once connected). */
function over(
  agent: Agent,
  origin: string,
  path: string,
  init: { method?: string; body?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { agent, method: init.method ?? "GET", headers: init.headers, timeout: 60_000 }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        text += chunk;
      });
      res.on("end", () => {
        const worker = res.headers["x-gateway-worker"];
        resolve({ status: res.statusCode ?? 0, worker: Array.isArray(worker) ? worker[0] : worker, headers: res.headers, text });
      });
    });
    req.on("error", reject);
    req.end(init.body);
  });
}

/** The pids of a process's children (Linux). */
function childrenOf(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
}

/** A counter's value in Prometheus text for the labels given (0 when absent). */
function counter(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`${name}{`) && Object.entries(labels).every(([k, v]) => l.includes(`${k}="${v}"`)));
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : 0;
}

/** Polls `probe` until it returns true (at most `ms`); the caller asserts on what it saw last. */
async function eventually(probe: () => Promise<boolean>, ms = 30_000): Promise<void> {
  for (const until = Date.now() + ms; Date.now() < until; await new Promise((r) => setTimeout(r, 100))) if (await probe()) return;
}

describe.skipIf(skip)("a gateway of two workers on PostgreSQL and a storefront of two workers (issue 27 §2)", () => {
  let fresh: FreshDatabase;
  let gateway: GatewayProcess;
  let storefront: StorefrontProcess;
  /** Keep-alive agents of one socket each, one per gateway worker (by its x-gateway-worker). */
  const pinned = new Map<string, Agent>();
  const listening: string[] = [];

  const gql = (agent: Agent, query: string, variables: Record<string, unknown> = {}, token?: string) =>
    over(agent, gateway.origin, "/graphql", {
      method: "POST",
      body: JSON.stringify({ query, variables }),
      headers: { "content-type": "application/json", channel: "WEB", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });

  beforeAll(async () => {
    fresh = await createFreshDatabase(url ?? "");
    await seedCatalogue(fresh.db);
    const dbUrl = new URL(url ?? "");
    dbUrl.pathname = `/${fresh.name}`;
    const [gwPort, sfPort] = await Promise.all([freePort(), freePort()]);
    gateway = createGatewayProcess({
      databaseUrl: dbUrl.toString(),
      port: gwPort,
      built: true,
      env: {
        WEB_CONCURRENCY: String(WORKERS),
        LOG_LEVEL: "info",
        TOKEN_SECRET,
        METRICS_TOKEN,
        ALLOW_SANDBOX_PROVIDERS: "1",
        ALLOW_SANDBOX_PAYMENTS: "1",
        // The test posts its own documents.
        TRUSTED_DOCUMENTS: "0",
        // The captcha answers of the sandbox tools, shared by the workers (cluster.ts).
        SANDBOX_TOOLS: "1",
        STOREFRONT_ORIGINS: `http://127.0.0.1:${sfPort}`,
      },
      onLog: (line) => {
        if (line.includes("gateway worker listening")) listening.push(line);
      },
    });
    await gateway.start();
    // /health answers once worker 1 listens; the others start after it.
    await eventually(async () => listening.length >= WORKERS, 120_000);
    if (listening.length < WORKERS) throw new Error(`only ${listening.length} of ${WORKERS} gateway workers listen`);
    // New connections are dealt round-robin: a few agents find both workers.
    for (let i = 0; i < 10 && pinned.size < WORKERS; i++) {
      const agent = new Agent({ keepAlive: true, maxSockets: 1 });
      const { worker } = await over(agent, gateway.origin, "/health/live");
      if (worker && !pinned.has(worker)) pinned.set(worker, agent);
      else agent.destroy();
    }
    storefront = createStorefrontProcess({
      port: sfPort,
      gatewayUrl: gateway.origin,
      env: { WEB_CONCURRENCY: String(WORKERS), METRICS_TOKEN },
    });
    await storefront.start();
  }, 240_000);

  afterAll(async () => {
    for (const agent of pinned.values()) agent.destroy();
    await Promise.all([storefront?.stop(), gateway?.stop()]);
    await fresh?.drop();
  });

  it("the gateway's primary runs two workers that both serve, each answer naming its worker", () => {
    expect(childrenOf(gateway.pid!)).toHaveLength(WORKERS);
    expect([...pinned.keys()].sort()).toHaveLength(WORKERS);
  });

  it("a catalogue change made through one worker is seen through the other, both under the database's generation", async () => {
    const [a, b] = [...pinned.values()] as [Agent, Agent];
    const [sku] = await pickSkus(fresh.db, { count: 1, purchaseLimit: null });
    await setStock(fresh.db, sku!.ean, 7);
    const STOCK = `query ($ean: String!) { skuStock(primaryId: $ean, type: "ean") { storeCode qty lockQty saleableQty } }`;
    const online = (reply: Reply) =>
      (JSON.parse(reply.text) as { data: { skuStock: Array<{ storeCode: string; saleableQty: number }> } }).data.skuStock.find(
        (row) => row.storeCode === "XLWH01",
      )?.saleableQty;
    // Wait until both workers have seen the stock write, then let each cache the answer.
    let before: Reply | undefined;
    await eventually(async () => {
      before = await gql(b, STOCK, { ean: sku!.ean });
      return online(before) === 7;
    });
    expect(online(before!)).toBe(7);
    expect(before!.worker).not.toBe((await gql(a, STOCK, { ean: sku!.ean })).worker);
    const cachedUnder = before!.headers["x-catalog-generation"];
    expect(typeof cachedUnder).toBe("string");
    // Both workers answer the same generation: the catalogue's version in the database.
    const generations = await Promise.all(
      [...pinned.values()].map(async (agent) => JSON.parse((await over(agent, gateway.origin, "/catalog-generation")).text)),
    );
    expect(generations[0]).toEqual(generations[1]);

    // A member orders two through worker a: stock taken, the catalogue's version moves.
    const member = await findOrCreateMember(fresh.db, "13600000027", new Date());
    const { token } = await issueToken(fresh.db, { kind: "member", channel: "WEB", memberUid: member.memberUid, ttlHours: 24 });
    const ordered = await gql(
      a,
      SubmitOrderDocument.toString(),
      { isInCart: false, products: [{ ean: sku!.ean, quantity: 2 }], address: ADDRESS, sid: "cluster-order-1" },
      token,
    );
    expect(JSON.parse(ordered.text)).toMatchObject({ data: { submitOrder: { orderNumber: expect.any(String) } } });
    expect(await readStock(fresh.db, sku!.ean)).toEqual({ qty: 7, lockQty: 2 });

    // Worker b's cached answer is dropped by the NOTIFY: it answers 5 under a new generation.
    let after: Reply | undefined;
    await eventually(async () => {
      after = await gql(b, STOCK, { ean: sku!.ean });
      return online(after) === 5;
    });
    expect(after!.worker).toBe(before!.worker);
    expect(online(after!)).toBe(5);
    expect(after!.headers["x-catalog-generation"]).not.toBe(cachedUnder);
    let same: unknown[] = [];
    await eventually(async () => {
      same = await Promise.all(
        [...pinned.values()].map(async (agent) => JSON.parse((await over(agent, gateway.origin, "/catalog-generation")).text)),
      );
      return JSON.stringify(same[0]) === JSON.stringify(same[1]) && JSON.stringify(same[0]) !== JSON.stringify(generations[0]);
    });
    expect(same[0]).toEqual(same[1]);
    expect(same[0]).not.toEqual(generations[0]);
  });

  it("a token revoked through one worker is refused by both", async () => {
    const [a, b] = [...pinned.values()] as [Agent, Agent];
    const member = await findOrCreateMember(fresh.db, "13600000028", new Date());
    const { token } = await issueToken(fresh.db, { kind: "member", channel: "WEB", memberUid: member.memberUid, ttlHours: 24 });
    const ME = "query { member { cellphone } }";
    // Both workers verify it and keep it in their token caches.
    for (const agent of [a, b]) expect(JSON.parse((await gql(agent, ME, {}, token)).text).data?.member?.cellphone).toBe("13600000028");
    const out = await gql(a, "mutation { memberLogout { success } }", {}, token);
    expect(JSON.parse(out.text)).toMatchObject({ data: { memberLogout: { success: true } } });
    const refused = (reply: Reply) =>
      (JSON.parse(reply.text) as { errors?: Array<{ extensions?: { code?: string } }> }).errors?.[0]?.extensions?.code;
    expect(refused(await gql(a, ME, {}, token))).toBe("401");
    // Worker b learns it from the NOTIFY (its cache would otherwise trust the token for a minute).
    let last: Reply | undefined;
    await eventually(async () => {
      last = await gql(b, ME, {}, token);
      return refused(last) === "401";
    });
    expect(refused(last!)).toBe("401");
  });

  it("the sandbox tools' answer to a captcha issued by one worker is read through the other", async () => {
    const [a, b] = [...pinned.values()] as [Agent, Agent];
    const guest = JSON.parse((await gql(a, "mutation { webAuthorization { token } }")).text).data.webAuthorization.token as string;
    const issued = await gql(a, "mutation { getCaptcha { captchaId } }", {}, guest);
    const { captchaId } = JSON.parse(issued.text).data.getCaptcha as { captchaId: string };
    const revealed = await over(b, gateway.origin, `/sandbox/captcha/${captchaId}`);
    expect(revealed.worker).not.toBe(issued.worker);
    expect(revealed.status).toBe(200);
    expect(JSON.parse(revealed.text).text).toMatch(/^\w+$/);
  });

  it("the gateway's /metrics counts the requests of every worker", async () => {
    const [a] = [...pinned.values()] as [Agent];
    const scrape = async () => (await over(a, gateway.origin, "/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text;
    const before = await scrape();
    expect(counter(before, "cluster_workers", {})).toBe(WORKERS);
    const live = (text: string) => counter(text, "http_requests_total", { route: "/health", status: "200" });
    for (const agent of pinned.values())
      for (let i = 0; i < 5; i++) expect((await over(agent, gateway.origin, "/health/live")).status).toBe(200);
    // Five through each worker: ten in all, whichever worker the scrape reached (the scraping
    // worker's own registry would hold five). Nothing else asks /health meanwhile.
    expect(live(await scrape()) - live(before)).toBe(2 * 5);
  });

  it("the storefront's primary runs two workers: a page answers through them, /metrics sums them, a worker that dies is started again", async () => {
    expect(childrenOf(storefront.pid!)).toHaveLength(WORKERS);
    const page = await send(storefront.origin, "/", {});
    expect(page.status).toBe(200);
    expect(page.text).toContain("迅岚");
    const metrics = async () => (await send(storefront.origin, "/metrics", { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text;
    const robots = (text: string) => counter(text, "http_requests_total", { route: "static", status: "200" });
    const before = await metrics();
    expect(counter(before, "cluster_workers", {})).toBe(WORKERS);
    // Twenty new connections, dealt round-robin to the two workers.
    for (let i = 0; i < 20; i++) expect((await send(storefront.origin, "/robots.txt", {})).status).toBe(200);
    expect(robots(await metrics()) - robots(before)).toBe(20);

    const [victim] = childrenOf(storefront.pid!);
    process.kill(victim!, "SIGKILL");
    let now: number[] = [];
    await eventually(async () => {
      now = childrenOf(storefront.pid!);
      return now.length === WORKERS && !now.includes(victim!) && (await send(storefront.origin, "/robots.txt", {})).status === 200;
    }, 60_000);
    expect(now).toHaveLength(WORKERS);
    expect(now).not.toContain(victim);
    for (let i = 0; i < 4; i++) expect((await send(storefront.origin, "/robots.txt", {})).status).toBe(200);
  });
});
