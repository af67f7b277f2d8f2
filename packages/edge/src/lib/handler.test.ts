import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { CSP_NONCE_HEADER } from "./csp-nonce";
import { createStorefrontHandler, type EdgeEnv, type StorefrontHandler } from "./handler";
import { PRIVATE_PAGE_CACHE_CONTROL, PUBLIC_PAGE_CACHE_CONTROL } from "./page-cache";
import { MEMBER_SHELL_CACHE_CONTROL, PAGE_SHELL_HEADER } from "./page-shell";
import { createUpstreamCaches } from "./upstream-cache";

// The gateway: api-client's schema server (real graphql-yoga over HTTP on the contract), which
// would mint guest tokens: a page answered here never asks it for one (issue 21).
let gateway: SchemaServer;
let minted = 0;

beforeAll(async () => {
  gateway = await startSchemaServer({
    Mutation: { webAuthorization: () => ({ token: `guest-${(minted += 1)}`, expiresAt: "2026-12-08T00:00:00.000Z" }) },
  });
});
afterAll(() => gateway.close());

const SCRIPT = 'window.__boot = "首页"';

/**
 * The app's renderer as the handler sees it: HTML with one inline script stamped with the nonce
 * it was handed, and the path in the body. A render for a visitor with a token (a returning
 * shopper) sets a cookie of its own (the gateway replaced their token); a first visit's sets none
 * (server-clients.ts), unless `cookieFor` says so.
 */
function renderer(
  cookieFor: (request: Request) => string | null = (request) =>
    /\btoken=/.test(request.headers.get("cookie") ?? "") ? "token=renewed; Path=/; HttpOnly" : null,
) {
  const seen: Request[] = [];
  const render = async (request: Request, _options: { context: string }) => {
    seen.push(request);
    const nonce = request.headers.get(CSP_NONCE_HEADER);
    // What the render could show of the shopper: their cookies and the shell it was asked for.
    const seenCookies = (request.headers.get("cookie") ?? "").replace(/[<>&]/g, "");
    const shell = request.headers.get(PAGE_SHELL_HEADER) ?? "none";
    const body = `<!doctype html><html><body><h1>${new URL(request.url).pathname}</h1><p data-shell="${shell}">${seenCookies}</p><script nonce="${nonce}">${SCRIPT}</script></body></html>`;
    const cookie = cookieFor(request);
    return new Response(body, { headers: { "content-type": "text/html; charset=utf-8", ...(cookie ? { "set-cookie": cookie } : {}) } });
  };
  return { render, seen };
}

const handlers: StorefrontHandler<{ context: string }>[] = [];
afterEach(() => {
  for (const handler of handlers.splice(0)) handler.stop();
});

function setup(env: Partial<EdgeEnv> = {}, render = renderer()) {
  const fullEnv: EdgeEnv = {
    NODE_ENV: "production",
    GATEWAY_URL: gateway.url.replace(/\/graphql$/, ""),
    CONTENT_BASE_URL: "http://127.0.0.1:9",
    ...env,
  };
  const handler = createStorefrontHandler({
    render: render.render,
    env: () => fullEnv,
    generationPollMs: 0,
    upstream: createUpstreamCaches(),
  });
  handlers.push(handler);
  const get = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) =>
    handler.fetch(new Request(`http://shop.test${path}`, { headers, ...init }), { context: "start" });
  return { handler, seen: render.seen, get };
}

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

describe("createStorefrontHandler: the page cache (issue 11)", () => {
  it("renders a first visit once, then serves every anonymous shopper the same copy: no cookie, no upstream call (issue 21 §1, §8)", async () => {
    const { get, seen } = setup();
    const mintedBefore = minted;
    const miss = await get("/explore/men?utm_source=wechat");
    expect(miss.headers.get("x-page-cache")).toBe("miss");
    expect(miss.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(miss.headers.get("x-upstream-calls")).toBe("0");
    expect(miss.headers.getSetCookie()).toEqual([]);
    const html = await miss.text();
    expect(html).toContain("<h1>/explore/men</h1>");

    // Another first visit (tracking parameter dropped from the key): the cache as it is.
    await expect.poll(() => get("/explore/men").then((r) => r.headers.get("x-page-cache"))).toBe("hit");
    const hit = await get("/explore/men");
    expect(await hit.text()).toBe(html);
    expect(hit.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    expect(hit.headers.get("x-upstream-calls")).toBe("0");
    expect(hit.headers.getSetCookie()).toEqual([]);

    // A returning shopper with both cookies: the same copy, nothing set.
    const returning = await get("/explore/men", { cookie: "cid=abc; token=guest-1" });
    expect(returning.headers.get("x-page-cache")).toBe("hit");
    expect(returning.headers.get("x-upstream-calls")).toBe("0");
    expect(returning.headers.getSetCookie()).toEqual([]);
    expect(seen).toHaveLength(1);
    expect(minted).toBe(mintedBefore);
  });

  it("never sends Set-Cookie with a public Cache-Control (issue 21 §8): a render that sets a cookie is private and not kept", async () => {
    const { get, seen, handler } = setup(
      {},
      renderer(() => "cid=render-own; Path=/"),
    );
    const first = await get("/explore/kids");
    expect(first.headers.getSetCookie()).toEqual(["cid=render-own; Path=/"]);
    expect(first.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    expect(first.headers.get("x-page-cache")).toBeNull();
    await first.text();
    // Not kept: the next visitor gets a render of their own, never the first one's cookie.
    const second = await get("/explore/kids");
    await second.text();
    expect(seen).toHaveLength(2);
    expect(handler.pages.size).toBe(0);

    // Every other path too: a personal page, a proxied answer.
    const shopper = setup();
    const renewed = await shopper.get("/cart", { cookie: "token=old" });
    expect(renewed.headers.getSetCookie()).toEqual(["token=renewed; Path=/; HttpOnly"]);
    expect(renewed.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
    const passthrough = createStorefrontHandler({
      render: async () =>
        new Response("{}", {
          headers: { "content-type": "application/json", "cache-control": "public, max-age=600", "set-cookie": "token=t; Path=/" },
        }),
      env: () => ({ NODE_ENV: "production", GATEWAY_URL: "http://gw.test", CONTENT_BASE_URL: "http://gw.test" }),
      generationPollMs: 0,
      upstream: createUpstreamCaches(),
    });
    handlers.push(passthrough);
    const proxied = await passthrough.fetch(new Request("http://shop.test/graphql", { method: "POST", body: "{}" }), { context: "start" });
    expect(proxied.headers.get("cache-control")).toBe(PRIVATE_PAGE_CACHE_CONTROL);
  });

  it("renders personal paths fresh with private, no-store, and never caches them", async () => {
    const { get, seen } = setup();
    for (const [path, cookie] of [
      ["/cart", ""],
      ["/ucenter/orders", "login_status=1; token=member-a"],
      ["/checkout", "login_status=1; token=member-a"],
      ["/success", "bag_count=2; token=guest-1"],
    ] as const) {
      const first = await get(path, cookie ? { cookie } : {});
      const second = await get(path, cookie ? { cookie } : {});
      expect(first.headers.get("cache-control"), `${path} ${cookie}`).toBe(PRIVATE_PAGE_CACHE_CONTROL);
      expect(second.headers.get("x-page-cache"), `${path} ${cookie}`).toBeNull();
      // Rendered for the shopper who asked: their cookies, no shell.
      expect(seen.at(-1)!.headers.get("cookie")).toBe(cookie || null);
      expect(seen.at(-1)!.headers.get(PAGE_SHELL_HEADER)).toBeNull();
    }
    expect(seen).toHaveLength(8);
  });

  it("keeps one copy per platform: a phone's user agent or window-size cookie is another page", async () => {
    const { get, seen } = setup();
    await (await get("/", { "user-agent": "Mozilla/5.0 (iPhone) Mobile" })).text();
    await (await get("/", { cookie: "winSize=w_1440|h_900" })).text();
    expect(seen).toHaveLength(2);
    await expect.poll(() => get("/", { cookie: "winSize=w_390|h_844" }).then((r) => r.headers.get("x-page-cache"))).toBe("hit");
  });

  it("is purged when the upstream caches report a change", async () => {
    const upstream = createUpstreamCaches({
      fetch: async () =>
        new Response(JSON.stringify({ generation: String((minted += 1)) }), { headers: { "content-type": "application/json" } }),
    });
    const render = renderer();
    const handler = createStorefrontHandler({
      render: render.render,
      env: () => ({ NODE_ENV: "production", GATEWAY_URL: "http://gw.test", CONTENT_BASE_URL: "http://gw.test" }),
      generationPollMs: 0,
      upstream,
    });
    handlers.push(handler);
    await (await handler.fetch(new Request("http://shop.test/help"), { context: "start" })).text();
    await expect.poll(() => handler.pages.size).toBe(1);
    await upstream.pollGeneration("http://gw.test"); // the first generation: nothing to drop
    expect(handler.pages.size).toBe(1);
    await upstream.pollGeneration("http://gw.test"); // a new one: the catalogue changed
    expect(handler.pages.size).toBe(0);
  });

  it("gzips the first render's stream and the cached copy for clients that accept it", async () => {
    const { get } = setup();
    const miss = await get("/static/about", { "accept-encoding": "gzip, br" });
    expect(miss.headers.get("content-encoding")).toBe("gzip");
    const html = gunzipSync(Buffer.from(await miss.arrayBuffer())).toString("utf8");
    expect(html).toContain("<h1>/static/about</h1>");
    await expect.poll(() => get("/static/about", { cookie: "cid=a; token=t" }).then((r) => r.headers.get("x-page-cache"))).toBe("hit");
    const hit = await get("/static/about", { "accept-encoding": "gzip", cookie: "cid=a; token=t" });
    expect(hit.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await hit.arrayBuffer())).toString("utf8")).toBe(html);
    const plain = await get("/static/about", { cookie: "cid=a; token=t" });
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
  });
});

describe("createStorefrontHandler: page shells (issue 27 §1)", () => {
  const MEMBER_A = "token=member-a-token; cid=member-a-cid; login_status=1; bag_count=3";
  const MEMBER_B = "token=member-b-token; cid=member-b-cid; login_status=1";

  it("serves every member one member shell, rendered once without their token or cookies, private to CDNs", async () => {
    const { get, seen } = setup();
    const first = await get("/products/XL-3/black", { cookie: MEMBER_A });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    expect(first.headers.get("x-page-shell")).toBe("member");
    expect(first.headers.get("cache-control")).toBe(MEMBER_SHELL_CACHE_CONTROL);
    expect(first.headers.get("vary")).toBe("User-Agent, Cookie");
    expect(first.headers.getSetCookie()).toEqual([]);
    const html = await first.text();
    // The one render saw only the login flag and was asked for the member shell.
    expect(seen).toHaveLength(1);
    expect(seen[0]!.headers.get("cookie")).toBe("login_status=1");
    expect(seen[0]!.headers.get(PAGE_SHELL_HEADER)).toBe("member");
    expect(seen[0]!.headers.get("authorization")).toBeNull();
    expect(html).toContain('data-shell="member"');

    await expect.poll(() => get("/products/XL-3/black", { cookie: MEMBER_B }).then((r) => r.headers.get("x-page-cache"))).toBe("hit");
    const forB = await get("/products/XL-3/black", { cookie: MEMBER_B });
    expect(forB.headers.get("x-page-shell")).toBe("member");
    expect(forB.headers.get("cache-control")).toBe(MEMBER_SHELL_CACHE_CONTROL);
    expect(forB.headers.get("vary")).toBe("User-Agent, Accept-Encoding, Cookie");
    expect(forB.headers.get("x-upstream-calls")).toBe("0");
    expect(forB.headers.getSetCookie()).toEqual([]);
    // The same bytes as A's, with nothing of A's in them.
    const forBHtml = await forB.text();
    expect(forBHtml).toBe(html);
    expect(forBHtml).not.toMatch(/member-a|bag_count/);
    // A member whose token expired (the flag outlives it) gets the same shell.
    expect((await get("/products/XL-3/black", { cookie: "login_status=1" })).headers.get("x-page-cache")).toBe("hit");
    expect(seen).toHaveLength(1);
  });

  it("keeps the guest shell apart: shoppers with a bag or a token get it, never the member's", async () => {
    const { get, seen } = setup();
    await (await get("/explore/women", { cookie: MEMBER_A })).text();
    const guest = await get("/explore/women", { cookie: "token=guest-9; cid=theirs; bag_count=2" });
    expect(guest.headers.get("x-page-shell")).toBe("guest");
    expect(guest.headers.get("x-page-cache")).toBe("miss");
    expect(guest.headers.get("cache-control")).toBe(PUBLIC_PAGE_CACHE_CONTROL);
    const guestHtml = await guest.text();
    expect(guestHtml).toContain('data-shell="guest"');
    // Rendered without the guest's token, client id or bag: the render saw no cookie at all.
    expect(seen).toHaveLength(2);
    expect(seen[1]!.headers.get("cookie")).toBeNull();
    expect(guestHtml).not.toMatch(/guest-9|theirs|bag_count/);
    await expect.poll(() => get("/explore/women").then((r) => r.headers.get("x-page-cache"))).toBe("hit");
    const firstVisit = await get("/explore/women");
    expect(firstVisit.headers.get("x-page-shell")).toBe("guest");
    expect(await firstVisit.text()).toBe(guestHtml);
    expect(seen).toHaveLength(2);
  });

  it("never stores a shopper's data, whoever fills the cache: every shell render carries only the layout cookie and the flag", async () => {
    const { get, seen, handler } = setup();
    const shoppers = [
      MEMBER_A,
      MEMBER_B,
      "token=guest-1; cid=guest-1-cid; bag_count=5; winSize=w_390|h_844",
      "login_status=1; winSize=w_390|h_844; token=member-c",
    ];
    for (const path of ["/", "/search?keyword=跑鞋", "/store"])
      for (const cookie of shoppers) await (await get(path, { cookie, "user-agent": "Mozilla/5.0 (iPhone) Mobile" })).text();
    await expect.poll(() => handler.pages.size).toBe(6);
    for (const request of seen) expect(request.headers.get("cookie") ?? "").toMatch(/^(winSize=w_390\|h_844)?(; )?(login_status=1)?$/);
    // Each stored copy, read back from the cache as another member and another guest would get it.
    for (const path of ["/", "/search?keyword=跑鞋", "/store"]) {
      for (const cookie of ["login_status=1; token=member-d", "token=guest-d"]) {
        const html = await (await get(path, { cookie, "user-agent": "Mozilla/5.0 (iPhone) Mobile" })).text();
        expect(html).not.toMatch(/member-[abcd]|guest-[1d]|bag_count|cid/);
      }
    }
  });

  it("allows the member shell's inline scripts by hash, and serves HEAD from it without a body", async () => {
    const { get } = setup();
    await (await get("/landing/summer", { cookie: MEMBER_A })).text();
    await expect.poll(() => get("/landing/summer", { cookie: MEMBER_B }).then((r) => r.headers.get("x-page-cache"))).toBe("hit");
    const hit = await get("/landing/summer", { cookie: MEMBER_B });
    expect(hit.headers.get("content-security-policy")).toContain(`script-src 'self' 'sha256-${sha256(SCRIPT)}'`);
    expect(hit.headers.get("content-security-policy")).not.toContain("nonce-");
    const head = await get("/landing/summer", { cookie: MEMBER_B }, { method: "HEAD" });
    expect(head.headers.get("x-page-shell")).toBe("member");
    expect(await head.text()).toBe("");
  });

  it("removes a client's own shell header: a personal page is never rendered as a shell", async () => {
    const { get, seen } = setup();
    await get("/ucenter", { cookie: MEMBER_A, [PAGE_SHELL_HEADER]: "member" });
    expect(seen[0]!.headers.get(PAGE_SHELL_HEADER)).toBeNull();
    expect(seen[0]!.headers.get("cookie")).toBe(MEMBER_A);
    await get("/explore/men", { cookie: "token=guest-2", [PAGE_SHELL_HEADER]: "member" });
    expect(seen[1]!.headers.get(PAGE_SHELL_HEADER)).toBe("guest");
  });
});

describe("createStorefrontHandler: security headers and CSP (issue 12)", () => {
  it("allows a fresh render's scripts by the nonce it handed the render, a cached copy's by hash", async () => {
    const { get, seen } = setup({ IMAGE_ORIGIN: "https://img.test" });
    const miss = await get("/landing/summer", { [CSP_NONCE_HEADER]: "client-chosen" });
    const nonce = seen[0]!.headers.get(CSP_NONCE_HEADER)!;
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonce).not.toBe("client-chosen");
    const policy = miss.headers.get("content-security-policy")!;
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("img-src 'self' data: blob: https://img.test");
    expect(miss.headers.get("x-frame-options")).toBe("DENY");
    expect(miss.headers.get("x-content-type-options")).toBe("nosniff");
    expect(miss.headers.get("strict-transport-security")).toBeNull();
    await miss.text();

    await expect.poll(() => get("/landing/summer", { cookie: "cid=a; token=t" }).then((r) => r.headers.get("x-page-cache"))).toBe("hit");
    const hit = await get("/landing/summer", { cookie: "cid=a; token=t", "x-forwarded-proto": "https" });
    const cached = hit.headers.get("content-security-policy")!;
    expect(cached).toContain(`script-src 'self' 'sha256-${sha256(SCRIPT)}'`);
    expect(cached).not.toContain("nonce-");
    expect(hit.headers.get("strict-transport-security")).toBe("max-age=31536000");
    expect(hit.headers.get("x-frame-options")).toBe("DENY");
    expect(hit.headers.get("x-content-type-options")).toBe("nosniff");
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(await hit.text()).toContain(`<script nonce="${nonce}">${SCRIPT}</script>`);
  });

  it("gives each request its own nonce, a proxied page none, and development no policy", async () => {
    const { get, seen } = setup();
    await get("/cart");
    await get("/cart");
    expect(seen[0]!.headers.get(CSP_NONCE_HEADER)).not.toBe(seen[1]!.headers.get(CSP_NONCE_HEADER));
    const sandbox = await get("/sandbox/pay");
    expect(sandbox.headers.get("content-security-policy")).toMatch(
      /script-src 'self' https:\/\/res\.wx\.qq\.com https:\/\/res2\.wx\.qq\.com;/,
    );

    const dev = setup({ NODE_ENV: "development" });
    const page = await dev.get("/cart");
    expect(page.headers.get("content-security-policy")).toBeNull();
    expect(page.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("passes other methods through without a nonce header (a client's own is removed)", async () => {
    const { handler, seen } = setup();
    const response = await handler.fetch(
      new Request("http://shop.test/_serverFn/x", {
        method: "POST",
        headers: { [CSP_NONCE_HEADER]: "forged", "content-type": "application/json" },
        body: '{"a":1}',
      }),
      { context: "start" },
    );
    expect(response.headers.get("x-upstream-calls")).toBe("0");
    expect(seen[0]!.method).toBe("POST");
    expect(seen[0]!.headers.has(CSP_NONCE_HEADER)).toBe(false);
    expect(await seen[0]!.text()).toBe('{"a":1}');
  });
});

describe("createStorefrontHandler: errors", () => {
  it("answers a request the browser cancelled with a bare 499, and throws every other error on", async () => {
    const failing = {
      seen: [] as Request[],
      render: async (request: Request) => {
        throw new Error(request.signal.aborted ? "aborted" : "render failed");
      },
    };
    const { handler } = setup({}, failing);
    const controller = new AbortController();
    controller.abort();
    const cancelled = await handler.fetch(new Request("http://shop.test/cart", { signal: controller.signal }), { context: "start" });
    expect(cancelled.status).toBe(499);
    await expect(handler.fetch(new Request("http://shop.test/cart"), { context: "start" })).rejects.toThrow("render failed");
  });
});
