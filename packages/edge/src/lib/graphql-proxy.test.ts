// @vitest-environment node
import {
  ConfigSettingDocument,
  createApiClient,
  createProxiedTokenStore,
  documentHash,
  MemberLoginDocument,
  MemberLogoutDocument,
  PROXIED_TOKEN,
  WebAuthorizationDocument,
} from "@xunlan/api-client";
import { GRAPHQL_MAX_BODY_BYTES } from "@xunlan/api-client/server";
import { type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { GraphQLError } from "graphql";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ownOrigins, proxyGraphQL as proxyWithOptions, tokenFieldsOf } from "./graphql-proxy";

// A gateway-like server on the contract (api-client's schema server, real graphql-yoga over
// HTTP): guest tokens from webAuthorization, member tokens from the logins, revocation by
// memberLogout, and configSetting as a call that needs a live token ('401' otherwise, as the
// gateway's request rules answer).
let gateway: SchemaServer;
let gatewayBase: string;
let issued = 0;
const live = new Set<string>();

const bearer = (request: Request) => request.headers.get("authorization")?.replace(/^Bearer /, "") ?? null;
const unauthorized = () => new GraphQLError("访问令牌无效或已过期，请重新获取", { extensions: { code: "401", statusCode: 401 } });
const issue = (kind: string) => {
  const token = `${kind}-${(issued += 1)}-secret`;
  live.add(token);
  return token;
};
const loginResult = (mobile: string) => ({
  userToken: issue("member"),
  expiresAt: "2026-12-08T00:00:00.000Z",
  isMemberLoggedIn: true,
  openId: null,
  unionId: null,
  user: { cellphone: mobile, referedSource: null, username: mobile, groupId: 1, memberUid: `uid-${mobile}` },
});

beforeAll(async () => {
  gateway = await startSchemaServer({
    Query: {
      configSetting: (_root, args: { configKey: string }, { request }) => {
        const token = bearer(request);
        if (!token || !live.has(token)) throw unauthorized();
        return { configKey: args.configKey, configValue: { kind: token.split("-")[0] }, updatedAt: "2026-01-01T00:00:00.000Z" };
      },
    },
    Mutation: {
      webAuthorization: () => ({ token: issue("guest"), expiresAt: "2026-12-08T00:00:00.000Z" }),
      memberLogin: (_root, args: { username: string }) => loginResult(args.username),
      bindMobile: (_root, args: { mobile: string }) => loginResult(args.mobile),
      wechatLogin: () => ({ needsBinding: false, nickname: "跑者", login: loginResult("13800000000") }),
      memberLogout: (_root, _args, { request }) => {
        const token = bearer(request);
        if (!token || !live.delete(token)) throw unauthorized();
        return { success: true };
      },
    },
  });
  gatewayBase = new URL(gateway.url).origin;
});
afterAll(async () => {
  await gateway.close();
});
beforeEach(() => {
  gateway.reset();
  live.clear();
});

const SHOP = "http://shop.test/graphql";

/**
 * The app's side of the proxy, as the storefront wires it: the same path and query on the
 * gateway, the socket's address as X-Forwarded-For / X-Real-IP (whatever the browser sent
 * dropped), failures thrown to the caller.
 */
function proxyGraphQL(request: Request, gatewayUrl: string, clientAddress: string | null): Promise<Response> {
  const url = new URL(request.url);
  const headers = new Headers(request.headers);
  for (const name of ["host", "content-length", "x-forwarded-for", "x-real-ip"]) headers.delete(name);
  if (clientAddress) {
    headers.set("x-forwarded-for", clientAddress);
    headers.set("x-real-ip", clientAddress);
  }
  return proxyWithOptions(request, { gatewayUrl, target: new URL(url.pathname + url.search, gatewayUrl), headers });
}

function post(query: string, init: { cookie?: string; headers?: Record<string, string>; url?: string; variables?: unknown } = {}): Request {
  return new Request(init.url ?? SHOP, {
    method: "POST",
    headers: { "content-type": "application/json", channel: "WEB", ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers },
    body: JSON.stringify({ query, variables: init.variables ?? {} }),
  });
}

const calls = (field: string) => gateway.calls.filter((call) => call.field === field);
const setCookies = (response: Response) => response.headers.getSetCookie();
const tokenCookie = (response: Response) => setCookies(response).find((cookie) => cookie.startsWith("token="));
const cookieValue = (cookie: string | undefined) => decodeURIComponent(/^token=([^;]*)/.exec(cookie ?? "")?.[1] ?? "");

describe("the token header", () => {
  it("comes from the HttpOnly cookie, never from the Authorization the browser sent", async () => {
    const guest = issue("guest");
    const response = await proxyGraphQL(
      post('{ configSetting(configKey: "a") { configValue } }', {
        cookie: `cid=c1; token=${guest}`,
        headers: { authorization: "Bearer forged" },
      }),
      gatewayBase,
      "203.0.113.5",
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { configSetting: { configValue: { kind: "guest" } } } });
    expect(calls("configSetting")[0]?.headers["authorization"]).toBe(`Bearer ${guest}`);
    expect(calls("configSetting")[0]?.headers["x-forwarded-for"]).toBe("203.0.113.5");
    expect(tokenCookie(response)).toBeUndefined();
  });

  it("is a guest token minted first when the request has no cookie, set HttpOnly for 168 h", async () => {
    const response = await proxyGraphQL(
      post('{ configSetting(configKey: "a") { configKey } }', { headers: { authorization: "Bearer forged" } }),
      gatewayBase,
      null,
    );
    expect(response.status).toBe(200);
    expect(calls("webAuthorization")).toHaveLength(1);
    const cookie = tokenCookie(response);
    const minted = cookieValue(cookie);
    expect(minted).toMatch(/^guest-\d+-secret$/);
    expect(cookie).toBe(`token=${minted}; Max-Age=604800; Path=/; HttpOnly; SameSite=Lax`);
    expect(calls("configSetting")[0]?.headers["authorization"]).toBe(`Bearer ${minted}`);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });

  it("a malformed cookie (token=%00) counts as none", async () => {
    const response = await proxyGraphQL(
      post('{ configSetting(configKey: "a") { configKey } }', { cookie: "token=%00" }),
      gatewayBase,
      null,
    );
    expect(response.status).toBe(200);
    expect(calls("webAuthorization")).toHaveLength(1);
    expect(cookieValue(tokenCookie(response))).toMatch(/^guest-/);
  });

  it("is Secure when the shopper came over TLS (https, or X-Forwarded-Proto https)", async () => {
    const viaProxy = await proxyGraphQL(
      post(String(WebAuthorizationDocument), { headers: { "x-forwarded-proto": "https" } }),
      gatewayBase,
      null,
    );
    expect(tokenCookie(viaProxy)).toMatch(/; Path=\/; Secure; HttpOnly; SameSite=Lax$/);
    const direct = await proxyGraphQL(post(String(WebAuthorizationDocument), { url: "https://shop.test/graphql" }), gatewayBase, null);
    expect(tokenCookie(direct)).toContain("; Secure;");
    const plain = await proxyGraphQL(post(String(WebAuthorizationDocument)), gatewayBase, null);
    expect(tokenCookie(plain)).not.toContain("Secure");
  });
});

describe("what the app passes in", () => {
  it("mints the guest token with the shopper's address and client id, and answers with the app's response headers", async () => {
    const request = post('{ configSetting(configKey: "a") { configKey } }', { headers: { "x-cookie-id": "c1" } });
    const headers = new Headers(request.headers);
    headers.set("x-forwarded-for", "203.0.113.5");
    const response = await proxyWithOptions(request, {
      gatewayUrl: gatewayBase,
      target: new URL("/graphql", gatewayBase),
      headers,
      responseHeaders: (upstream) => new Headers({ "content-type": upstream.headers.get("content-type") ?? "", "x-app": "1" }),
    });
    expect(response.status).toBe(200);
    expect(calls("webAuthorization")[0]?.headers["x-forwarded-for"]).toBe("203.0.113.5");
    expect(calls("webAuthorization")[0]?.headers["x-cookie-id"]).toBe("c1");
    expect(response.headers.get("x-app")).toBe("1");
    expect(cookieValue(tokenCookie(response))).toMatch(/^guest-/);
  });

  it("throws when the gateway cannot be reached: the app answers it as its other proxied calls", async () => {
    const unreachable = "http://127.0.0.1:9";
    const request = post('{ configSetting(configKey: "a") { configKey } }', { cookie: "token=guest-1-secret" });
    await expect(
      proxyWithOptions(request, {
        gatewayUrl: unreachable,
        target: new URL("/graphql", unreachable),
        headers: new Headers(request.headers),
      }),
    ).rejects.toThrow("fetch failed");
  });
});

describe("answers that carry a token", () => {
  it("webAuthorization: the cookie gets the token, the browser the placeholder (no second mint)", async () => {
    const response = await proxyGraphQL(post(String(WebAuthorizationDocument)), gatewayBase, null);
    const body = (await response.json()) as { data: { webAuthorization: { token: string; expiresAt: string } } };
    expect(body.data.webAuthorization).toEqual({ token: PROXIED_TOKEN, expiresAt: "2026-12-08T00:00:00.000Z" });
    expect(calls("webAuthorization")).toHaveLength(1);
    expect(cookieValue(tokenCookie(response))).toMatch(/^guest-\d+-secret$/);
    expect(calls("webAuthorization")[0]?.headers["accept"]).toContain("application/graphql-response+json");
  });

  it("memberLogin: the member token replaces the guest token in the cookie; the rest of the result is kept", async () => {
    const guest = issue("guest");
    const response = await proxyGraphQL(
      post(String(MemberLoginDocument), { cookie: `token=${guest}`, variables: { username: "13912345678", type: 4, code: "123456" } }),
      gatewayBase,
      null,
    );
    const text = await response.text();
    expect(text).not.toMatch(/member-\d+-secret/);
    const { memberLogin } = (
      JSON.parse(text) as { data: { memberLogin: { userToken: string; isMemberLoggedIn: boolean; user: { cellphone: string } } } }
    ).data;
    expect(memberLogin.userToken).toBe(PROXIED_TOKEN);
    expect(memberLogin.isMemberLoggedIn).toBe(true);
    expect(memberLogin.user.cellphone).toBe("13912345678");
    expect(cookieValue(tokenCookie(response))).toMatch(/^member-\d+-secret$/);
    expect(calls("memberLogin")[0]?.headers["authorization"]).toBe(`Bearer ${guest}`);
  });

  it("finds tokens under aliases, fragments and inline fragments, and behind \\u escapes in the JSON body", async () => {
    const query = `mutation { a: memberLogin(username: "13912345678", type: 4, code: "1") { ...F } ... on Mutation { b: bindMobile(authCode: "x", mobile: "13912345679", code: "1") { t: userToken } } w: wechatLogin(authCode: "x") { login { userToken } } }
      fragment F on LoginResult { t1: userToken t2: userToken }`;
    const body = JSON.stringify({ query }).replace("memberLogin", "\\u006demberLogin");
    const request = new Request(SHOP, {
      method: "POST",
      headers: { "content-type": "application/json", channel: "WEB", cookie: `token=${issue("guest")}` },
      body,
    });
    const response = await proxyGraphQL(request, gatewayBase, null);
    const text = await response.text();
    expect(text).not.toContain("-secret");
    expect(JSON.parse(text)).toMatchObject({
      data: { a: { t1: PROXIED_TOKEN, t2: PROXIED_TOKEN }, b: { t: PROXIED_TOKEN }, w: { login: { userToken: PROXIED_TOKEN } } },
    });
    expect(cookieValue(tokenCookie(response))).toMatch(/^member-\d+-secret$/);
  });

  it("refuses a token-bearing answer that is not JSON (an event stream would pass it unread)", async () => {
    gateway.rawResponses.push({
      status: 200,
      contentType: "text/event-stream",
      body: 'event: next\ndata: {"data":{"webAuthorization":{"token":"guest-9-secret"}}}\n\n',
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await proxyGraphQL(post(String(WebAuthorizationDocument)), gatewayBase, null);
    expect(response.status).toBe(502);
    expect(await response.text()).not.toContain("secret");
    expect(error).toHaveBeenCalledOnce();
    error.mockRestore();
  });
});

describe("answers that end a token", () => {
  it("memberLogout clears the cookie", async () => {
    const member = issue("member");
    const response = await proxyGraphQL(post(String(MemberLogoutDocument), { cookie: `token=${member}` }), gatewayBase, null);
    expect(await response.json()).toEqual({ data: { memberLogout: { success: true } } });
    expect(live.has(member)).toBe(false);
    expect(tokenCookie(response)).toBe("token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });

  it("a '401' (expired or revoked token) clears the cookie and passes the error on", async () => {
    const response = await proxyGraphQL(
      post('{ configSetting(configKey: "a") { configKey } }', { cookie: "token=member-0-revoked" }),
      gatewayBase,
      null,
    );
    const body = (await response.json()) as { errors: Array<{ extensions: { code: string } }> };
    expect(body.errors[0]?.extensions.code).toBe("401");
    expect(tokenCookie(response)).toBe("token=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
  });
});

describe("the browser's client behind the proxy (createProxiedTokenStore)", () => {
  /** A browser: a cookie jar (HttpOnly flags kept) and every body the page's scripts receive. */
  function browser() {
    const jar = new Map<string, { value: string; httpOnly: boolean }>();
    const bodies: string[] = [];
    const fetchThroughProxy: typeof fetch = async (input, init) => {
      const request = new Request(input, init);
      const cookie = [...jar].map(([name, { value }]) => `${name}=${value}`).join("; ");
      const headers = new Headers(request.headers);
      if (cookie) headers.set("cookie", cookie);
      const response = await proxyGraphQL(new Request(request, { headers }), gatewayBase, "203.0.113.5");
      for (const line of response.headers.getSetCookie()) {
        const [pair = "", ...attributes] = line.split("; ");
        const [name = "", value = ""] = pair.split("=");
        if (attributes.includes("Max-Age=0")) jar.delete(name);
        else jar.set(name, { value, httpOnly: attributes.includes("HttpOnly") });
      }
      const text = await response.text();
      bodies.push(text);
      return new Response(text, { status: response.status, headers: response.headers });
    };
    const onLoginStateCleared = vi.fn<() => void>();
    const client = createApiClient({
      endpoint: SHOP,
      tokenStore: createProxiedTokenStore({ onLoginStateCleared }),
      fetch: fetchThroughProxy,
      logger: { warn: () => undefined },
      retryDelayMs: 0,
      getWindowWidth: () => 1280,
    });
    return { client, jar, bodies, onLoginStateCleared };
  }

  it("signs in, recovers from a revoked token and signs out without a script ever seeing a token", async () => {
    const { client, jar, bodies, onLoginStateCleared } = browser();
    // First call: no cookie yet, the proxy mints one.
    await expect(client.request(ConfigSettingDocument, { configKey: "a" })).resolves.toMatchObject({
      configSetting: { configValue: { kind: "guest" } },
    });
    expect(jar.get("token")?.httpOnly).toBe(true);
    expect(calls("configSetting")[0]?.headers["authorization"]).toBe(`Bearer ${jar.get("token")?.value}`);

    const { memberLogin } = await client.request(MemberLoginDocument, { username: "13912345678", type: 4, code: "123456" });
    expect(memberLogin.userToken).toBe(PROXIED_TOKEN);
    const member = jar.get("token")!.value;
    expect(member).toMatch(/^member-/);
    await expect(client.request(ConfigSettingDocument, { configKey: "a" })).resolves.toMatchObject({
      configSetting: { configValue: { kind: "member" } },
    });

    // The member token is revoked elsewhere (a password reset): spec §8 retry with a fresh guest token.
    live.delete(member);
    await expect(client.request(ConfigSettingDocument, { configKey: "a" })).resolves.toMatchObject({
      configSetting: { configValue: { kind: "guest" } },
    });
    expect(onLoginStateCleared).toHaveBeenCalledOnce();
    expect(jar.get("token")?.value).toMatch(/^guest-/);

    // Sign in again, then spec §4 logout: memberLogout, then a fresh guest token.
    await client.request(MemberLoginDocument, { username: "13912345678", type: 2, code: "Xunlan2026run" });
    const second = jar.get("token")!.value;
    await client.request(MemberLogoutDocument);
    expect(jar.has("token")).toBe(false);
    await expect(client.resetToken()).resolves.toBe(PROXIED_TOKEN);
    expect(jar.get("token")?.value).toMatch(/^guest-/);
    expect(live.has(second)).toBe(false);

    // No request from the page named a token; no answer it read held one.
    for (const call of gateway.calls) expect(call.headers["authorization"] ?? "").not.toContain(PROXIED_TOKEN);
    for (const body of bodies) expect(body).not.toContain("-secret");
    expect(bodies.length).toBeGreaterThan(5);
  });
});

describe("the door (issue 21 §2, §4)", () => {
  const CHUNK = 16 * 1024;
  /** An 11 MB body handed out 16 KB per pull, counting what was pulled. */
  function countedBody(total = 11 * 1024 * 1024) {
    let pulled = 0;
    const chunk = new TextEncoder().encode("{".padEnd(CHUNK, " "));
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (pulled >= total) return controller.close();
        pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    return { stream, pulled: () => pulled };
  }
  const big = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = {}) =>
    new Request(SHOP, {
      method: "POST",
      headers: { "content-type": "application/json", channel: "WEB", ...headers },
      body,
      duplex: "half",
    } as RequestInit);

  it("answers an oversized body 413 without reading it, or once 64 KB have come, and never forwards it", async () => {
    gateway.reset();
    const declared = countedBody();
    const first = await proxyGraphQL(big(declared.stream, { "content-length": String(11 * 1024 * 1024) }), gatewayBase, null);
    expect(first.status).toBe(413);
    expect(await first.json()).toMatchObject({ errors: [{ extensions: { code: "400", statusCode: 413, reason: "PAYLOAD_TOO_LARGE" } }] });
    expect(declared.pulled()).toBeLessThanOrEqual(CHUNK);
    const chunked = countedBody();
    const second = await proxyGraphQL(big(chunked.stream), gatewayBase, null);
    expect(second.status).toBe(413);
    expect(chunked.pulled()).toBeLessThanOrEqual(GRAPHQL_MAX_BODY_BYTES + 2 * CHUNK);
    // Nothing reached the gateway: not even a guest token was minted for them.
    expect(gateway.calls).toHaveLength(0);
    expect(tokenCookie(first)).toBeUndefined();
  });

  it("answers 415 to a form, multipart or text body — a login among them — and no token ever leaves", async () => {
    gateway.reset();
    const login = `mutation { memberLogin(username: "13912345678", type: 4, code: "1") { userToken } }`;
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: login }));
    for (const request of [
      new Request(SHOP, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ query: login }).toString(),
      }),
      new Request(SHOP, { method: "POST", body: form }),
      new Request(SHOP, { method: "POST", headers: { "content-type": "text/plain" }, body: JSON.stringify({ query: login }) }),
    ]) {
      const response = await proxyGraphQL(request, gatewayBase, null);
      expect(response.status).toBe(415);
      const text = await response.text();
      expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { statusCode: 415, reason: "UNSUPPORTED_MEDIA_TYPE" } }] });
      expect(text).not.toContain("secret");
      expect(tokenCookie(response)).toBeUndefined();
    }
    expect(gateway.calls).toHaveLength(0);
  });

  it("answers 403 to another origin (another port or scheme too); the shop's own and none pass", async () => {
    gateway.reset();
    for (const origin of ["http://evil.test", "http://shop.test:8080", "https://shop.test", "null"]) {
      const response = await proxyGraphQL(post(String(WebAuthorizationDocument), { headers: { origin } }), gatewayBase, null);
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({ errors: [{ extensions: { statusCode: 403, reason: "FORBIDDEN_ORIGIN" } }] });
    }
    expect(gateway.calls).toHaveLength(0);
    for (const headers of [{ origin: "http://shop.test" }, {}] as Array<Record<string, string>>) {
      const response = await proxyGraphQL(post(String(WebAuthorizationDocument), { headers }), gatewayBase, null);
      expect(response.status).toBe(200);
    }
    // Behind a TLS-terminating proxy the browser's origin is the one it states.
    const behind = new Request("http://10.0.0.5:3000/graphql", {
      headers: { "x-forwarded-proto": "https", "x-forwarded-host": "shop.example" },
    });
    expect([...ownOrigins(behind)]).toEqual(["http://10.0.0.5:3000", "https://shop.example"]);
  });
});

describe("documents sent by hash (persisted documents, issue 21 §2)", () => {
  const byHash = (
    document: { __meta__?: Record<string, unknown> | undefined } | string,
    init: { cookie?: string; variables?: unknown } = {},
  ) =>
    new Request(SHOP, {
      method: "POST",
      headers: { "content-type": "application/json", channel: "WEB", ...(init.cookie ? { cookie: init.cookie } : {}) },
      body: JSON.stringify({
        extensions: { persistedQuery: { version: 1, sha256Hash: typeof document === "string" ? document : documentHash(document) } },
        variables: init.variables ?? {},
      }),
    });

  it("mints the guest token by hash, and keeps a hashed login's token in the cookie, the placeholder in the answer", async () => {
    gateway.reset();
    const response = await proxyGraphQL(
      byHash(MemberLoginDocument, { variables: { username: "13912345670", type: 4, code: "123456" } }),
      gatewayBase,
      null,
    );
    const text = await response.text();
    expect(text).not.toContain("-secret");
    expect(JSON.parse(text)).toMatchObject({ data: { memberLogin: { userToken: PROXIED_TOKEN, isMemberLoggedIn: true } } });
    expect(cookieValue(tokenCookie(response))).toMatch(/^member-\d+-secret$/);
    // The guest token minted before it (no cookie yet) went by hash as well: the server found it.
    expect(calls("webAuthorization")).toHaveLength(1);
  });

  it("clears the cookie on a hashed memberLogout", async () => {
    const member = issue("member");
    const response = await proxyGraphQL(byHash(MemberLogoutDocument, { cookie: `token=${member}` }), gatewayBase, null);
    expect(await response.json()).toMatchObject({ data: { memberLogout: { success: true } } });
    expect(tokenCookie(response)).toMatch(/Max-Age=0/);
  });

  it("refuses a hash no generated operation has, without forwarding it", async () => {
    gateway.reset();
    const response = await proxyGraphQL(byHash("0".repeat(64), { cookie: `token=${issue("guest")}` }), gatewayBase, null);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { code: "400", reason: "PERSISTED_QUERY_NOT_FOUND" } }] });
    expect(gateway.calls).toHaveLength(0);
  });
});

describe("tokenFieldsOf", () => {
  it("reads response paths, aliases applied, across operations", () => {
    expect(
      tokenFieldsOf(
        'mutation A { webAuthorization { token } } mutation B { x: wechatLogin(authCode: "a") { login { t: userToken } } memberLogout { success } }',
      ),
    ).toEqual({
      tokens: [
        ["webAuthorization", "token"],
        ["x", "login", "t"],
      ],
      endings: [["memberLogout"]],
      mintsGuestToken: true,
    });
  });

  it("has none for other documents, text that does not parse, and a fragment that spreads itself", () => {
    const none = { tokens: [], endings: [], mintsGuestToken: false };
    expect(tokenFieldsOf("{ productCategories { id } }")).toEqual(none);
    expect(tokenFieldsOf("mutation { memberLogin(")).toEqual(none);
    expect(tokenFieldsOf("mutation { ...F } fragment F on Mutation { ...F memberLogout { success } }").endings).toEqual([["memberLogout"]]);
  });
});
