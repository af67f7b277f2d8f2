import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ConfigSettingDocument } from "@xunlan/api-client";
import { startSchemaServer, type SchemaServer } from "@xunlan/api-client/testing";
import type { CookieOptions } from "@xunlan/validation";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type RenderRequest, createServerClients } from "./server-clients";
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
      configSetting: (_root, args: { configKey: string }) => ({ configKey: args.configKey, configValue: { on: true }, updatedAt: "2026-01-01T00:00:00.000Z" }),
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
  it("gives a first visit a cid and, on its first call, a guest token cookie (HttpOnly, Secure over TLS)", async () => {
    const { cookies, written } = responseCookies();
    const clients = createServerClients(request({ forwardedProto: "https", userAgent: "Mozilla/5.0 (iPhone) Mobile" }), cookies, options());
    expect(clients.platform).toBe("Mobile");
    expect(clients.loginFlag.read()).toBe(false);
    const cid = written[0]!;
    expect(cid).toEqual({ name: "cid", value: expect.stringMatching(/^[0-9a-f-]{36}$/), options: { path: "/", sameSite: "lax", maxAge: 365 * 24 * 60 * 60 } });

    const answer = await clients.api.request(ConfigSettingDocument, { configKey: "site" });
    expect(answer.configSetting?.configValue).toEqual({ on: true });
    expect(written[1]).toEqual({ name: "token", value: "guest-minted", options: { path: "/", sameSite: "lax", httpOnly: true, secure: true, maxAge: 168 * 60 * 60 } });
    const call = gateway.calls.find((c) => c.field === "configSetting")!;
    expect(call.headers).toMatchObject({ authorization: "Bearer guest-minted", "x-cookie-id": cid.value, "x-forwarded-for": "203.0.113.5", platform: "Mobile" });
  });

  it("reads a returning shopper's cookies: their token, cid, login flag and window size; sets nothing", async () => {
    const { cookies, written } = responseCookies();
    const clients = createServerClients(request({ cookie: "cid=cid-7; token=member-1; login_status=1; winSize=w_1440|h_900", userAgent: "iPhone Mobile" }), cookies, options());
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

  it("treats a cid that cannot be sent as a header as absent", () => {
    const { cookies, written } = responseCookies();
    createServerClients(request({ cookie: "cid=%E4%B8%AD" }), cookies, options());
    expect(written[0]?.name).toBe("cid");
    expect(written[0]?.value).not.toBe("中");
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
});
