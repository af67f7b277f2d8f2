import { describe, expect, it, vi } from "vitest";
import { normalizeError } from "./api-error";
import { ClientError, postGraphQL, TransportError } from "./transport";

function stubFetch(status: number, body: string, contentType = "application/json") {
  return vi.fn<typeof fetch>(async () => new Response(body, { status, headers: { "content-type": contentType } }));
}

describe("postGraphQL (graphql-request)", () => {
  it("posts the string document as JSON with the given headers and the operation name, and resolves with data", async () => {
    const fetchImpl = stubFetch(200, JSON.stringify({ data: { ok: true } }));
    const data = await postGraphQL<{ ok: boolean }>(fetchImpl, "http://x/graphql", "query Ok { ok }", { a: 1 }, { channel: "WEB" });
    expect(data).toEqual({ ok: true });
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(String(url)).toBe("http://x/graphql");
    expect(init?.method).toBe("POST");
    const headers = new Headers(init?.headers);
    expect(headers.get("channel")).toBe("WEB");
    expect(headers.get("content-type")).toContain("application/json");
    expect(JSON.parse(String(init?.body))).toEqual({ query: "query Ok { ok }", variables: { a: 1 }, operationName: "Ok" });
  });

  it("rejects a body with errors even when it has data", async () => {
    const body = JSON.stringify({ data: { ok: true }, errors: [{ message: "partial" }] });
    const error = await postGraphQL(stubFetch(200, body), "http://x", "{ ok }", undefined, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ClientError);
    expect(normalizeError(error).message).toBe("partial");
  });

  it("keeps the status and body text of a non-2xx, non-JSON or data-less response for normalizeError", async () => {
    const html = await postGraphQL(stubFetch(502, "<html>", "text/html"), "http://x", "{ ok }", undefined, {}).catch((e: unknown) => e);
    expect(normalizeError(html)).toMatchObject({ httpStatus: 502, statusCode: 502, message: "HTTP 502" });
    const text = await postGraphQL(stubFetch(200, "not json", "text/plain"), "http://x", "{ ok }", undefined, {}).catch((e: unknown) => e);
    expect(text).toBeInstanceOf(TransportError);
    expect(normalizeError(text)).toMatchObject({ httpStatus: undefined, statusCode: 500 });
    const rest = JSON.stringify({ code: 401, msg: "登录已过期" });
    const restError = await postGraphQL(stubFetch(200, rest), "http://x", "{ ok }", undefined, {}).catch((e: unknown) => e);
    expect(restError).toBeInstanceOf(TransportError);
    expect(normalizeError(restError)).toMatchObject({ message: "登录已过期", code: "401" });
  });

  it("passes a network failure on as fetch reported it", async () => {
    const offline = vi.fn<typeof fetch>(async () => {
      throw new TypeError("fetch failed");
    });
    await expect(postGraphQL(offline, "http://x", "{ ok }", undefined, {})).rejects.toThrow("fetch failed");
  });
});
