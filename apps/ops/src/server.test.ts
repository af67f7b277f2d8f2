import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "./env";
import { createOpsServer } from "./server";

const listen = (server: Server) =>
  new Promise<string>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );

describe("the console's server", () => {
  let root: string;
  let upstream: Server;
  let ops: Server;
  let base: string;
  const seen: { method?: string; url?: string; auth?: string; key?: string; body?: string }[] = [];

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "ops-dist-"));
    await mkdir(join(root, "assets"));
    await writeFile(join(root, "index.html"), "<!doctype html><title>运营后台</title>");
    await writeFile(join(root, "assets", "app-1.js"), "console.log(1)");
    upstream = createServer((req, res) => {
      let body = "";
      req.on("data", (c: Buffer) => (body += c));
      req.on("end", () => {
        seen.push({
          method: req.method,
          url: req.url,
          auth: req.headers.authorization,
          key: req.headers["idempotency-key"] as string,
          body,
        });
        res.writeHead(req.url?.includes("missing") ? 404 : 200, { "content-type": "application/json" });
        res.end(JSON.stringify({ ok: true }));
      });
    });
    const gatewayUrl = await listen(upstream);
    ops = createOpsServer({ gatewayUrl, root });
    base = await listen(ops);
  });

  afterAll(async () => {
    await new Promise((r) => ops.close(r));
    await new Promise((r) => upstream.close(r));
    await rm(root, { recursive: true, force: true });
  });

  it("forwards /ops/api with method, query, headers and body", async () => {
    const res = await fetch(`${base}/ops/api/orders/A1/ship?x=1`, {
      method: "POST",
      headers: { authorization: "Bearer t", "idempotency-key": "k1", "content-type": "application/json" },
      body: JSON.stringify({ courier: "顺丰速运" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(seen.at(-1)).toEqual({
      method: "POST",
      url: "/ops/api/orders/A1/ship?x=1",
      auth: "Bearer t",
      key: "k1",
      body: '{"courier":"顺丰速运"}',
    });
    expect((await fetch(`${base}/ops/api/missing`)).status).toBe(404);
  });

  it("serves assets, the SPA shell for client routes, and 404 for missing files", async () => {
    const asset = await fetch(`${base}/assets/app-1.js`);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const page = await fetch(`${base}/orders/X123`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("运营后台");
    expect(page.headers.get("x-frame-options")).toBe("DENY");
    expect((await fetch(`${base}/assets/nope.js`)).status).toBe(404);
  });

  it("answers 502 in Chinese when the gateway is down", async () => {
    const down = createOpsServer({ gatewayUrl: "http://127.0.0.1:1", root });
    const url = await listen(down);
    const res = await fetch(`${url}/ops/api/orders`);
    expect(res.status).toBe(502);
    expect((await res.json()).message).toBe("运营接口暂不可用，请稍后重试");
    await new Promise((r) => down.close(r));
  });
});

describe("getEnv", () => {
  it("defaults to port 3100 and the local gateway, and refuses a bad port", () => {
    expect(getEnv({})).toEqual({ OPS_PORT: 3100, GATEWAY_URL: "http://127.0.0.1:4000", OPS_HOST: "0.0.0.0" });
    expect(getEnv({ OPS_PORT: "3200", GATEWAY_URL: "http://gw:4000/" }).GATEWAY_URL).toBe("http://gw:4000");
    expect(() => getEnv({ OPS_PORT: "abc" })).toThrow(/OPS_PORT/);
  });
});
