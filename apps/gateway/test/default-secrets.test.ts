import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type InstallSecrets, loadInstallSecrets, tokenSecretFile } from "../src/install-secrets";
import type { DatabaseHandle } from "../src/kernel/db";
import { orders } from "../src/kernel/db/schema";
import { loadEnv } from "../src/kernel/env";
import { sign } from "../src/kernel/lib/signature";
import { pickupStartDate } from "../src/modules/after-sale/pickup-options";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { pickupDaySlots } from "../src/modules/orders/pickup-slots";
import { createPaymentRoutes, createSandboxPaymentProvider } from "../src/modules/payments";
import { SIGNATURE_HEADER, signPayload, TIMESTAMP_HEADER } from "../src/modules/payments/signature";
import { createSandboxStorage, SANDBOX_STORAGE_MAX_BYTES } from "../src/modules/storage/sandbox-storage";
import { insertPaidOrder, PICKUP } from "./support/after-sale";
import { pickSkus, SUBMIT, setStock } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

// Issue 21 §5: the sandbox cashier and store used to sign with values written in the source
// when no secret was set, so anyone could forge "paid" callbacks and storage links. These were
// those values; nothing may accept a signature made with them.
const FORMER_PAYMENT_DEFAULT = "xunlan-sandbox-payment-secret";
const FORMER_STORAGE_DEFAULT = "xunlan-sandbox-storage-secret";

/** The environment of `pnpm start` (production, PGlite in `dataRoot`, the sandbox providers, no secret set). */
function productionEnv(dataRoot: string) {
  return loadEnv({ NODE_ENV: "production", PGLITE_DATA_DIR: join(dataRoot, "pglite") });
}

describe("install secrets (production start with sandbox providers and no secret set)", () => {
  it("are generated per data folder, kept (mode 0600) across restarts, and never a value of the source", () => {
    const one = mkdtempSync(join(tmpdir(), "xunlan-secrets-a-"));
    const two = mkdtempSync(join(tmpdir(), "xunlan-secrets-b-"));
    const env = productionEnv(one);
    expect(env).toMatchObject({
      nodeEnv: "production",
      payments: { provider: "sandbox", sandboxSecret: undefined },
      storage: { provider: "sandbox", sandboxSecret: undefined },
    });
    const first = loadInstallSecrets(env);
    const file = tokenSecretFile(env)!;
    expect(file).toBe(join(one, "token-secret"));
    expect(statSync(file).mode & 0o777).toBe(0o600);
    for (const secret of [first.payments, first.storage, first.invoices]) {
      expect(secret).not.toBe(FORMER_PAYMENT_DEFAULT);
      expect(secret).not.toBe(FORMER_STORAGE_DEFAULT);
      expect(secret.length).toBeGreaterThanOrEqual(32);
    }
    expect(new Set([first.payments, first.storage, first.invoices]).size).toBe(3);

    // A restart on the same data keeps them; another install has its own.
    const restarted = loadInstallSecrets(productionEnv(one));
    expect(restarted).toEqual(first);
    const other = loadInstallSecrets(productionEnv(two));
    expect(other.payments).not.toBe(first.payments);
    expect(other.storage).not.toBe(first.storage);
    expect(other.token.equals(first.token)).toBe(false);
  });

  it("take the configured variables, and a deployment without TOKEN_SECRET is refused", () => {
    const dir = mkdtempSync(join(tmpdir(), "xunlan-secrets-c-"));
    const set = loadInstallSecrets(
      loadEnv({
        NODE_ENV: "production",
        PGLITE_DATA_DIR: join(dir, "pglite"),
        PAYMENT_SANDBOX_SECRET: "pay-0123456789abcdef",
        STORAGE_SANDBOX_SECRET: "store-0123456789abcdef",
      }),
    );
    expect(set).toMatchObject({ payments: "pay-0123456789abcdef", storage: "store-0123456789abcdef" });
    // Several gateways on one PostgreSQL share no disk: they must share TOKEN_SECRET (every
    // derived key follows from it), so a start without it is refused.
    const deployment = loadEnv({
      NODE_ENV: "production",
      DATABASE_URL: "postgres://x@127.0.0.1:1/x",
      ALLOW_SANDBOX_PROVIDERS: "1",
      PGLITE_DATA_DIR: join(dir, "pglite"),
    });
    expect(() => loadInstallSecrets(deployment)).toThrow(/TOKEN_SECRET/);
    const shared = { TOKEN_SECRET: "a-shared-token-secret-0123456789abcdef" };
    const a = loadInstallSecrets(
      loadEnv({ ...shared, NODE_ENV: "production", DATABASE_URL: "postgres://x@127.0.0.1:1/x", PGLITE_DATA_DIR: join(dir, "a", "pglite") }),
    );
    const b = loadInstallSecrets(
      loadEnv({ ...shared, NODE_ENV: "production", DATABASE_URL: "postgres://x@127.0.0.1:1/x", PGLITE_DATA_DIR: join(dir, "b", "pglite") }),
    );
    expect(a).toEqual(b);
    expect(a.payments).not.toBe(FORMER_PAYMENT_DEFAULT);
  });
});

// The gateway wired as main.ts wires it on a production start's secrets.
let database: DatabaseHandle;
let h: MemberHarness;
let secrets: InstallSecrets;
let cashier: ReturnType<typeof createSandboxPaymentProvider>;
const storageDir = mkdtempSync(join(tmpdir(), "xunlan-secrets-storage-"));

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  secrets = loadInstallSecrets(productionEnv(mkdtempSync(join(tmpdir(), "xunlan-secrets-gw-"))));
  cashier = createSandboxPaymentProvider({ secret: secrets.payments, db: database.db });
  h = createMemberHarness(database.db, {
    payments: {
      provider: cashier,
      routes: (clock, logger) => createPaymentRoutes({ db: database.db, logger, providers: [cashier], sandbox: cashier, clock }),
    },
    storage: createSandboxStorage({ dir: storageDir, secret: secrets.storage }),
  });
});
afterAll(async () => {
  await database?.close();
});

async function member(): Promise<{ token: string; memberUid: string }> {
  const login = await loginBySms(h, randomMobile());
  return { token: login.userToken, memberUid: login.user.memberUid };
}

const at = (path: string, init?: RequestInit) => h.gateway.fetch(new Request(`http://gateway.test${path}`, init));

describe("a forged 'paid' callback", () => {
  it("signed with the source's former default is refused; the order stays unpaid", async () => {
    const m = await member();
    const [sku] = await pickSkus(database.db, { count: 1, purchaseLimit: null, minPrice: 100, maxPrice: 280, styleSkus: undefined });
    await setStock(database.db, sku!.ean, 5);
    const submitted = await gql<{ submitOrder: { orderNumber: string } }>(h.gateway, SUBMIT, {
      token: m.token,
      variables: {
        products: [{ ean: sku!.ean, quantity: 1 }],
        address: {
          consignee: "张三",
          consigneeCellphone: "13800138000",
          province: "上海市",
          city: "上海市",
          district: "徐汇区",
          detailAddress: "漕溪北路 88 号",
          postCode: "200030",
        },
      },
    });
    const orderNumber = submitted.data!.submitOrder.orderNumber;
    const pay = await gql<{ payOrder: { checkSn: string; amount: number } }>(
      h.gateway,
      `mutation P($n: String!) { payOrder(orderNumber: $n, payType: "wechat") { checkSn amount } }`,
      {
        token: m.token,
        variables: { n: orderNumber },
      },
    );
    const { checkSn, amount } = pay.data!.payOrder;
    const timestamp = Math.floor(h.clock.now().getTime() / 1000);
    const body = JSON.stringify({
      eventId: "evt-forged-1",
      type: "paid",
      paymentNo: checkSn,
      amount,
      occurredAt: h.clock.now().toISOString(),
      providerTradeNo: "FORGED",
    });
    const forged = await at("/payments/notify/sandbox", {
      method: "POST",
      body,
      headers: {
        "content-type": "application/json",
        [TIMESTAMP_HEADER]: String(timestamp),
        [SIGNATURE_HEADER]: signPayload(FORMER_PAYMENT_DEFAULT, timestamp, body),
      },
    });
    expect(forged.status).toBe(401);
    const [order] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order!.status).toBe("pending_payment");
    // The same event signed by the install's cashier is what pays it.
    const genuine = cashier.signEvent(
      { eventId: "evt-genuine-1", type: "paid", paymentNo: checkSn, amount, occurredAt: h.clock.now(), providerTradeNo: "T1" },
      h.clock.now(),
    );
    expect((await at("/payments/notify/sandbox", { method: "POST", body: genuine.body, headers: genuine.headers })).status).toBe(200);
    const [paid] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(paid!.status).toBe("paid");
  });
});

describe("the sandbox store's route (/sandbox/storage)", () => {
  const TOKEN = /* GraphQL */ `mutation T($s: Int!) { ossGetToken(purpose: "after_sale", contentType: "image/jpeg", size: $s) { key uploadUrl } }`;
  const uploadLink = async (token: string, size = 1000) => {
    const res = await gql<{ ossGetToken: { key: string; uploadUrl: string } }>(h.gateway, TOKEN, { token, variables: { s: size } });
    return res.data!.ossGetToken;
  };
  const put = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
    at(path, { method: "PUT", headers: { "content-type": "image/jpeg", ...headers }, body, duplex: "half" } as RequestInit);

  it("refuses links signed with the former default: a write to any key, a read of any file", async () => {
    const expires = Math.floor(h.clock.now().getTime() / 1000) + 600;
    for (const key of ["uploads/after_sale/20260101/forged.jpg", "returns/XR1/1.jpg"]) {
      const query = new URLSearchParams({
        ct: "image/jpeg",
        max: "104857600",
        expires: String(expires),
        sig: sign(FORMER_STORAGE_DEFAULT, ["PUT", key, "image/jpeg", 104857600, expires]),
      });
      expect((await put(`/sandbox/storage/${key}?${query}`, "x")).status).toBe(403);
      const read = new URLSearchParams({ expires: String(expires), sig: sign(FORMER_STORAGE_DEFAULT, ["GET", key, expires]) });
      expect((await at(`/sandbox/storage/${key}?${read}`)).status).toBe(403);
    }
  });

  it("writes only the key a link was issued for, and only under uploads/", async () => {
    const m = await member();
    const link = await uploadLink(m.token);
    const url = new URL(`http://gateway.test${link.uploadUrl}`);
    const elsewhere = `/sandbox/storage/uploads/after_sale/20260101/not-issued.jpg${url.search}`;
    expect((await put(elsewhere, "x")).status).toBe(403);
    // Even correctly signed (only the gateway could), a browser never writes outside uploads/.
    const expires = Math.floor(h.clock.now().getTime() / 1000) + 600;
    const key = "returns/XR9/1.jpg";
    const own = new URLSearchParams({
      ct: "image/jpeg",
      max: "1000",
      expires: String(expires),
      sig: sign(secrets.storage, ["PUT", key, "image/jpeg", 1000, expires]),
    });
    expect((await put(`/sandbox/storage/${key}?${own}`, "x")).status).toBe(403);
    expect((await put(link.uploadUrl, "jpeg bytes")).status).toBe(200);
  });

  it("answers 413 to a body over the limit before reading it: declared, or longer than declared", async () => {
    const m = await member();
    const link = await uploadLink(m.token, 10 * 1024 * 1024);
    // Declared too big: refused on the header, the body never pulled.
    let pulled = 0;
    const chunk = new Uint8Array(64 * 1024);
    const endless = () =>
      new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += chunk.byteLength;
          controller.enqueue(chunk);
        },
      });
    const declared = await put(link.uploadUrl, endless(), { "content-length": String(100 * 1024 * 1024) });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ code: "413", message: "文件过大" });
    expect(pulled).toBeLessThan(SANDBOX_STORAGE_MAX_BYTES);
    // Undeclared (chunked): read only until it passes the limit, then refused.
    pulled = 0;
    const streamed = await put(link.uploadUrl, endless());
    expect(streamed.status).toBe(413);
    expect(pulled).toBeGreaterThan(SANDBOX_STORAGE_MAX_BYTES);
    expect(pulled).toBeLessThan(SANDBOX_STORAGE_MAX_BYTES + 16 * chunk.byteLength);
  });

  it("never lets a link allow more than the store's own limit", async () => {
    const store = createSandboxStorage({
      dir: mkdtempSync(join(tmpdir(), "xunlan-secrets-cap-")),
      secret: "cap-test-secret-0123456789",
      maxBytes: 1024,
    });
    const { url, headers } = store.provider.createUpload({
      key: "uploads/after_sale/x/big.jpg",
      contentType: "image/jpeg",
      maxBytes: 100 * 1024 * 1024,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const log = { debug: () => undefined } as never;
    const send = (bytes: number) =>
      store.routes[0]!.handle(new Request(`http://gateway.test${url}`, { method: "PUT", headers, body: new Uint8Array(bytes) }), {
        subpath: "",
        requestId: "t",
        log,
      });
    expect((await send(1025)).status).toBe(413);
    expect((await send(1024)).status).toBe(200);
  });

  it("serves a member's return photo only through the link issued to that member", async () => {
    const a = await member();
    const b = await member();
    const picture = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
      .jpeg()
      .toBuffer();
    const photoOf = async (who: { token: string; memberUid: string }) => {
      const link = await uploadLink(who.token, picture.length);
      expect((await put(link.uploadUrl, new Uint8Array(picture))).status).toBe(200);
      const order = await insertPaidOrder(database.db, who.memberUid, { status: "shipped" });
      const res = await gql<{ afterSaleApply: { afterSale: { returnOrderNumber: string; photos: Array<{ url: string }> } } }>(
        h.gateway,
        /* GraphQL */ `mutation A($n: String!, $itemId: ID, $consignee: String!, $cell: String!, $province: String!, $city: String!, $district: String!, $address: String!, $date: String!, $span: String!, $photos: [String!]) {
          afterSaleApply(orderNumber: $n, itemId: $itemId, quantity: 1, consignee: $consignee, consigneeCellphone: $cell, province: $province, city: $city, district: $district,
            detailAddress: $address, reason: "尺码不合适", pickupDate: $date, pickupTimeSpan: $span, photoKeys: $photos) { afterSale { returnOrderNumber photos { url } } } }`,
        { token: who.token, variables: applyVars(order.orderNumber, order.items[0]!.id, link.key) },
      );
      expect(res.errors).toBeUndefined();
      return res.data!.afterSaleApply.afterSale;
    };
    const theirs = await photoOf(a);
    const mine = await photoOf(b);
    const aUrl = new URL(`http://gateway.test${theirs.photos[0]!.url}`);
    const bUrl = new URL(`http://gateway.test${mine.photos[0]!.url}`);
    expect(aUrl.searchParams.get("m")).toBe(a.memberUid);
    expect((await at(aUrl.pathname + aUrl.search)).status).toBe(200);
    expect((await at(bUrl.pathname + bUrl.search)).status).toBe(200);
    // B's own link pointed at A's photo, or naming A, is refused.
    expect((await at(aUrl.pathname + bUrl.search)).status).toBe(403);
    const renamed = new URLSearchParams(bUrl.search);
    renamed.set("m", a.memberUid);
    expect((await at(aUrl.pathname + `?${renamed}`)).status).toBe(403);
    expect((await at(aUrl.pathname)).status).toBe(403);
    // And the gateway hands B no link to A's return.
    const detail = await gql<{ afterSaleDetail: { photos: unknown[] } | null }>(
      h.gateway,
      `query D($n: String!) { afterSaleDetail(returnOrderNumber: $n) { photos { url } } }`,
      {
        token: b.token,
        variables: { n: theirs.returnOrderNumber },
      },
    );
    expect(detail.data?.afterSaleDetail?.photos ?? []).toEqual([]);
  });
});

/** Variables of afterSaleApply for one unit of `itemId` with one photo, on the first pickup day offered. */
function applyVars(orderNumber: string, itemId: number, photo: string) {
  return {
    n: orderNumber,
    itemId: String(itemId),
    consignee: PICKUP.consignee,
    cell: PICKUP.consigneeCellphone,
    province: PICKUP.province,
    city: PICKUP.city,
    district: PICKUP.district,
    address: PICKUP.detailAddress,
    date: pickupDaySlots(pickupStartDate(h.clock.now())).find((s) => !s.disabled)!.form_pickupDate,
    span: "09:00-12:00",
    photos: [photo],
  };
}
