import { afterAll, beforeAll, beforeEach, describe, expect, expectTypeOf, it, vi } from "vitest";
import { ConfigSettingDocument, ProductCategoriesDocument, type ProductCategoriesQuery } from "../generated/graphql";
import { startTestServer, TEST_CATEGORIES, type TestServer } from "../testing/graphql-test-server";
import { ApiError, ERROR_TEXT_FIELDS } from "./api-error";
import { type ApiClientOptions, createApiClient, type ServiceCodeTable } from "./create-api-client";
import { createMemoryTokenStore, createProxiedTokenStore, PROXIED_TOKEN } from "./token-store";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.reset();
});

function setup(overrides: Partial<ApiClientOptions> & { token?: string | null } = {}) {
  const onLoginStateCleared = vi.fn<() => void>();
  const tokenStore = createMemoryTokenStore({ token: overrides.token ?? null, onLoginStateCleared });
  const logger = { warn: vi.fn<(message: string, details?: unknown) => void>() };
  const onToast = vi.fn<(message: string) => void>();
  const client = createApiClient({
    endpoint: server.url,
    tokenStore,
    logger,
    onToast,
    retryDelayMs: 0,
    getWindowWidth: () => 1280,
    ...overrides,
  });
  return { client, tokenStore, logger, onToast, onLoginStateCleared };
}

const callsOf = (operation: string) => server.calls.filter((c) => c.field === operation);

describe("headers (spec §7)", () => {
  it("sends channel, Authorization, Platform Desktop at 1024 and x-cookie-id", async () => {
    const { client } = setup({ token: "tok-1", getWindowWidth: () => 1024, cookieId: "cid-1" });
    await client.request(ProductCategoriesDocument);
    const [call] = callsOf("productCategories");
    expect(call?.headers).toMatchObject({
      channel: "WEB",
      authorization: "Bearer tok-1",
      platform: "Desktop",
      "x-cookie-id": "cid-1",
    });
  });

  it("sends Platform Mobile at 1023 and reads the cookie id lazily", async () => {
    let cid = "cid-a";
    const { client } = setup({ token: "tok-1", getWindowWidth: () => 1023, cookieId: () => cid });
    await client.request(ProductCategoriesDocument);
    cid = "cid-b";
    await client.request(ProductCategoriesDocument);
    const calls = callsOf("productCategories");
    expect(calls.map((c) => c.headers["platform"])).toEqual(["Mobile", "Mobile"]);
    expect(calls.map((c) => c.headers["x-cookie-id"])).toEqual(["cid-a", "cid-b"]);
  });

  it("sends Platform Mobile when no width is known (server without the size cookie)", async () => {
    const { client } = setup({ token: "tok-1", getWindowWidth: () => null });
    await client.request(ProductCategoriesDocument);
    expect(callsOf("productCategories")[0]?.headers["platform"]).toBe("Mobile");
    expect(callsOf("productCategories")[0]?.headers["x-cookie-id"]).toBeUndefined();
  });

  it("lets getHeaders add headers but not override the §7 ones", async () => {
    const { client } = setup({
      token: "tok-1",
      getHeaders: () => ({ "x-forwarded-for": "10.0.0.1", channel: "APP", authorization: "Bearer other" }),
    });
    await client.request(ProductCategoriesDocument);
    expect(callsOf("productCategories")[0]?.headers).toMatchObject({
      "x-forwarded-for": "10.0.0.1",
      channel: "WEB",
      authorization: "Bearer tok-1",
    });
  });

  it("sends no Authorization for a token the proxy holds (createProxiedTokenStore)", async () => {
    const { client } = setup({ tokenStore: createProxiedTokenStore() });
    await expect(client.ensureToken()).resolves.toBe(PROXIED_TOKEN);
    await client.request(ConfigSettingDocument, { configKey: "flag" });
    expect(callsOf("configSetting")[0]?.headers["authorization"]).toBeUndefined();
    expect(callsOf("webAuthorization")).toHaveLength(0);
  });

  it("sends the guest-token mutation without Authorization", async () => {
    const { client } = setup();
    await client.ensureToken();
    const [call] = callsOf("webAuthorization");
    expect(call?.headers["authorization"]).toBeUndefined();
    expect(call?.headers["channel"]).toBe("WEB");
  });
});

describe("guest token (spec §4)", () => {
  it("fetches one token for concurrent requests and stores it", async () => {
    const { client, tokenStore } = setup();
    const results = await Promise.all(Array.from({ length: 5 }, () => client.request(ProductCategoriesDocument)));
    expect(results).toHaveLength(5);
    expect(callsOf("webAuthorization")).toHaveLength(1);
    const token = await tokenStore.get();
    expect(token).toMatch(/^guest-\d+$/);
    expect(callsOf("productCategories").map((c) => c.headers["authorization"])).toEqual(Array.from({ length: 5 }, () => `Bearer ${token}`));
  });

  it("does not fetch a token when one is stored", async () => {
    const { client } = setup({ token: "stored" });
    await expect(client.ensureToken()).resolves.toBe("stored");
    expect(callsOf("webAuthorization")).toHaveLength(0);
  });

  it("succeeds on the third attempt after two failures, each logged as 'Error occurred'", async () => {
    server.failGuestTokens = 2;
    const { client, logger } = setup();
    const token = await client.ensureToken();
    expect(token).toMatch(/^guest-\d+$/);
    expect(callsOf("webAuthorization")).toHaveLength(3);
    const warnings = logger.warn.mock.calls.map(([message]) => String(message));
    expect(warnings.filter((m) => m.includes("Error occurred"))).toHaveLength(2);
  });

  it("fails with 'max retries excedded' after 3 failed attempts", async () => {
    server.failGuestTokens = 3;
    const { client, tokenStore } = setup();
    const error = await client.request(ProductCategoriesDocument).then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe("max retries excedded");
    expect(((error as ApiError).cause as Error).message).toBe("Error occurred");
    expect(callsOf("webAuthorization")).toHaveLength(3);
    expect(callsOf("productCategories")).toHaveLength(0);
    expect(await tokenStore.get()).toBeNull();
  });

  it("starts a new fetch after a failed one instead of caching the failure", async () => {
    server.failGuestTokens = 3;
    const { client } = setup();
    await expect(client.ensureToken()).rejects.toThrow("max retries excedded");
    await expect(client.ensureToken()).resolves.toMatch(/^guest-\d+$/);
  });
});

describe("errors (spec §8)", () => {
  it.each(ERROR_TEXT_FIELDS)("reads the error text from a top-level %s", async (field) => {
    server.rawResponses.push({ status: 400, body: JSON.stringify({ [field]: `text via ${field}` }) });
    const { client } = setup({ token: "tok-1" });
    const error = (await client.request(ProductCategoriesDocument).catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`text via ${field}`);
  });

  it.each(ERROR_TEXT_FIELDS)("reads the error text from %s of the first GraphQL error", async (field) => {
    const first = { [field]: `first via ${field}`, extensions: { code: "400", statusCode: 400 } };
    server.rawResponses.push({
      status: 200,
      body: JSON.stringify({ data: null, errors: [first, { message: "second" }] }),
    });
    const { client } = setup({ token: "tok-1" });
    const error = (await client.request(ProductCategoriesDocument).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe(`first via ${field}`);
    expect(error.messages).toEqual([`first via ${field}`, "second"]);
    expect(error.code).toBe("400");
    expect(error.statusCode).toBe(400);
  });

  it("reads a REST-style error body served with HTTP 200", async () => {
    server.rawResponses.push({ status: 200, body: JSON.stringify({ code: 400, errMsg: "参数错误" }) });
    const { client } = setup({ token: "tok-1" });
    const error = (await client.request(ProductCategoriesDocument).catch((e: unknown) => e)) as ApiError;
    expect(error.message).toBe("参数错误");
    expect(error.code).toBe("400");
  });

  it("defaults statusCode to 500", async () => {
    server.rawResponses.push({
      status: 200,
      body: JSON.stringify({ data: null, errors: [{ message: "no extensions" }] }),
    });
    const { client } = setup({ token: "tok-1" });
    const error = (await client.request(ProductCategoriesDocument).catch((e: unknown) => e)) as ApiError;
    expect(error.statusCode).toBe(500);
    expect(error.code).toBeUndefined();
  });

  it("on a '401' clears the token and login state, fetches a new token and retries once", async () => {
    server.rejectedTokens.add("expired");
    const { client, tokenStore, onLoginStateCleared } = setup({ token: "expired" });
    const data = await client.request(ProductCategoriesDocument);
    expect(data.productCategories[0]?.id).toBe("1");
    expect(onLoginStateCleared).toHaveBeenCalledTimes(1);
    expect(callsOf("webAuthorization")).toHaveLength(1);
    const fresh = await tokenStore.get();
    expect(fresh).toMatch(/^guest-\d+$/);
    expect(callsOf("productCategories").map((c) => c.headers["authorization"])).toEqual(["Bearer expired", `Bearer ${fresh}`]);
  });

  it("recovers once for concurrent requests rejected with the same token", async () => {
    server.rejectedTokens.add("expired");
    const { client, onLoginStateCleared } = setup({ token: "expired" });
    await Promise.all([client.request(ProductCategoriesDocument), client.request(ProductCategoriesDocument)]);
    expect(callsOf("webAuthorization")).toHaveLength(1);
    expect(onLoginStateCleared).toHaveBeenCalledTimes(1);
  });

  it("retries only once: a second 401 rejects", async () => {
    server.rejectedTokens.add("expired");
    const { client } = setup({ token: "expired" });
    server.rejectedTokens.add("*"); // the fresh guest token is rejected too
    const error = (await client.request(ProductCategoriesDocument).catch((e: unknown) => e)) as ApiError;
    expect(error.code).toBe("401");
    expect(callsOf("productCategories")).toHaveLength(2);
  });

  it("treats HTTP 403 like a 403 code", async () => {
    server.rawResponses.push({ status: 403, body: JSON.stringify({ msg: "forbidden" }) });
    const { client, onLoginStateCleared } = setup({ token: "tok-1" });
    await expect(client.request(ProductCategoriesDocument)).resolves.toBeTruthy();
    expect(onLoginStateCleared).toHaveBeenCalledTimes(1);
  });

  const serviceCodes: ServiceCodeTable = {
    "400": { message: "请求参数有误", toast: true },
    "404": { message: "内容不存在", toast: false },
    "429": { message: "too many", toast: true },
  };
  const gqlError = (code: string) => ({
    status: 200,
    body: JSON.stringify({ data: null, errors: [{ message: `raw ${code}`, extensions: { code } }] }),
  });

  it("shows a Chinese toast for a service code marked toast", async () => {
    server.rawResponses.push(gqlError("400"));
    const { client, onToast, logger } = setup({ token: "tok-1", serviceCodes });
    await expect(client.request(ProductCategoriesDocument)).rejects.toBeInstanceOf(ApiError);
    expect(onToast).toHaveBeenCalledWith("请求参数有误");
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    ["not marked toast", "404"],
    ["not Chinese", "429"],
    ["unknown", "999"],
  ])("only warns for a service code that is %s", async (_label, code) => {
    server.rawResponses.push(gqlError(code));
    const { client, onToast, logger } = setup({ token: "tok-1", serviceCodes: () => serviceCodes });
    await expect(client.request(ProductCategoriesDocument)).rejects.toMatchObject({ code });
    expect(onToast).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });

  it.each([404, 500])("only warns for HTTP %i and still rejects", async (status) => {
    server.rawResponses.push({ status, body: JSON.stringify({ code: "400", msg: "x" }) });
    const { client, onToast, logger } = setup({ token: "tok-1", serviceCodes });
    const error = (await client.request(ProductCategoriesDocument).catch((e: unknown) => e)) as ApiError;
    expect(error.statusCode).toBe(status);
    expect(error.httpStatus).toBe(status);
    expect(onToast).not.toHaveBeenCalled();
    expect(logger.warn).toHaveBeenCalledWith(expect.stringContaining(`HTTP ${status}`), error);
  });
});

describe("typed operations", () => {
  it("returns the three-level category tree, typed", async () => {
    const { client } = setup({ token: "tok-1" });
    const data = await client.request(ProductCategoriesDocument, { includeHidden: true });
    expectTypeOf(data).toEqualTypeOf<ProductCategoriesQuery>();
    const grandchild = data.productCategories[0]?.childs[0]?.childs[0];
    expectTypeOf(grandchild?.title).toEqualTypeOf<string | undefined>();
    expect(grandchild).toMatchObject({ id: "111", title: "跑步鞋", level: 3, category_route: "running" });
    // `enable` is not in the fragment, so it is neither typed nor fetched.
    expect(data.productCategories[0]).not.toHaveProperty("enable");
    expect(data.productCategories[0]?.childs[0]?.title).toBe(TEST_CATEGORIES[0]?.childs[0]?.title);
  });

  it("passes required variables", async () => {
    const { client } = setup({ token: "tok-1" });
    const data = await client.request(ConfigSettingDocument, { configKey: "recmd" });
    expect(data.configSetting).toEqual({
      configKey: "recmd",
      configValue: { on: true },
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
    expectTypeOf(data.configSetting?.configValue).toEqualTypeOf<unknown>();
    const typeOnly = () =>
      // @ts-expect-error configKey is required
      client.request(ConfigSettingDocument);
    expect(typeof typeOnly).toBe("function");
  });
});
