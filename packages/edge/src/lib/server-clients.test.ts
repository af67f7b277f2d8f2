import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { CartCountDocument, ConfigSettingDocument, documentHash } from "@xunlan/api-client";
import { type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import type { CookieOptions } from "@xunlan/validation";
import { GraphQLError } from "graphql";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createServerClients, type RenderRequest } from "./server-clients";
import { createUpstreamCaches } from "./upstream-cache";
import { upstreamRegistry } from "./upstream-registry";

// The gateway: api-client's schema server (graphql-yoga over HTTP on the contract), minting guest
// tokens and answering configSetting; the content base: a plain HTTP server.
let gateway: SchemaServer;
let gatewayUrl: string;
let content: Server;
let contentBaseUrl: string;
let contentRequests = 0;

beforeAll(async () => {
  gateway = await startSchemaServer({
    Query: {
      configSetting: (_root, args: { configKey: string }) => ({
        configKey: args.configKey,
        configValue: { on: true },
        updatedAt: "2026-01-01T00:00:00.000Z",
      }),
      // A shopper's own read, as the gateway answers it: '401' without a token.
      cart: (_root, _args, context: { request: Request }) => {
        if (!context.request.headers.get("authorization")) throw new GraphQLError("请先登录", { extensions: { code: "401" } });
        return { count: 2 };
      },
    },
    Mutation: { webAuthorization: () => ({ token: "guest-minted", expiresAt: "2026-12-08T00:00:00.000Z" }) },
  });
  gatewayUrl = gateway.url.replace(/\/graphql$/, "");
  content = createServer((_request, response) => {
    contentRequests += 1;
    response.writeHead(200, { "content-type": "application/json", "cache-control": "max-age=60" });
    response.end(JSON.stringify({ enable: true, message: "新会员首单立减 30 元", style: "black", closable: true }));
  });
  await new Promise<void>((resolve) => content.listen(0, "127.0.0.1", resolve));
  contentBaseUrl = `http://127.0.0.1:${(content.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => content.close(resolve));
});
beforeEach(() => gateway.reset());
afterEach(() => {
  upstreamRegistry.caches = null;
});

/** The response's cookies as the framework's setCookie/deleteCookie would receive them. */
function responseCookies() {
  const written: { name: string; value: string | null; options: CookieOptions }[] = [];
  return {
    written,
    cookies: {
      set: (name: string, value: string, options: CookieOptions) => written.push({ name, value, options }),
      delete: (name: string, options: CookieOptions) => written.push({ name, value: null, options }),
    },
  };
}

const request = (extra: Partial<RenderRequest> = {}): RenderRequest => ({
  cookie: null,
  userAgent: "Mozilla/5.0 (Windows NT 10.0)",
  url: "http://shop.test/",
  forwardedProto: null,
  clientAddress: "::ffff:203.0.113.5",
  ...extra,
});
const options = () => ({ gatewayUrl, contentBaseUrl, serviceCodes: () => null });

describe("createServerClients", () => {
  it("renders a first visit as nobody (issue 21): no guest token minted, no Authorization, no cookie set", async () => {
    const { cookies, written } = responseCookies();
    const clients = createServerClients(request({ forwardedProto: "https", userAgent: "Mozilla/5.0 (iPhone) Mobile" }), cookies, options());
    expect(clients.anonymous).toBe(true);
    expect(clients.platform).toBe("Mobile");
    expect(clients.loginFlag.read()).toBe(false);

    const answer = await clients.api.request(ConfigSettingDocument, { configKey: "site" });
    expect(answer.configSetting?.configValue).toEqual({ on: true });
    await clients.api.ensureToken();
    // A read that needs a shopper is refused ('401'), and that mints nothing either.
    await expect(clients.api.request(CartCountDocument)).rejects.toMatchObject({ code: "401" });
    expect(gateway.calls.map((c) => c.field)).not.toContain("webAuthorization");
    const call = gateway.calls.find((c) => c.field === "configSetting")!;
    expect(call.headers.authorization).toBeUndefined();
    expect(call.headers["x-cookie-id"]).toBeUndefined();
    expect(call.headers).toMatchObject({ "x-forwarded-for": "203.0.113.5", platform: "Mobile" });
    // Nothing for the response to set: the page may be shared.
    expect(written).toEqual([]);
  });

  it("reads the handler's page-shell header (issue 27 §1) only for a render without a token", () => {
    const { cookies } = responseCookies();
    const member = createServerClients(request({ cookie: "login_status=1", shell: "member" }), cookies, options());
    expect(member).toMatchObject({ anonymous: true, shell: "member" });
    expect(member.loginFlag.read()).toBe(true);
    expect(createServerClients(request({ shell: "guest" }), cookies, options()).shell).toBe("guest");
    expect(createServerClients(request({ shell: "other" }), cookies, options()).shell).toBeNull();
    expect(createServerClients(request({}), cookies, options()).shell).toBeNull();
    // A shopper's own token: a render for them, never a shell.
    expect(
      createServerClients(request({ cookie: "token=member-1; login_status=1", shell: "member" }), cookies, options()).shell,
    ).toBeNull();
  });

  it("reads a returning shopper's cookies: their token, cid, login flag and window size; sets nothing", async () => {
    const { cookies, written } = responseCookies();
    const clients = createServerClients(
      request({ cookie: "cid=cid-7; token=member-1; login_status=1; winSize=w_1440|h_900", userAgent: "iPhone Mobile" }),
      cookies,
      options(),
    );
    expect(clients.anonymous).toBe(false);
    expect(clients.platform).toBe("Desktop");
    expect(clients.loginFlag.read()).toBe(true);
    await clients.api.request(ConfigSettingDocument, { configKey: "site" });
    expect(gateway.calls.map((c) => c.field)).toEqual(["configSetting"]);
    expect(gateway.calls[0]!.headers).toMatchObject({ authorization: "Bearer member-1", "x-cookie-id": "cid-7", platform: "Desktop" });
    expect(written).toEqual([]);

    clients.loginFlag.write(false);
    clients.loginFlag.write(true);
    expect(written).toEqual([
      { name: "login_status", value: null, options: { path: "/", sameSite: "lax" } },
      { name: "login_status", value: "1", options: { path: "/", sameSite: "lax", maxAge: 720 * 60 * 60 } },
    ]);
  });

  it("treats a cid or token that cannot be sent as a header as absent, and sets nothing for them", async () => {
    const { cookies, written } = responseCookies();
    const clients = createServerClients(request({ cookie: "cid=%E4%B8%AD; token=%00" }), cookies, options());
    expect(clients.anonymous).toBe(true);
    await clients.api.request(ConfigSettingDocument, { configKey: "site" });
    expect(gateway.calls[0]!.headers["x-cookie-id"]).toBeUndefined();
    expect(gateway.calls[0]!.headers.authorization).toBeUndefined();
    expect(written).toEqual([]);
  });

  it("a returning guest's rejected token is replaced by a new one, written as the cookie (spec §8)", async () => {
    const { cookies, written } = responseCookies();
    const clients = createServerClients(request({ cookie: "token=expired-guest" }), cookies, options());
    expect(clients.anonymous).toBe(false);
    // The schema server refuses nothing by token: ask for a new one as the §8 retry would.
    await clients.api.resetToken();
    expect(gateway.calls.map((c) => c.field)).toEqual(["webAuthorization"]);
    expect(written.map((w) => [w.name, w.value])).toEqual([
      ["token", null],
      ["token", "guest-minted"],
    ]);
  });

  it("reads through the upstream caches the handler published", async () => {
    const caches = createUpstreamCaches();
    upstreamRegistry.caches = caches;
    const first = createServerClients(request({ cookie: "cid=a; token=t" }), responseCookies().cookies, options());
    const second = createServerClients(request({ cookie: "cid=b; token=u" }), responseCookies().cookies, options());
    const before = contentRequests;
    expect(await first.content.getAnnouncement()).toMatchObject({ message: "新会员首单立减 30 元" });
    expect(await second.content.getAnnouncement()).toMatchObject({ message: "新会员首单立减 30 元" });
    expect(contentRequests - before).toBe(1);
    expect(caches.stats.contentHits).toBe(1);
  });

  it("sends documents by hash with persistedDocuments (production), through the upstream caches", async () => {
    const bodies: string[] = [];
    const caches = createUpstreamCaches({
      fetch: (input, init) => {
        if (typeof init?.body === "string") bodies.push(init.body);
        return fetch(input, init);
      },
    });
    upstreamRegistry.caches = caches;
    const clients = createServerClients(request({ cookie: "cid=a; token=t" }), responseCookies().cookies, {
      ...options(),
      persistedDocuments: true,
    });
    // The schema server finds the document by its hash, as the gateway does.
    const { configSetting } = await clients.api.request(ConfigSettingDocument, { configKey: "a" });
    expect(configSetting).toMatchObject({ configKey: "a" });
    expect(gateway.calls.map((call) => call.field)).toEqual(["configSetting"]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).not.toContain('"query"');
    expect(JSON.parse(bodies[0]!)).toMatchObject({
      extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(ConfigSettingDocument) } },
      variables: { configKey: "a" },
    });
  });
});
