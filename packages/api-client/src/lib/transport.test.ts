import { describe, expect, it, vi } from "vitest";
import { operationName, postGraphQL, TransportError } from "./transport";
import { normalizeError } from "./api-error";

function stubFetch(status: number, body: string) {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { "content-type": "application/json" } }));
}

describe("operationName", () => {
  it("reads the first operation's name, also after a comment or before fragments", () => {
    expect(operationName("query ProductColors($ids: [ID!]!) { a } fragment F on X { b }")).toBe("ProductColors");
    expect(operationName("# spec §4\nmutation WebAuthorization { webAuthorization { token } }")).toBe("WebAuthorization");
    expect(operationName("{ productCategories { id } }")).toBeUndefined();
  });
});

describe("postGraphQL", () => {
  it("posts the string document as JSON with the given headers and resolves with data", async () => {
    const fetchImpl = stubFetch(200, JSON.stringify({ data: { ok: true } }));
    const data = await postGraphQL<{ ok: boolean }>(fetchImpl, "http://x/graphql", "query Ok { ok }", { a: 1 }, { channel: "WEB" });
    expect(data).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe("http://x/graphql");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toMatchObject({ channel: "WEB", "content-type": "application/json" });
    expect(JSON.parse(String(init?.body))).toEqual({ query: "query Ok { ok }", variables: { a: 1 }, operationName: "Ok" });
  });

  it("rejects a body with errors even when it has data", async () => {
    const body = JSON.stringify({ data: { ok: true }, errors: [{ message: "partial" }] });
    const error = await postGraphQL(stubFetch(200, body), "http://x", "{ ok }", undefined, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(normalizeError(error).message).toBe("partial");
  });

  it("keeps the status and body text of a non-2xx or non-JSON response for normalizeError", async () => {
    const html = await postGraphQL(stubFetch(502, "<html>"), "http://x", "{ ok }", undefined, {}).catch((e: unknown) => e);
    expect(normalizeError(html)).toMatchObject({ httpStatus: 502, statusCode: 502, message: "HTTP 502" });
    const text = await postGraphQL(stubFetch(200, "not json"), "http://x", "{ ok }", undefined, {}).catch((e: unknown) => e);
    expect(normalizeError(text)).toMatchObject({ httpStatus: undefined, statusCode: 500 });
  });
});
