import * as api from "@xunlan/api-client";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { GRAPHQL_MAX_BODY_BYTES } from "../src/http/front-door";
import type { DatabaseHandle } from "../src/kernel/db";
import { createGateway } from "../src/server";
import { countingPlugin } from "./support/counting-plugin";
import { createTestDatabase } from "./support/database";
import type { FetchHandler } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";

const STOREFRONT = "https://shop.example";
const CHUNK = 16 * 1024;
const ELEVEN_MB = 11 * 1024 * 1024;

/**
 * A body of `total` bytes of `{__typename __typename …` handed out 16 KB per pull, counting what
 * was pulled: proves how much of it the gateway read.
 */
function countedBody(total: number): { stream: ReadableStream<Uint8Array>; pulled(): number } {
  let pulled = 0;
  const chunk = new TextEncoder().encode(" __typename".repeat(Math.ceil(CHUNK / 11)).slice(0, CHUNK));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) {
        controller.close();
        return;
      }
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => pulled };
}

/** A POST /graphql with the spec §7 headers. */
function post(body: BodyInit, headers: Record<string, string> = {}): Request {
  return new Request("http://gateway.test/graphql", {
    method: "POST",
    headers: { "content-type": "application/json", channel: "WEB", ...headers },
    body,
    duplex: "half",
  } as RequestInit);
}

const sortOptions = JSON.stringify({ query: String(api.ProductSortOptionsDocument) });

describe("the door of /graphql (issue 21 §2, §4)", () => {
  let database: DatabaseHandle;
  let gateway: FetchHandler;
  const counter = countingPlugin();
  beforeAll(async () => {
    database = await createTestDatabase();
    gateway = createGateway({
      db: database.db,
      logger: createCapturingLogger().logger,
      contentDir: null,
      nodeEnv: "production",
      corsOrigins: [STOREFRONT],
      extraPlugins: [counter.plugin],
    });
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(() => counter.reset());

  it("answers a body larger than 64 KB 413 from its Content-Length, reading none of it", async () => {
    const body = countedBody(ELEVEN_MB);
    const response = await gateway.fetch(post(body.stream, { "content-length": String(ELEVEN_MB) }));
    expect(response.status).toBe(413);
    expect(response.headers.get("connection")).toBe("close");
    expect(await response.json()).toMatchObject({
      errors: [{ extensions: { code: "400", statusCode: 413, reason: "PAYLOAD_TOO_LARGE" } }],
    });
    // A ReadableStream pulls ahead to fill its queue (one chunk): nothing beyond that was asked for.
    expect(body.pulled()).toBeLessThanOrEqual(CHUNK);
    expect(counter.counts.requests).toBe(0);
  });

  it("answers a streamed body 413 once the bytes received pass the limit, and stops reading", async () => {
    const body = countedBody(ELEVEN_MB);
    const response = await gateway.fetch(post(body.stream));
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ errors: [{ extensions: { reason: "PAYLOAD_TOO_LARGE" } }] });
    expect(body.pulled()).toBeLessThanOrEqual(GRAPHQL_MAX_BODY_BYTES + 2 * CHUNK);
    expect(counter.counts.requests).toBe(0);
  });

  it("answers 413 to a cloned request too, without waiting for the clone's reader", async () => {
    // A clone's body is one branch of a tee: cancelling one branch settles only when both are.
    const request = post("x".repeat(GRAPHQL_MAX_BODY_BYTES + 1));
    const clone = request.clone();
    const response = await gateway.fetch(request);
    expect(response.status).toBe(413);
    expect((await clone.text()).length).toBe(GRAPHQL_MAX_BODY_BYTES + 1);
  });

  it("reads a body up to the limit", async () => {
    const padded = sortOptions.slice(0, -1) + " ".repeat(GRAPHQL_MAX_BODY_BYTES - sortOptions.length) + "}";
    expect(padded.length).toBe(GRAPHQL_MAX_BODY_BYTES);
    const response = await gateway.fetch(post(padded));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
  });

  it("answers 415 to a form, a multipart body or plain text — a mutation among them — before anything runs", async () => {
    const login = 'mutation { memberLogin(username: "13800000000", type: 4, code: "123456") { userToken } }';
    const form = new FormData();
    form.set("operations", JSON.stringify({ query: login }));
    for (const request of [
      post(new URLSearchParams({ query: login }).toString(), { "content-type": "application/x-www-form-urlencoded" }),
      new Request("http://gateway.test/graphql", { method: "POST", headers: { channel: "WEB" }, body: form }),
      post(JSON.stringify({ query: login }), { "content-type": "text/plain;charset=UTF-8" }),
      post(login, { "content-type": "application/graphql" }),
      new Request("http://gateway.test/graphql", { method: "POST", headers: { channel: "WEB" }, body: new Blob([sortOptions]) }),
    ]) {
      const response = await gateway.fetch(request);
      expect(response.status).toBe(415);
      const body = await response.text();
      expect(JSON.parse(body)).toMatchObject({
        errors: [{ extensions: { code: "400", statusCode: 415, reason: "UNSUPPORTED_MEDIA_TYPE" } }],
      });
      expect(body).not.toContain("userToken");
    }
    expect(counter.counts.requests).toBe(0);
  });

  it("answers 403 to a foreign Origin, runs the storefront's and a request without one", async () => {
    for (const origin of ["https://evil.example", "https://shop.example:8443", "http://shop.example", "null"]) {
      const response = await gateway.fetch(post(sortOptions, { origin }));
      expect(response.status).toBe(403);
      expect(await response.json()).toMatchObject({
        errors: [{ extensions: { code: "400", statusCode: 403, reason: "FORBIDDEN_ORIGIN" } }],
      });
      const byGet = await gateway.fetch(
        new Request("http://gateway.test/graphql?query=%7B__typename%7D", { headers: { origin, channel: "WEB" } }),
      );
      expect(byGet.status).toBe(403);
    }
    expect(counter.counts.requests).toBe(0);
    for (const headers of [{ origin: STOREFRONT }, {}] as Array<Record<string, string>>) {
      const response = await gateway.fetch(post(sortOptions, headers));
      expect(response.status).toBe(200);
      expect(((await response.json()) as { errors?: unknown }).errors).toBeUndefined();
    }
    expect(counter.counts.executions).toBe(2);
  });
});
