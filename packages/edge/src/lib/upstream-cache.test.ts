import { ConfigSettingDocument, documentHash, GetCaptchaDocument, WebAuthorizationDocument } from "@xunlan/api-client";
import { describe, expect, it } from "vitest";
import { CATALOG_GENERATION_HEADER, createUpstreamCaches, isMutationBody, upstreamCounter } from "./upstream-cache";

/** A fake upstream that records requests and answers from a table (the real gateway is tested in e2e). */
function upstream(handler: (url: string, init: RequestInit) => Response) {
  const calls: Array<{ url: string; headers: Headers }> = [];
  const fetch = (async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    calls.push({ url, headers: new Headers(init.headers) });
    return handler(url, init);
  }) as typeof globalThis.fetch;
  return { fetch, calls };
}

describe("upstream caches (issue 11)", () => {
  it("keeps a content document for max-age, serves it stale while revalidating with If-None-Match", async () => {
    let now = 0;
    let body = '{"v":1}';
    const server = upstream((_url, init) => {
      const etag = `"${body}"`;
      if (new Headers(init.headers).get("if-none-match") === etag)
        return new Response(null, { status: 304, headers: { etag, "cache-control": "max-age=10, stale-while-revalidate=60" } });
      return new Response(body, {
        headers: { etag, "cache-control": "max-age=10, stale-while-revalidate=60", "content-type": "application/json" },
      });
    });
    const caches = createUpstreamCaches({ fetch: server.fetch, now: () => now });
    const changes: string[] = [];
    caches.onChange((reason) => changes.push(reason));
    const read = async () => (await caches.contentFetch("http://cms/json/publish/index.json")).json();

    expect(await read()).toEqual({ v: 1 });
    now = 9_000;
    expect(await read()).toEqual({ v: 1 });
    expect(server.calls).toHaveLength(1);

    now = 11_000; // stale: answered from the copy, revalidated in the background (304)
    expect(await read()).toEqual({ v: 1 });
    await expect.poll(() => server.calls.length).toBe(2);
    expect(server.calls[1]!.headers.get("if-none-match")).toBe('"{"v":1}"');
    expect(changes).toEqual([]);

    body = '{"v":2}';
    now = 100_000; // past stale-while-revalidate: revalidated before answering, and the change announced
    expect(await read()).toEqual({ v: 2 });
    expect(changes).toEqual(["content"]);
  });

  it("remembers a missing document, and shares one request between concurrent readers", async () => {
    const server = upstream(() => new Response("{}", { status: 404 }));
    const caches = createUpstreamCaches({ fetch: server.fetch });
    const statuses = await Promise.all([1, 2, 3].map(async () => (await caches.contentFetch("http://cms/json/publish/pdp/X.json")).status));
    expect(statuses).toEqual([404, 404, 404]);
    expect((await caches.contentFetch("http://cms/json/publish/pdp/X.json")).status).toBe(404);
    expect(server.calls).toHaveLength(1);
  });

  it("reuses catalogue answers within one generation, counts real upstream calls, never shares other answers", async () => {
    let generation = "g.1";
    const server = upstream((url, init) => {
      if (url.endsWith("/catalog-generation")) return Response.json({ generation });
      const body = String(init.body);
      if (body.includes("member")) return Response.json({ data: { member: { token: new Headers(init.headers).get("authorization") } } });
      return Response.json({ data: { productCategories: [generation] } }, { headers: { [CATALOG_GENERATION_HEADER]: generation } });
    });
    const caches = createUpstreamCaches({ fetch: server.fetch });
    const changes: string[] = [];
    caches.onChange((reason) => changes.push(reason));
    const post = (query: string, token = "a") =>
      caches.graphqlFetch("http://gw/graphql", {
        method: "POST",
        headers: { platform: "Mobile", authorization: token },
        body: JSON.stringify({ query }),
      });

    const scope = { calls: 0 };
    await upstreamCounter.run(scope, async () => {
      expect(await (await post("{ productCategories }")).json()).toEqual({ data: { productCategories: ["g.1"] } });
      await post("{ productCategories }", "b");
    });
    expect(scope.calls).toBe(1);

    const [one, two] = await Promise.all([post("{ member }", "a"), post("{ member }", "b")]);
    expect(await one.json()).toEqual({ data: { member: { token: "a" } } });
    expect(await two.json()).toEqual({ data: { member: { token: "b" } } });

    generation = "g.2";
    server.calls.length = 0;
    // The poll sees the new generation: the copy is dropped and the page cache told.
    await caches.pollGeneration("http://gw");
    expect(changes).toEqual(["catalog"]);
    expect(await (await post("{ productCategories }")).json()).toEqual({ data: { productCategories: ["g.2"] } });
  });

  it("neither keeps nor shares a catalogue answer with errors: one shopper's rejected token is not everyone's (issue 12)", async () => {
    // The gateway marks a catalogue read with its generation even when the token was refused:
    // '401' in a 200 answer (what token=not-a-real-token in a cookie sends).
    const GOOD = "Bearer good";
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const server = upstream((_url, init) => {
      const headers = { [CATALOG_GENERATION_HEADER]: "g.1" };
      if (new Headers(init.headers).get("authorization") !== GOOD) {
        return Response.json(
          { errors: [{ message: "访问令牌无效或已过期，请重新获取", extensions: { code: "401", statusCode: 401 } }] },
          { headers },
        );
      }
      return Response.json({ data: { productStyle: { styleSlug: "velox-run-2" } } }, { headers });
    });
    const slowFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
      // The refused request is still on its way when the next shopper asks the same.
      if (new Headers(init?.headers).get("authorization") !== GOOD) await held;
      return server.fetch(input, init);
    }) as typeof globalThis.fetch;
    const caches = createUpstreamCaches({ fetch: slowFetch });
    const post = (authorization: string) =>
      caches.graphqlFetch("http://gw/graphql", {
        method: "POST",
        headers: { platform: "Desktop", authorization },
        body: JSON.stringify({ query: "{ productStyle { styleSlug } }" }),
      });

    const refused = post("Bearer not-a-real-token");
    const shopper = post(GOOD);
    release();
    expect((await (await refused).json()).errors[0].extensions.code).toBe("401");
    // The shopper who joined the refused request asks on its own, with its own token.
    expect(await (await shopper).json()).toEqual({ data: { productStyle: { styleSlug: "velox-run-2" } } });
    // Nor was the refusal kept: the next shopper gets the real answer.
    expect(await (await post(GOOD)).json()).toEqual({ data: { productStyle: { styleSlug: "velox-run-2" } } });
    expect(server.calls.map((call) => call.headers.get("authorization")).sort()).toEqual([GOOD, GOOD, "Bearer not-a-real-token"]);
  });

  it("tells a mutation sent by hash from a read (persisted documents, issue 21 §2)", () => {
    const hashed = (document: { __meta__?: Record<string, unknown> | undefined }) =>
      JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(document) } }, variables: {} });
    expect(isMutationBody(hashed(WebAuthorizationDocument))).toBe(true);
    expect(isMutationBody(hashed(GetCaptchaDocument))).toBe(true);
    expect(isMutationBody(hashed(ConfigSettingDocument))).toBe(false);
    expect(isMutationBody(JSON.stringify({ query: String(WebAuthorizationDocument).trim() }))).toBe(true);
    expect(isMutationBody(JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: "0".repeat(64) } } }))).toBe(false);
  });

  it("never shares a mutation sent by hash between concurrent requests", async () => {
    let minted = 0;
    // Even an answer that would look like a complete catalogue read: a mutation's is never shared.
    const server = upstream(() =>
      Response.json(
        { data: { webAuthorization: { token: `guest-${(minted += 1)}` } } },
        { headers: { [CATALOG_GENERATION_HEADER]: "g.1" } },
      ),
    );
    const caches = createUpstreamCaches({ fetch: server.fetch });
    const body = JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(WebAuthorizationDocument) } } });
    const tokens = await Promise.all(
      [1, 2].map(
        async () =>
          (
            (await (await caches.graphqlFetch("http://gw/graphql", { method: "POST", body })).json()) as {
              data: { webAuthorization: { token: string } };
            }
          ).data.webAuthorization.token,
      ),
    );
    expect(new Set(tokens).size).toBe(2);
    expect(server.calls).toHaveLength(2);
  });
});
