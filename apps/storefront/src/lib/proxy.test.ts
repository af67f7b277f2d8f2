import { afterEach, describe, expect, it, vi } from "vitest";
import { matchProxyRule, proxyRequest } from "./proxy";

describe("matchProxyRule", () => {
  it.each([
    ["/graphql", "gateway"],
    ["/json/publish/index.json", "content"],
    ["/json/publish/plp/men.json", "content"],
    ["/images/products/1001.webp", "gateway"],
    ["/sandbox/pay/123", "gateway"],
  ])("forwards %s to the %s", (path, upstream) => {
    expect(matchProxyRule(path)?.upstream).toBe(upstream);
  });

  it.each(["/", "/graphqlx", "/images", "/imagesx/a.png", "/json/other.json", "/explore/men", "/sandboxes/"])(
    "leaves %s to the router",
    (path) => {
      expect(matchProxyRule(path)).toBeUndefined();
    },
  );
});

describe("proxyRequest", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("forwards method, path, query, headers and body, and streams the answer back", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () => new Response('{"data":{}}', { status: 200, headers: { "content-type": "application/json" } }),
    );
    vi.stubGlobal("fetch", fetchMock);
    const request = new Request("http://localhost:3000/graphql?x=1", {
      method: "POST",
      headers: { authorization: "Bearer t", channel: "WEB", host: "localhost:3000", "content-type": "application/json" },
      body: '{"query":"{a}"}',
    });
    const response = await proxyRequest(request, "http://127.0.0.1:4000");
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('{"data":{}}');
    const [target, init] = fetchMock.mock.calls[0] as unknown as [URL, RequestInit & { headers: Headers }];
    expect(String(target)).toBe("http://127.0.0.1:4000/graphql?x=1");
    expect(init.method).toBe("POST");
    expect(init.headers.get("authorization")).toBe("Bearer t");
    expect(init.headers.get("channel")).toBe("WEB");
    expect(init.headers.get("host")).toBeNull();
    expect(init.headers.get("x-forwarded-host")).toBe("localhost:3000");
    expect(new TextDecoder().decode(init.body as ArrayBuffer)).toBe('{"query":"{a}"}');
  });

  it("answers 502 when the upstream is unreachable", async () => {
    vi.stubGlobal("fetch", vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("fetch failed"))));
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await proxyRequest(new Request("http://localhost:3000/images/a.png"), "http://127.0.0.1:4000");
    expect(response.status).toBe(502);
  });
});
