import { afterEach, describe, expect, it, vi } from "vitest";
import { MAX_PROXIED_BODY_BYTES, matchProxyRule, PROXY_RULES, proxyRequest, setClientAddress } from "./proxy";

describe("matchProxyRule", () => {
  it.each([
    ["/graphql", "gateway"],
    ["/json/publish/index.json", "content"],
    ["/json/publish/plp/men.json", "content"],
    ["/images/products/1001.webp", "gateway"],
    ["/sandbox/pay/123", "gateway"],
    ["/api", "gateway"],
    ["/api/goods/plp", "gateway"],
    ["/api/openapi.json", "gateway"],
    ["/api/no/such/path", "gateway"],
  ])("forwards %s to the %s", (path, upstream) => {
    expect(matchProxyRule(path)?.upstream).toBe(upstream);
  });

  it("sends only /graphql, which carries the token cookie, through proxyGraphQL (issue 12 §5)", () => {
    expect(PROXY_RULES.filter((rule) => rule.tokenCookie).map((rule) => rule.prefix)).toEqual(["/graphql"]);
  });

  it.each(["/", "/graphqlx", "/images", "/imagesx/a.png", "/json/other.json", "/explore/men", "/sandboxes/", "/apis", "/apix/goods"])(
    "leaves %s to the router",
    (path) => {
      expect(matchProxyRule(path)).toBeUndefined();
    },
  );
});

describe("proxyRequest", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

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

  it("answers 413 to a body over the limit before reading it: declared, or longer than declared (issue 21 §5)", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response(null, { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
    const upload = (headers: Record<string, string>) =>
      proxyRequest(
        new Request("http://localhost:3000/sandbox/storage/uploads/a.jpg", {
          method: "PUT",
          headers: { "content-type": "image/jpeg", ...headers },
          body: endless(),
          duplex: "half",
        } as RequestInit),
        "http://127.0.0.1:4000",
      );
    const declared = await upload({ "content-length": String(100 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ code: "413", message: "请求内容过大" });
    expect(pulled).toBeLessThan(MAX_PROXIED_BODY_BYTES);
    pulled = 0;
    expect((await upload({})).status).toBe(413);
    expect(pulled).toBeGreaterThan(MAX_PROXIED_BODY_BYTES);
    expect(pulled).toBeLessThan(MAX_PROXIED_BODY_BYTES + 16 * chunk.byteLength);
    expect(fetchMock).not.toHaveBeenCalled();
    // At the limit it goes through, whole.
    const whole = await proxyRequest(
      new Request("http://localhost:3000/sandbox/storage/uploads/a.jpg", { method: "PUT", body: new Uint8Array(MAX_PROXIED_BODY_BYTES) }),
      "http://127.0.0.1:4000",
    );
    expect(whole.status).toBe(200);
    expect((fetchMock.mock.calls[0]![1]!.body as Uint8Array).byteLength).toBe(MAX_PROXIED_BODY_BYTES);
  });

  it("answers 502 when the upstream is unreachable, with a log line", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () => Promise.reject(new TypeError("fetch failed"))),
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await proxyRequest(new Request("http://localhost:3000/images/a.png"), "http://127.0.0.1:4000");
    expect(response.status).toBe(502);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain("GET http://127.0.0.1:4000/images/a.png failed");
  });

  it("keeps a reset by the upstream (signal still live) a logged 502", async () => {
    const reset = Object.assign(new TypeError("fetch failed"), {
      cause: Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" }),
    });
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(async () => Promise.reject(reset)),
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await proxyRequest(
      new Request("http://localhost:3000/graphql", { method: "POST", body: "{}" }),
      "http://127.0.0.1:4000",
    );
    expect(response.status).toBe(502);
    expect(error).toHaveBeenCalledOnce();
  });

  it.each([
    ["an ECONNRESET reason (the socket was reset)", Object.assign(new Error("aborted"), { code: "ECONNRESET" })],
    ["no reason (an AbortError)", undefined],
  ])("drops a request the browser cancelled, with %s, without an error log", async (_label, reason) => {
    const controller = new AbortController();
    // fetch rejects with the signal's reason once the server aborts it, as undici does.
    vi.stubGlobal(
      "fetch",
      vi.fn<typeof fetch>(
        (_input, init) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener("abort", () => reject(init.signal?.reason));
          }),
      ),
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const pending = proxyRequest(
      new Request("http://localhost:3000/images/products/a/1.webp", { signal: controller.signal }),
      "http://127.0.0.1:4000",
    );
    controller.abort(reason);
    const response = await pending;
    expect(response.status).toBe(499);
    expect(error).not.toHaveBeenCalled();
  });
});

describe("the client address (issue 12)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("replaces the X-Forwarded-For, X-Real-IP and Forwarded a client sent with the socket's address", async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    const request = new Request("http://localhost:3000/graphql", {
      method: "POST",
      headers: {
        "x-forwarded-for": "10.0.0.1, 10.0.0.2",
        "x-real-ip": "10.0.0.3",
        forwarded: "for=10.0.0.4",
        "content-type": "application/json",
      },
      body: "{}",
    });
    await proxyRequest(request, "http://127.0.0.1:4000", "::ffff:203.0.113.5");
    const sent = new Headers(fetchMock.mock.calls[0]![1]!.headers);
    expect(sent.get("x-forwarded-for")).toBe("203.0.113.5");
    expect(sent.get("x-real-ip")).toBe("203.0.113.5");
    expect(sent.get("forwarded")).toBeNull();
  });

  it("sends none when the socket address is unknown, rather than the client's", () => {
    const headers = setClientAddress(new Headers({ "x-forwarded-for": "10.0.0.1" }), null);
    expect(headers.get("x-forwarded-for")).toBeNull();
    expect(setClientAddress(new Headers(), "not an address").get("x-real-ip")).toBeNull();
    expect(setClientAddress(new Headers(), "2001:db8::1").get("x-forwarded-for")).toBe("2001:db8::1");
  });
});
