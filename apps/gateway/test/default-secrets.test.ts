import { mkdtempSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../src/db";
import { orders } from "../src/db/schema";
import { seedCatalogue } from "../src/db/seed/catalogue";
import { loadEnv } from "../src/env";
import { type InstallSecrets, loadInstallSecrets, tokenSecretFile } from "../src/install-secrets";
import { createPaymentRoutes, createSandboxPaymentProvider } from "../src/modules/payments";
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, signPayload } from "../src/modules/payments/signature";
import { SUBMIT, pickSkus, setStock } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { type MemberHarness, createMemberHarness, loginBySms, randomMobile } from "./support/members";

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
    expect(env).toMatchObject({ nodeEnv: "production", payments: { provider: "sandbox", sandboxSecret: undefined }, storage: { provider: "sandbox", sandboxSecret: undefined } });
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
      loadEnv({ NODE_ENV: "production", PGLITE_DATA_DIR: join(dir, "pglite"), PAYMENT_SANDBOX_SECRET: "pay-0123456789abcdef", STORAGE_SANDBOX_SECRET: "store-0123456789abcdef" }),
    );
    expect(set).toMatchObject({ payments: "pay-0123456789abcdef", storage: "store-0123456789abcdef" });
    // Several gateways on one PostgreSQL share no disk: they must share TOKEN_SECRET (every
    // derived key follows from it), so a start without it is refused.
    const deployment = loadEnv({ NODE_ENV: "production", DATABASE_URL: "postgres://x@127.0.0.1:1/x", ALLOW_SANDBOX_PROVIDERS: "1", PGLITE_DATA_DIR: join(dir, "pglite") });
    expect(() => loadInstallSecrets(deployment)).toThrow(/TOKEN_SECRET/);
    const shared = { TOKEN_SECRET: "a-shared-token-secret-0123456789abcdef" };
    const a = loadInstallSecrets(loadEnv({ ...shared, NODE_ENV: "production", DATABASE_URL: "postgres://x@127.0.0.1:1/x", PGLITE_DATA_DIR: join(dir, "a", "pglite") }));
    const b = loadInstallSecrets(loadEnv({ ...shared, NODE_ENV: "production", DATABASE_URL: "postgres://x@127.0.0.1:1/x", PGLITE_DATA_DIR: join(dir, "b", "pglite") }));
    expect(a).toEqual(b);
    expect(a.payments).not.toBe(FORMER_PAYMENT_DEFAULT);
  });
});

// The gateway wired as main.ts wires it on a production start's secrets.
let database: DatabaseHandle;
let h: MemberHarness;
let secrets: InstallSecrets;
let cashier: ReturnType<typeof createSandboxPaymentProvider>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  secrets = loadInstallSecrets(productionEnv(mkdtempSync(join(tmpdir(), "xunlan-secrets-gw-"))));
  cashier = createSandboxPaymentProvider({ secret: secrets.payments, db: database.db });
  h = createMemberHarness(database.db, {
    payments: { provider: cashier, routes: (clock, logger) => createPaymentRoutes({ db: database.db, logger, providers: [cashier], sandbox: cashier, clock }) },
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
      variables: { products: [{ ean: sku!.ean, quantity: 1 }], address: { consignee: "张三", consigneeCellphone: "13800138000", province: "上海市", city: "上海市", district: "徐汇区", detailAddress: "漕溪北路 88 号", postCode: "200030" } },
    });
    const orderNumber = submitted.data!.submitOrder.orderNumber;
    const pay = await gql<{ payOrder: { checkSn: string; amount: number } }>(h.gateway, `mutation P($n: String!) { payOrder(orderNumber: $n, payType: "wechat") { checkSn amount } }`, {
      token: m.token,
      variables: { n: orderNumber },
    });
    const { checkSn, amount } = pay.data!.payOrder;
    const timestamp = Math.floor(h.clock.now().getTime() / 1000);
    const body = JSON.stringify({ eventId: "evt-forged-1", type: "paid", paymentNo: checkSn, amount, occurredAt: h.clock.now().toISOString(), providerTradeNo: "FORGED" });
    const forged = await at("/payments/notify/sandbox", {
      method: "POST",
      body,
      headers: { "content-type": "application/json", [TIMESTAMP_HEADER]: String(timestamp), [SIGNATURE_HEADER]: signPayload(FORMER_PAYMENT_DEFAULT, timestamp, body) },
    });
    expect(forged.status).toBe(401);
    const [order] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(order!.status).toBe("pending_payment");
    // The same event signed by the install's cashier is what pays it.
    const genuine = cashier.signEvent({ eventId: "evt-genuine-1", type: "paid", paymentNo: checkSn, amount, occurredAt: h.clock.now(), providerTradeNo: "T1" }, h.clock.now());
    expect((await at("/payments/notify/sandbox", { method: "POST", body: genuine.body, headers: genuine.headers })).status).toBe(200);
    const [paid] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.orderNumber, orderNumber));
    expect(paid!.status).toBe("paid");
  });
});
