import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { PERSISTED_DOCUMENTS } from "@xunlan/api-client/server";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { type ResolvedRestPath, resolveRestPaths } from "../src/http/rest";
import { REST_PATHS } from "../src/http/rest-paths";
import type { DatabaseHandle } from "../src/kernel/db";
import { productColors } from "../src/kernel/db/schema";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { createGateway } from "../src/server";
import { ADDRESS, pickSkus, setStock, type TestSku } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";
import { captcha, createMemberHarness, latestCode, type MemberHarness, randomMobile } from "./support/members";

// issue 25 §5: every spec §7 REST path against its GraphQL twin, on one PGlite (the shared
// template, demo catalogue), for the same member.
const typeDefs = readFileSync(createRequire(import.meta.url).resolve("@xunlan/api-client/schema.graphql"), "utf8");
const paths = resolveRestPaths(typeDefs);

let database: DatabaseHandle;
let h: MemberHarness;
let token = "";
let guest = "";
let sku: TestSku;
let slug = "";
/** The colour's productId (ProductColor.productId, what favourites and recent views name). */
let productId = "";
let orderNumber = "";

type Json = Record<string, unknown>;

/** The served GET /api/openapi.json (read in beforeAll). */
let openApi: { paths: Record<string, Record<string, Json>>; components: { schemas: Record<string, Json> } };
const openApiSchemas = new Map<string, z.ZodType>();

/**
 * True when `body` matches the 200 response schema the served OpenAPI document gives `path`
 * (its JSON Schema read back with z.fromJSONSchema): the document describes what is answered.
 */
function matchesOpenApi(path: string, body: unknown): boolean {
  let schema = openApiSchemas.get(path);
  if (!schema) {
    const item = openApi.paths[path]!;
    const operation = (item.get ?? item.post)!;
    const ref = (operation.responses as Record<string, { content: Record<string, { schema: { $ref: string } }> }>)["200"]!.content[
      "application/json"
    ]!.schema.$ref;
    schema = z.fromJSONSchema(
      openApi.components.schemas[ref.replace("#/components/schemas/", "")] as Parameters<typeof z.fromJSONSchema>[0],
    );
    openApiSchemas.set(path, schema);
  }
  return schema.safeParse(body).success;
}

/** A REST call: GET with a query string, or POST with a JSON body, with the spec §7 headers. */
async function rest(
  path: string,
  input: Json = {},
  options: { method?: "GET" | "POST"; token?: string; headers?: Record<string, string> } = {},
) {
  const method = options.method ?? (paths.get(path)?.method === "GET" ? "GET" : "POST");
  const headers: Record<string, string> = { channel: "WEB", platform: "Desktop", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let url = `http://gateway.test${path}`;
  let body: string | undefined;
  if (method === "GET") {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input)) {
      if (Array.isArray(value) && value.every((item) => typeof item !== "object"))
        for (const item of value) query.append(key, String(item));
      else query.set(key, typeof value === "object" ? JSON.stringify(value) : String(value));
    }
    if ([...query].length) url += `?${query}`;
  } else {
    headers["content-type"] = "application/json";
    body = JSON.stringify(input);
  }
  const response = await h.gateway.fetch(new Request(url, { method, headers, body }));
  return { status: response.status, type: response.headers.get("content-type"), body: (await response.json()) as unknown };
}

/** The twin: the same generated document posted to /graphql. */
async function graphql(resolved: ResolvedRestPath, variables: Json, tokenValue?: string) {
  const operation = resolved.alternative && variables[resolved.entry.switch!.variable] != null ? resolved.alternative : resolved.operation!;
  const res = await gql(h.gateway, PERSISTED_DOCUMENTS[operation.hash]!, {
    variables: { ...variables, ...resolved.entry.fixed },
    ...(tokenValue ? { token: tokenValue } : {}),
    headers: { platform: "Desktop" },
  });
  return { res, rootKey: operation.rootKey };
}

/**
 * Asserts that the REST path answers what its GraphQL twin answers for the same input and token:
 * the data field's value (parsed by the path's zod schema), or the first error as §8's
 * `{ code, statusCode, message }` with statusCode as HTTP status.
 */
async function expectTwin(path: string, input: Json, tokenValue: string | undefined = token) {
  const resolved = paths.get(path)!;
  const { res, rootKey } = await graphql(resolved, input, tokenValue);
  const answer = await rest(path, input, tokenValue ? { token: tokenValue } : {});
  expect(answer.type).toMatch(/^application\/json/);
  const error = res.errors?.[0];
  const expected = error
    ? {
        status: error.extensions.statusCode,
        body: { code: error.extensions.code, statusCode: error.extensions.statusCode, message: error.message },
        parses: true,
        openApi: true,
      }
    : { status: 200, body: rootKey ? (res.data as Json)[rootKey] : res.data, parses: true, openApi: true };
  // An error is compared on its §8 fields (the REST body may carry more details, e.g. field).
  const { code, statusCode, message } = (answer.body ?? {}) as Json;
  const body = error ? { code, statusCode, message } : answer.body;
  expect({
    status: answer.status,
    body,
    parses: error ? true : resolved.response.safeParse(answer.body).success,
    openApi: error ? true : matchesOpenApi(path, answer.body),
  }).toEqual(expected);
  return answer.body;
}

/** The GraphQL answer (data field value) of a read path's twin, for comparing a change's REST answer with what GraphQL then reads. */
async function graphqlRead(path: string, input: Json = {}, tokenValue: string = token): Promise<unknown> {
  const { res, rootKey } = await graphql(paths.get(path)!, input, tokenValue);
  expect(res.errors).toBeUndefined();
  return rootKey ? (res.data as Json)[rootKey] : res.data;
}

/** Asserts a successful REST answer that parses with the path's schema (answers that differ per call). */
async function expectSchema(path: string, input: Json, tokenValue: string | undefined = token) {
  const answer = await rest(path, input, tokenValue ? { token: tokenValue } : {});
  const parsed = paths.get(path)!.response.safeParse(answer.body);
  expect({ status: answer.status, issues: parsed.error?.issues.slice(0, 3) ?? [], openApi: matchesOpenApi(path, answer.body) }).toEqual({
    status: 200,
    issues: [],
    openApi: true,
  });
  return answer.body as Json;
}

/** Logs a new mobile in through the REST paths (captcha → sendSMS → login) and returns its token. */
async function restLogin(mobile: string): Promise<string> {
  h.clock.advance(61_000);
  const c = await captcha(h);
  await expectSchema("/api/member/sendSMS", { username: mobile, type: 4, captchaId: c.captchaId, captchaCode: c.answer }, undefined);
  const code = await latestCode(h, mobile);
  const login = await expectSchema("/api/member/login", { username: mobile, type: 4, code }, undefined);
  return String(login.userToken);
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  h = createMemberHarness(database.db);
  openApi = (await (await h.gateway.fetch(new Request("http://gateway.test/api/openapi.json"))).json()) as typeof openApi;
  const [picked] = await pickSkus(database.db, { count: 1, purchaseLimit: null, minPrice: 100, maxPrice: 280 });
  sku = picked!;
  await setStock(database.db, sku.ean, 50);
  const [color] = await database.db
    .select({ slug: productColors.productSlug, productId: productColors.productId })
    .from(productColors)
    .where(eq(productColors.id, sku.colorId));
  slug = color!.slug;
  productId = color!.productId;
  token = await restLogin(randomMobile());
  guest = String((await expectSchema("/api/member/sso/signIn", {}, undefined)).token);
});
afterAll(async () => {
  await database?.close();
});

// Each spec §7 path appears in exactly one of these lists (checked below).
const covered = new Set<string>();
const cover = (path: string) => {
  covered.add(path);
  return path;
};

describe("the REST paths of spec §7 (issue 25 §5)", () => {
  it("logs in through REST and reads the same member as GraphQL", async () => {
    cover("/api/member/sendSMS");
    cover("/api/member/login");
    cover("/api/member/sso/signIn");
    for (const path of ["/api/member/getProfile", "/api/member/getUserCenter", "/api/member/getUserStatus"])
      await expectTwin(cover(path), {});
    // The guest token of sso/signIn works, and a member path refuses it with GraphQL's '403'.
    const refused = await expectTwin("/api/member/getProfile", {}, guest);
    expect(refused).toMatchObject({ code: "403", statusCode: 403 });
  });

  it("answers the member reads and changes as GraphQL does", async () => {
    await expectTwin(cover("/api/member/address/getBook"), {});
    await expectTwin(cover("/api/member/updateProfile"), { name: "王五", gender: 1 });
    await expectTwin(cover("/api/member/changePwd"), { username: "13800000000", code: "000000", password: "Abcdef123" }, undefined);
    await expectSchema(cover("/api/member/wechatoa/getOauthUrl"), { redirectUri: "http://localhost:3000/login" });
    await expectTwin("/api/member/wechatoa/getOauthUrl", { redirectUri: "https://evil.example/login" });
    await expectSchema(cover("/api/member/captcha"), {}, undefined);
    await expectTwin(cover("/api/member/common/getQrCode"), { page: `/products/${slug}` });
    await expectTwin(cover("/api/member/subscribe"), { mobile: randomMobile(), consent: true, consentText: "我同意接收迅岚的短信资讯" });
    // Addresses: save adds, save with addressId updates, list and del.
    const address = {
      consignee: ADDRESS.consignee,
      cellphone: ADDRESS.consigneeCellphone,
      province: ADDRESS.province,
      city: ADDRESS.city,
      district: ADDRESS.district,
      detailAddress: ADDRESS.detailAddress,
    };
    const saved = await expectSchema(cover("/api/member/address/save"), address);
    const list = (await expectTwin(cover("/api/member/address/list"), {})) as Json;
    expect(JSON.stringify(list)).toContain(JSON.stringify(saved));
    expect(JSON.stringify(list)).toContain(ADDRESS.detailAddress);
    const addressId = String((saved as { id?: unknown; addressId?: unknown }).id ?? (saved as { addressId?: unknown }).addressId);
    await expectTwin("/api/member/address/save", { ...address, addressId, consignee: "李四" });
    await expectTwin(cover("/api/member/address/del"), { addressId: "999999999" });
    // Favourites.
    await expectTwin(cover("/api/member/collect/add"), { productId });
    await expectTwin(cover("/api/member/collect/listIndex"), {});
    await expectTwin(cover("/api/member/collect/list"), { pageNumber: 1, pageSize: 10 });
    await expectTwin(cover("/api/member/collect/cancel"), { productId });
    expect(JSON.stringify(await expectTwin("/api/member/collect/listIndex", {}))).not.toContain(productId);
  });

  it("answers the goods paths as GraphQL does", async () => {
    await expectTwin(cover("/api/goods/plp"), { pageNumber: 1, pageSize: 9 }, guest);
    await expectTwin("/api/goods/plp", { pageNumber: 1, pageSize: 9, sortBy: "price", sortDirection: "desc" });
    await expectTwin(cover("/api/goods/pdp"), { productSlug: slug }, guest);
    await expectTwin(cover("/api/goods/saveLatestView"), { productId });
    expect(JSON.stringify(await expectTwin(cover("/api/goods/getLatestView"), {}))).toContain(productId);
    await expectTwin(cover("/api/goods/search"), { keyword: "T恤" });
    await expectTwin(cover("/api/goods/searchHistory"), {});
    await expectTwin(cover("/api/goods/getStoreStockData"), { productId });
  });

  it("answers the bag and checkout paths as GraphQL does", async () => {
    // A change's REST answer is the bag GraphQL reads right after, for the same member.
    const added = await expectSchema(cover("/api/order/cart/add"), { ean: sku.ean, quantity: 1 });
    expect(added).toEqual(await graphqlRead("/api/order/cart/get"));
    await expectTwin(cover("/api/order/cart/getCartNum"), {});
    const cart = await expectTwin(cover("/api/order/cart/get"), {});
    expect(JSON.stringify(cart)).toContain(sku.ean);
    const updated = await expectSchema(cover("/api/order/cart/update"), { ean: sku.ean, delta: 1 });
    expect(updated).toEqual(await graphqlRead("/api/order/cart/get"));
    expect(updated).toMatchObject({ count: 2 });
    const deleted = await expectSchema(cover("/api/order/cart/del"), { ean: sku.ean });
    expect(deleted.cart).toEqual(await graphqlRead("/api/order/cart/get"));
    expect(JSON.stringify(await expectTwin("/api/order/cart/get", {}))).not.toContain(sku.ean);
    const products = [{ ean: sku.ean, quantity: 1 }];
    await expectTwin(cover("/api/order/checkout/confirm"), { orderProducts: products });
    await expectTwin(cover("/api/order/checkout/checkCouponCode"), { products, couponCode: "NOSUCHCODE" });
    await expectTwin(cover("/api/order/checkout/useCouponCode"), { orderProducts: products, couponCode: "NOSUCHCODE" });
    await expectTwin(cover("/api/order/checkout/delCouponCode"), { orderProducts: products });
    // delCouponCode fixes couponCode: the request may not name it.
    expect(await rest("/api/order/checkout/delCouponCode", { orderProducts: products, couponCode: "X" }, { token })).toMatchObject({
      status: 400,
      body: { code: "400", field: "couponCode" },
    });
    const order = await expectSchema(cover("/api/order/checkout/createOrder"), {
      isInCart: false,
      products,
      address: {
        consignee: ADDRESS.consignee,
        consigneeCellphone: ADDRESS.consigneeCellphone,
        province: ADDRESS.province,
        city: ADDRESS.city,
        district: ADDRESS.district,
        detailAddress: ADDRESS.detailAddress,
      },
    });
    orderNumber = String(order.orderNumber);
    const detail = (await graphqlRead("/api/order/order/detail", { orderNumber })) as Json;
    expect(order).toEqual({
      orderNumber: detail.orderNumber,
      createdAt: detail.createdAt,
      totalPaid: detail.totalPaid,
      onlinePayAmount: detail.onlinePayAmount,
      balancePaidAmount: detail.balancePaidAmount,
      isPaid: detail.isPaid,
      paymentExpireAt: detail.paymentExpireAt,
    });
  });

  it("answers the order, after-sale and other paths as GraphQL does", async () => {
    await expectTwin(cover("/api/order/order/list"), { pageNumber: 1, pageSize: 10 });
    await expectTwin(cover("/api/order/order/detail"), { orderNumber });
    await expectTwin(cover("/api/crm/retail/order"), { pageNumber: 1, pageSize: 10 });
    await expectTwin(cover("/api/crm/retail/order/detail"), { orderNumber });
    // Rules are GraphQL's: an unpaid order cannot be received, returned or refunded.
    await expectTwin(cover("/api/order/order/complete"), { orderNumber });
    await expectTwin(cover("/api/order/afterSale/cancel"), { orderNumber });
    await expectTwin(cover("/api/order/afterSale/apply"), {
      orderNumber,
      items: [{ itemId: "1", quantity: 1 }],
      consignee: ADDRESS.consignee,
      consigneeCellphone: ADDRESS.consigneeCellphone,
      province: ADDRESS.province,
      city: ADDRESS.city,
      district: ADDRESS.district,
      detailAddress: ADDRESS.detailAddress,
      reason: "尺码不合适",
      pickupDate: "2099-01-01",
      pickupTimeSpan: "09:00-12:00",
    });
    await expectTwin(cover("/api/order/afterSale/list"), {});
    await expectTwin(cover("/api/order/afterSale/detail"), { returnOrderNumber: "R-NOSUCH" });
    await expectTwin(cover("/api/order/afterSale/afterSaleCancel"), { returnOrderNumber: "R-NOSUCH" });
    await expectTwin(cover("/api/order/subscribe/addSmsProductArrivalReminder"), { ean: "0000000000000", mobile: "13800138000" });
    await expectSchema(cover("/api/order/order/pay"), { orderNumber, payType: "alipay" });
    const reordered = await expectSchema(cover("/api/order/order/reorder"), { orderNumber });
    expect(reordered.cart).toEqual(await graphqlRead("/api/order/cart/getCartNum"));
    await expectSchema(cover("/api/support/oss/getToken"), { purpose: "after_sale", contentType: "image/jpeg", size: 1000 });
    await expectTwin("/api/support/oss/getToken", { purpose: "avatar", contentType: "image/jpeg", size: 1000 });
    await expectTwin("/api/support/oss/getToken", { purpose: "after_sale", contentType: "text/html", size: 1000 });
    // The refused changes left the order as it was.
    expect(await expectTwin("/api/order/order/detail", { orderNumber })).toMatchObject({ orderNumber, status: "pending_payment" });
  });

  it("answers 501 in the §8 shape for the paths without a GraphQL twin", async () => {
    const missing = REST_PATHS.filter((entry) => entry.operation === null);
    expect(missing.map((entry) => entry.path)).toEqual([
      "/api/member/checkSms",
      "/api/member/join",
      "/api/member/address/get",
      "/api/member/checkCaptchaCode",
      "/api/member/common/makeEncryption",
      "/api/order/order/getStatusList",
    ]);
    for (const entry of missing) {
      const answer = await rest(cover(entry.path), {}, { token });
      expect(answer.status).toBe(501);
      expect(answer.body).toMatchObject({ statusCode: 501, reason: "NOT_IMPLEMENTED", message: entry.notImplemented });
      expect(String((answer.body as Json).message)).toMatch(/[\u4e00-\u9fff]/);
    }
  });

  it("logs out through REST: the token then answers GraphQL's '401'", async () => {
    const other = await restLogin(randomMobile());
    await expectSchema(cover("/api/member/logout"), {}, other);
    expect(await rest("/api/member/getProfile", {}, { token: other })).toMatchObject({
      status: 401,
      body: { code: "401", statusCode: 401 },
    });
  });

  it("covers every path of the table", () => {
    expect([...covered].sort()).toEqual(REST_PATHS.map((entry) => entry.path).sort());
  });
});

describe("the /api namespace", () => {
  it("answers an unknown path with a JSON 404 in the §8 shape, never a page", async () => {
    for (const path of ["/api", "/api/", "/api/goods/nope", "/api/order/cart/get/extra"]) {
      const answer = await rest(path, {}, { method: "GET" });
      expect({ path, status: answer.status }).toEqual({ path, status: 404 });
      expect(answer.type).toMatch(/^application\/json/);
      expect(answer.body).toMatchObject({ code: "404", statusCode: 404, message: "接口不存在" });
    }
  });

  it("refuses bad input with '400' naming the field, before GraphQL runs", async () => {
    expect(await rest("/api/order/cart/add", { quantity: 1 }, { token })).toMatchObject({
      status: 400,
      body: { code: "400", field: "ean", message: "参数错误：ean必填" },
    });
    expect(await rest("/api/order/cart/add", { ean: 5 }, { token })).toMatchObject({ status: 400, body: { code: "400", field: "ean" } });
    expect(await rest("/api/order/cart/add", { ean: "1", extra: 1 }, { token })).toMatchObject({ status: 400, body: { field: "extra" } });
    const notJson = await h.gateway.fetch(
      new Request("http://gateway.test/api/order/cart/add", {
        method: "POST",
        headers: { channel: "WEB", "content-type": "application/json" },
        body: "{",
      }),
    );
    expect(notJson.status).toBe(400);
    const form = await h.gateway.fetch(
      new Request("http://gateway.test/api/order/cart/add", {
        method: "POST",
        headers: { channel: "WEB", "content-type": "application/x-www-form-urlencoded" },
        body: "ean=1",
      }),
    );
    expect(form.status).toBe(415);
    const untyped = await h.gateway.fetch(
      new Request("http://gateway.test/api/order/cart/add", {
        method: "POST",
        headers: { channel: "WEB", "content-type": "" },
        body: '{"ean":"1"}',
      }),
    );
    expect(untyped.status).toBe(415);
    const large = await rest("/api/order/cart/add", { ean: "1".repeat(70_000) }, { token });
    expect(large).toMatchObject({ status: 413, body: { code: "400", statusCode: 413, reason: "PAYLOAD_TOO_LARGE" } });
  });

  it("answers a change by GET with 405 and the allowed method; a read takes GET and POST alike", async () => {
    const answer = await h.gateway.fetch(new Request("http://gateway.test/api/order/cart/add?ean=1", { headers: { channel: "WEB" } }));
    expect(answer.status).toBe(405);
    expect(answer.headers.get("allow")).toBe("POST");
    expect(await answer.json()).toMatchObject({ code: "400", statusCode: 405 });
    const byGet = await rest("/api/goods/plp", { pageSize: 3 }, { method: "GET", token: guest });
    const byPost = await rest("/api/goods/plp", { pageSize: 3 }, { method: "POST", token: guest });
    expect(byGet.status).toBe(200);
    expect(byGet.body).toEqual(byPost.body);
  });

  it("keeps GraphQL's rules on headers: a channel other than WEB is GraphQL's error", async () => {
    const { res } = await graphql(paths.get("/api/goods/plp")!, {}, guest);
    expect(res.errors).toBeUndefined();
    const noChannel = await h.gateway.fetch(
      new Request("http://gateway.test/api/goods/plp", { headers: { authorization: `Bearer ${guest}`, channel: "APP" } }),
    );
    const graphqlNoChannel = await h.gateway.fetch(
      new Request("http://gateway.test/graphql", {
        method: "POST",
        headers: { authorization: `Bearer ${guest}`, "content-type": "application/json", channel: "APP" },
        body: JSON.stringify({ query: PERSISTED_DOCUMENTS[paths.get("/api/goods/plp")!.operation!.hash] }),
      }),
    );
    const twin = (await graphqlNoChannel.json()) as { errors?: Array<{ message: string; extensions: { code: string } }> };
    const body = (await noChannel.json()) as Json;
    expect(twin.errors?.[0]).toBeDefined();
    expect(body).toMatchObject({ code: twin.errors![0]!.extensions.code, message: twin.errors![0]!.message });
    expect(noChannel.status).toBe(Number(twin.errors![0]!.extensions.code));
  });
});

describe("over a real HTTP server", () => {
  it("takes a POST without a body, a JSON body and a query string through the node adapter", async () => {
    const server = createServer(h.gateway);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const signIn = await fetch(`${base}/api/member/sso/signIn`, { method: "POST", headers: { channel: "WEB" } });
      expect(signIn.status).toBe(200);
      const { token: fresh } = (await signIn.json()) as { token: string };
      const plp = await fetch(`${base}/api/goods/plp?pageSize=2&pageNumber=1`, {
        headers: { channel: "WEB", authorization: `Bearer ${fresh}` },
      });
      const plpByPost = await fetch(`${base}/api/goods/plp`, {
        method: "POST",
        headers: { channel: "WEB", authorization: `Bearer ${fresh}`, "content-type": "application/json" },
        body: JSON.stringify({ pageSize: 2, pageNumber: 1 }),
      });
      expect([plp.status, plpByPost.status]).toEqual([200, 200]);
      expect(await plp.json()).toEqual(await plpByPost.json());
      const missing = await fetch(`${base}/api/goods/nope`);
      expect([missing.status, missing.headers.get("content-type")]).toEqual([404, "application/json; charset=utf-8"]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("with trusted documents (production)", () => {
  it("runs the paths by their persisted hash, where /graphql refuses a text", async () => {
    const gateway = createGateway({
      db: database.db,
      logger: createCapturingLogger().logger,
      contentDir: null,
      nodeEnv: "production",
      trustedDocuments: true,
    });
    const call = (path: string, init: RequestInit = {}) =>
      Promise.resolve(gateway.fetch(new Request(`http://gateway.test${path}`, { ...init, headers: { channel: "WEB", ...init.headers } })));
    const signIn = await call("/api/member/sso/signIn", { method: "POST" });
    expect(signIn.status).toBe(200);
    const { token: guestToken } = (await signIn.json()) as { token: string };
    const plp = await call("/api/goods/plp?pageSize=2", { headers: { authorization: `Bearer ${guestToken}` } });
    expect(plp.status).toBe(200);
    expect(paths.get("/api/goods/plp")!.response.safeParse(await plp.json()).success).toBe(true);
    const text = await gql(gateway, "{ productCategories { id } }");
    expect(text.errors?.[0]?.extensions.reason).toBe("UNTRUSTED_DOCUMENT");
  });
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3.1 document with every path, every $ref resolving", async () => {
    const response = await h.gateway.fetch(new Request("http://gateway.test/api/openapi.json"));
    expect(response.status).toBe(200);
    const document = (await response.json()) as { openapi: string; paths: Record<string, Record<string, unknown>>; components: Json };
    expect(document.openapi).toBe("3.1.0");
    expect(Object.keys(document.paths).sort()).toEqual(REST_PATHS.map((entry) => entry.path).sort());
    const refs: string[] = [];
    const walk = (node: unknown) => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === "object") {
        for (const [key, value] of Object.entries(node)) {
          if (key === "$ref" && typeof value === "string") refs.push(value);
          else walk(value);
        }
      }
    };
    walk(document);
    expect(refs.length).toBeGreaterThan(REST_PATHS.length);
    for (const ref of refs) {
      expect(ref.startsWith("#/")).toBe(true);
      let target: unknown = document;
      for (const part of ref.slice(2).split("/")) target = (target as Json | undefined)?.[part];
      expect({ ref, found: typeof target }).toEqual({ ref, found: "object" });
    }
    for (const item of Object.values(document.paths)) {
      const methods = Object.keys(item);
      expect(methods).not.toEqual([]);
      for (const method of methods) expect(["get", "post"]).toContain(method);
    }
    // Its response schemas are the ones every answer above was checked against: they can fail.
    expect([
      matchesOpenApi("/api/order/cart/getCartNum", { count: 2 }),
      matchesOpenApi("/api/order/cart/getCartNum", { count: "2" }),
    ]).toEqual([true, false]);
    expect(document.paths["/api/order/cart/get"]!.get).toBeDefined();
    expect(document.paths["/api/order/cart/add"]!.get).toBeUndefined();
  });
});
