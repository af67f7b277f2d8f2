import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { PROXIED_TOKEN, WebAuthorizationDocument } from "@xunlan/api-client";
import { type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { forwardSameOrigin } from "./forward";
import type { EdgeEnv } from "./handler";

// The gateway: api-client's schema server (graphql-yoga over HTTP on the contract); the content
// CDN: a plain HTTP server answering documents and recording who asked.
let gateway: SchemaServer;
let content: Server;
let contentBase: string;
const contentRequests: { url: string; forwardedFor: string | undefined }[] = [];

beforeAll(async () => {
  gateway = await startSchemaServer({
    Mutation: { webAuthorization: () => ({ token: "guest-secret", expiresAt: "2026-12-08T00:00:00.000Z" }) },
  });
  content = createServer((request, response) => {
    contentRequests.push({ url: request.url ?? "", forwardedFor: request.headers["x-forwarded-for"] as string | undefined });
    response.writeHead(200, { "content-type": "application/json", connection: "keep-alive" });
    response.end('{"pageType":"index"}');
  });
  await new Promise<void>((resolve) => content.listen(0, "127.0.0.1", resolve));
  contentBase = `http://127.0.0.1:${(content.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => content.close(resolve));
});

const env = (extra: Partial<EdgeEnv> = {}): EdgeEnv => ({
  NODE_ENV: "production",
  GATEWAY_URL: gateway.url.replace(/\/graphql$/, ""),
  CONTENT_BASE_URL: contentBase,
  ...extra,
});

describe("forwardSameOrigin", () => {
  it("forwards /api/* to the gateway as it answers (JSON, its status), never to the router's home page (issue 25 §5)", async () => {
    // A gateway that answers like the real one's REST route: JSON for a known path, a JSON 404 otherwise.
    const seen: { url: string; authorization: string | undefined; forwardedFor: string | undefined }[] = [];
    const restGateway = createServer((request, response) => {
      seen.push({
        url: request.url ?? "",
        authorization: request.headers.authorization,
        forwardedFor: request.headers["x-forwarded-for"] as string | undefined,
      });
      const known = request.url?.startsWith("/api/goods/plp");
      response.writeHead(known ? 200 : 404, { "content-type": "application/json; charset=utf-8" });
      response.end(known ? '{"productColorIds":["1"],"count":1}' : '{"code":"404","statusCode":404,"message":"接口不存在"}');
    });
    await new Promise<void>((resolve) => restGateway.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(restGateway.address() as AddressInfo).port}`;
      const plp = (await forwardSameOrigin(
        new Request("http://shop.test/api/goods/plp?pageSize=9", { headers: { authorization: "Bearer t1" } }),
        {
          env: env({ GATEWAY_URL: base }),
          clientAddress: "203.0.113.5",
        },
      ))!;
      expect(plp.status).toBe(200);
      expect(plp.headers.get("content-type")).toMatch(/^application\/json/);
      expect(await plp.json()).toEqual({ productColorIds: ["1"], count: 1 });
      expect(seen[0]).toEqual({ url: "/api/goods/plp?pageSize=9", authorization: "Bearer t1", forwardedFor: "203.0.113.5" });
      const unknown = (await forwardSameOrigin(new Request("http://shop.test/api/nope"), {
        env: env({ GATEWAY_URL: base }),
        clientAddress: null,
      }))!;
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toMatchObject({ code: "404", message: "接口不存在" });
    } finally {
      await new Promise((resolve) => restGateway.close(resolve));
    }
  });

  it("leaves every path outside the proxy table to the app (null)", async () => {
    for (const path of ["/", "/graphqlx", "/json/other.json", "/explore/men"]) {
      expect(await forwardSameOrigin(new Request(`http://shop.test${path}`), { env: env(), clientAddress: null })).toBeNull();
    }
  });

  it("forwards /graphql with the token cookie: a minted guest token goes into the HttpOnly cookie, never the body", async () => {
    gateway.reset();
    const request = new Request("http://shop.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "6.6.6.6" },
      body: JSON.stringify({ query: String(WebAuthorizationDocument) }),
    });
    const response = (await forwardSameOrigin(request, { env: env(), clientAddress: "::ffff:203.0.113.5" }))!;
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { webAuthorization: { token: string } } };
    expect(body.data.webAuthorization.token).toBe(PROXIED_TOKEN);
    expect(response.headers.getSetCookie().join("\n")).toMatch(/^token=guest-secret;.*HttpOnly/im);
    // The socket's address, not what the client claimed.
    expect(gateway.calls.at(-1)?.headers["x-forwarded-for"]).toBe("203.0.113.5");
  });

  it("forwards content documents to the content base, pictures to IMAGE_ORIGIN by redirect", async () => {
    const document = (await forwardSameOrigin(new Request("http://shop.test/json/publish/index.json?v=2"), {
      env: env(),
      clientAddress: "198.51.100.7",
    }))!;
    expect(await document.json()).toEqual({ pageType: "index" });
    expect(document.headers.get("connection")).toBeNull();
    expect(contentRequests.at(-1)).toEqual({ url: "/json/publish/index.json?v=2", forwardedFor: "198.51.100.7" });

    const picture = (await forwardSameOrigin(new Request("http://shop.test/images/p/1.webp?w=400"), {
      env: env({ IMAGE_ORIGIN: "https://img.test" }),
      clientAddress: null,
    }))!;
    expect(picture.status).toBe(308);
    expect(picture.headers.get("location")).toBe("https://img.test/images/p/1.webp?w=400");
  });

  it("answers 502 when the upstream cannot be reached, 499 when the browser cancelled", async () => {
    // A port nothing listens on any more.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const deadBase = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise((resolve) => closed.close(resolve));
    const down = env({ GATEWAY_URL: deadBase, CONTENT_BASE_URL: deadBase });
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const graphql = new Request("http://shop.test/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", cookie: "token=t" },
      body: "{}",
    });
    expect((await forwardSameOrigin(graphql, { env: down, clientAddress: null }))!.status).toBe(502);
    expect((await forwardSameOrigin(new Request("http://shop.test/sandbox/pay"), { env: down, clientAddress: null }))!.status).toBe(502);
    expect(logged.mock.calls.map(([message]) => message)).toEqual([
      `[proxy] POST ${deadBase}/graphql failed`,
      `[proxy] GET ${deadBase}/sandbox/pay failed`,
    ]);
    logged.mockRestore();
    const controller = new AbortController();
    controller.abort();
    const cancelled = new Request("http://shop.test/json/publish/index.json", { signal: controller.signal });
    expect((await forwardSameOrigin(cancelled, { env: env(), clientAddress: null }))!.status).toBe(499);
  });
});
