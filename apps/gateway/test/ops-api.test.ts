import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { ADDRESS_MASK, beijingDate, maskMobile, maskName } from "@xunlan/validation";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { API_KEY_SHOWN_ONCE, OPS_ACTIONS } from "../src/http/ops-actions";
import type { DatabaseHandle } from "../src/kernel/db";
import {
  auditRecords,
  couponRules,
  coupons,
  members,
  opsIdempotency,
  orderStatusHistory,
  orders,
  productColors,
  refunds,
  returnOrders,
  staffSignIns,
  stock,
} from "../src/kernel/db/schema";
import { AFTER_SALE_REASONS, pickupStartDate } from "../src/modules/after-sale/pickup-options";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { cleanUpExpired } from "../src/modules/maintenance/cleanup";
import { createArgon2Hasher } from "../src/modules/members/password-hasher";
import { PICKUP_MESSAGES } from "../src/modules/orders/pickup-service";
import { pickupDaySlots } from "../src/modules/orders/pickup-slots";
import { createStaff, SIGN_IN_FAILURES_MAX, STAFF_ROLES, type StaffRole, totpCode } from "../src/modules/staff";
import { createGateway, type Gateway } from "../src/server";
import { insertPaidOrder } from "./support/after-sale";
import { pickSkus } from "./support/commerce";
import { createTestDatabase } from "./support/database";
import { createCapturingLogger } from "./support/logs";
import { createTestClock, type TestClock } from "./support/members";

/**
 * Issue 25 §1–2: staff sign-in with password + TOTP (every attempt logged), sessions that expire
 * when idle, the /ops/api actions each by its role (and 403 for every other role), idempotency
 * (replay, 409), an audit record per action in the change's transaction and an audit table that
 * refuses UPDATE/DELETE, masked data for customer service, and the OpenAPI document. One PGlite
 * (migrated, seeded, demo catalogue) for the file; each test its own orders.
 */
let database: DatabaseHandle;
let gateway: Gateway;
const logs = createCapturingLogger();
let clock: TestClock;
const hasher = createArgon2Hasher();
const PASSWORD = "correct horse battery";
const secrets = new Map<StaffRole, string>();
const tokens = new Map<StaffRole, string>();
let serial = 0;
/** Every 200 answer of the file, checked against the served OpenAPI document at the end. */
const answered: Array<{ method: string; path: string; body: unknown }> = [];

const key = () => `test-key-${Date.now().toString(36)}-${++serial}`;

async function call(
  method: string,
  path: string,
  options: { role?: StaffRole; token?: string; apiKey?: string; body?: unknown; idem?: string | null } = {},
  // oxlint-disable-next-line typescript/no-explicit-any -- JSON answers of many shapes, checked by the assertions
): Promise<{ status: number; body: any; headers: Headers }> {
  const headers: Record<string, string> = {};
  const token = options.token ?? (options.role ? tokens.get(options.role) : undefined);
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.apiKey) headers["x-api-key"] = options.apiKey;
  if (method !== "GET" && options.idem !== null) headers["idempotency-key"] = options.idem ?? key();
  if (options.body !== undefined) headers["content-type"] = "application/json";
  const response = await gateway.fetch(
    new Request(`http://gateway.test/ops/api${path}`, {
      method,
      headers,
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
    }),
  );
  const text = await response.text();
  const body = text ? JSON.parse(text) : null;
  if (response.status === 200) answered.push({ method, path: path.split("?")[0]!, body });
  return { status: response.status, body, headers: response.headers };
}

async function signIn(loginName: string, password: string, totp: string) {
  return call("POST", "/session", { body: { loginName, password, totp }, idem: null });
}

async function auditOf(targetId: string) {
  return database.db.select().from(auditRecords).where(eq(auditRecords.targetId, targetId));
}

async function memberOrder(status: "paid" | "shipped" | "pending_payment" | "completed" = "paid") {
  const memberUid = `XLOPS${Date.now().toString(36)}${++serial}`;
  const mobile = `135${String(10_000_000 + serial).slice(-8)}`;
  await database.db.insert(members).values({ memberUid, username: mobile, cellphone: mobile });
  return insertPaidOrder(database.db, memberUid, { status, lines: [{ quantity: 2, sharePrice: 199 }] });
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  clock = createTestClock(Date.parse("2026-11-20T02:00:00Z"));
  gateway = createGateway({ db: database.db, logger: logs.logger, contentDir: null, nodeEnv: "test", ops: { clock: clock.now } });
  for (const role of STAFF_ROLES) {
    const created = await createStaff(
      database.db,
      hasher,
      { loginName: `t-${role.replace("_", "-")}`, password: PASSWORD, roles: [role] },
      clock.now(),
    );
    secrets.set(role, created.totpSecret);
    const signed = await signIn(`t-${role.replace("_", "-")}`, PASSWORD, totpCode(created.totpSecret, clock.now()));
    if (signed.status !== 200) throw new Error(`sign-in of ${role} failed: ${JSON.stringify(signed.body)}`);
    tokens.set(role, signed.body.token);
  }
}, 60_000);

afterAll(async () => {
  await database?.close();
});

describe("sign-in", () => {
  it("needs the password and a current TOTP code, logs every attempt and accepts a code once", async () => {
    const secret = secrets.get("finance")!;
    const before = await database.db.select().from(staffSignIns).where(eq(staffSignIns.loginName, "t-finance"));
    clock.advance(30_000);
    const code = totpCode(secret, clock.now());
    const wrongCode = code === "000000" ? "111111" : "000000";
    const refusedCode = await signIn("t-finance", PASSWORD, wrongCode);
    expect(refusedCode.status).toBe(401);
    expect(refusedCode.body).toMatchObject({ code: "401", statusCode: 401, message: "账号、密码或动态验证码错误" });
    const refusedPassword = await signIn("t-finance", "wrong password!!", code);
    expect(refusedPassword.status).toBe(401);
    expect((await signIn("nobody-here", PASSWORD, code)).status).toBe(401);
    const ok = await signIn("t-finance", PASSWORD, code);
    expect(ok.status).toBe(200);
    expect(ok.body.roles).toEqual(["finance"]);
    // RFC 6238 §5.2: the same code does not sign in twice.
    expect((await signIn("t-finance", PASSWORD, code)).status).toBe(401);
    const log = await database.db.select().from(staffSignIns).where(eq(staffSignIns.loginName, "t-finance"));
    const fresh = log.slice(before.length).map((row) => [row.success, row.reason]);
    expect(fresh).toEqual([
      [false, "totp"],
      [false, "password"],
      [true, "ok"],
      [false, "totp_reused"],
    ]);
    const unknown = await database.db.select().from(staffSignIns).where(eq(staffSignIns.loginName, "nobody-here"));
    expect(unknown.map((row) => row.reason)).toEqual(["unknown"]);
  });

  it("refuses a login name '429' after repeated failures, even with the right factors", async () => {
    const created = await createStaff(database.db, hasher, { loginName: "t-guessed", password: PASSWORD, roles: ["finance"] }, clock.now());
    for (let i = 0; i < SIGN_IN_FAILURES_MAX; i++) expect((await signIn("t-guessed", "not the password", "123456")).status).toBe(401);
    const blocked = await signIn("t-guessed", PASSWORD, totpCode(created.totpSecret, clock.now()));
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("429");
    clock.advance(15 * 60_000 + 30_000);
    expect((await signIn("t-guessed", PASSWORD, totpCode(created.totpSecret, clock.now()))).status).toBe(200);
  });

  it("ends a session after 8 h idle, keeps one in use, and ends it on sign-out", async () => {
    const secret = secrets.get("admin")!;
    clock.advance(30_000);
    const { body } = await signIn("t-admin", PASSWORD, totpCode(secret, clock.now()));
    const token = body.token as string;
    clock.advance(7 * 3_600_000);
    expect((await call("GET", "/staff", { token })).status).toBe(200);
    clock.advance(7 * 3_600_000); // 14 h after sign-in, 7 h after the last use
    expect((await call("GET", "/staff", { token })).status).toBe(200);
    clock.advance(8 * 3_600_000 + 1_000);
    const expired = await call("GET", "/staff", { token });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("401");
    clock.advance(30_000);
    const again = await signIn("t-admin", PASSWORD, totpCode(secret, clock.now()));
    expect((await call("POST", "/session/sign-out", { token: again.body.token, idem: null })).status).toBe(200);
    expect((await call("GET", "/staff", { token: again.body.token })).status).toBe(401);
    // Keep every role's own session alive for the rest of the file.
    for (const role of STAFF_ROLES) {
      clock.advance(30_000);
      const renewed = await signIn(`t-${role.replace("_", "-")}`, PASSWORD, totpCode(secrets.get(role)!, clock.now()));
      tokens.set(role, renewed.body.token);
    }
  });

  it("refuses a disabled staff member and ends their sessions", async () => {
    const created = await call("POST", "/staff", {
      role: "admin",
      body: { loginName: "t-leaver", password: PASSWORD, roles: ["fulfilment"] },
    });
    expect(created.status).toBe(200);
    const code = totpCode(created.body.totpSecret, clock.now());
    const signed = await signIn("t-leaver", PASSWORD, code);
    expect(signed.status).toBe(200);
    const disabled = await call("POST", `/staff/${created.body.id}`, { role: "admin", body: { disabled: true } });
    expect(disabled.body.disabled).toBe(true);
    expect((await call("GET", "/orders", { token: signed.body.token })).status).toBe(401);
    clock.advance(30_000);
    expect((await signIn("t-leaver", PASSWORD, totpCode(created.body.totpSecret, clock.now()))).status).toBe(401);
  });
});

describe("roles", () => {
  // Every action refuses every role it does not name — before validation, idempotency or any effect.
  const cases = OPS_ACTIONS.flatMap((action) =>
    STAFF_ROLES.filter((role) => !action.roles.includes(role)).map((role) => ({ action, role })),
  );
  it.each(cases.map((c) => [c.action.method, c.action.path, c.role, c.action] as const))(
    "%s %s is 403 for %s",
    async (method, path, role) => {
      const concrete = path.replace(/\{(\w+)\}/g, "X0000001");
      const before = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditRecords);
      const response = await call(method, concrete, { role, body: method === "POST" ? {} : undefined });
      expect(response.status).toBe(403);
      expect(response.body).toMatchObject({ code: "403", statusCode: 403, reason: "ROLE_REQUIRED" });
      const after = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditRecords);
      expect(after[0]!.n).toBe(before[0]!.n);
    },
  );

  it("answers 401 without credentials and takes an API key with its roles as scopes", async () => {
    expect((await call("GET", "/orders")).status).toBe(401);
    expect((await call("GET", "/orders", { apiKey: "xok_not-a-key" })).status).toBe(401);
    const made = await call("POST", "/api-keys", { role: "admin", body: { name: "OMS", roles: ["fulfilment"] } });
    expect(made.status).toBe(200);
    expect(made.body.key).toMatch(/^xok_/);
    expect((await call("GET", "/orders", { apiKey: made.body.key })).status).toBe(200);
    expect((await call("POST", "/stock", { apiKey: made.body.key, body: { items: [] } })).status).toBe(403);
    const listed = await call("GET", "/api-keys", { role: "admin" });
    expect(listed.body.items.find((k: { id: number }) => k.id === made.body.id)).toMatchObject({ name: "OMS", roles: ["fulfilment"] });
    expect(JSON.stringify(listed.body)).not.toContain(made.body.key);
    const revoked = await call("POST", `/api-keys/${made.body.id}/revoke`, { role: "admin", body: {} });
    expect(revoked.body.revokedAt).not.toBeNull();
    expect((await call("GET", "/orders", { apiKey: made.body.key })).status).toBe(401);
  });
});

describe("fulfilment", () => {
  it("ships a paid order with courier and tracking number, audited in the same change", async () => {
    const order = await memberOrder("paid");
    const shipped = await call("POST", `/orders/${order.orderNumber}/ship`, {
      role: "fulfilment",
      body: { courier: "顺丰速运", trackingNumber: "SF1234567890" },
    });
    expect(shipped.status).toBe(200);
    expect(shipped.body).toEqual({ orderNumber: order.orderNumber, status: "shipped", statusText: "已发货" });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order.id));
    expect([row!.shippingCompany, row!.shippingNumber]).toEqual(["顺丰速运", "SF1234567890"]);
    const audit = await auditOf(order.orderNumber);
    expect(audit.map((a) => [a.action, a.actorName, a.before, a.after])).toEqual([
      ["order.ship", "t-fulfilment", { status: "paid" }, { status: "shipped", courier: "顺丰速运", trackingNumber: "SF1234567890" }],
    ]);
    // A second ship is refused and leaves no record.
    const again = await call("POST", `/orders/${order.orderNumber}/ship`, {
      role: "fulfilment",
      body: { courier: "顺丰速运", trackingNumber: "SF1234567890" },
    });
    expect(again.status).toBe(400);
    expect(await auditOf(order.orderNumber)).toHaveLength(1);
  });

  it("marks a pickup order ready and collects it by its code", async () => {
    const order = await memberOrder("paid");
    const code = String(100000000000 + serial * 7919).slice(0, 12);
    await database.db.update(orders).set({ pickUpSelf: true, storeCode: "XLSH01", pickupCode: code }).where(eq(orders.id, order.id));
    const ready = await call("POST", `/orders/${order.orderNumber}/pickup-ready`, { role: "fulfilment", body: {} });
    expect(ready.status).toBe(200);
    expect(ready.body.statusText).toBe("待自提");
    const collected = await call("POST", "/pickups/collect", { role: "fulfilment", body: { code, storeCode: "XLSH01" } });
    expect(collected.status).toBe(200);
    expect(collected.body).toMatchObject({ orderNumber: order.orderNumber, status: "completed" });
    const audit = await auditOf(order.orderNumber);
    expect(audit.map((a) => a.action)).toEqual(["order.pickup_ready", "order.pickup_collected"]);
    const twice = await call("POST", "/pickups/collect", { role: "fulfilment", body: { code } });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(PICKUP_MESSAGES.collected);
  });
});

describe("customer service", () => {
  it("finds orders by mobile with masked data, and reads a member masked", async () => {
    const order = await memberOrder("shipped");
    const mobile = `139${String(10_000_000 + serial).slice(-8)}`;
    await database.db.update(orders).set({ consigneeCellphone: mobile }).where(eq(orders.id, order.id));
    const found = await call("GET", `/orders?mobile=${mobile}`, { role: "customer_service" });
    expect(found.status).toBe(200);
    expect(found.body.items).toHaveLength(1);
    expect(found.body.items[0]).toMatchObject({
      orderNumber: order.orderNumber,
      consignee: maskName("张三"),
      consigneeCellphone: maskMobile(mobile),
      masked: true,
    });
    const detail = await call("GET", `/orders/${order.orderNumber}`, { role: "customer_service" });
    expect(detail.body.address).toBe(ADDRESS_MASK);
    expect(JSON.stringify(detail.body)).not.toContain(mobile);
    // Fulfilment ships to the address: it sees it.
    const plain = await call("GET", `/orders/${order.orderNumber}`, { role: "fulfilment" });
    expect(plain.body).toMatchObject({ consigneeCellphone: mobile, masked: false, address: "上海市上海市黄浦区南京东路 1 号" });
    const byStatus = await call("GET", `/orders?number=${order.orderNumber}&status=paid`, { role: "finance" });
    expect(byStatus.body.items).toHaveLength(0);
    expect((await call("GET", "/orders?status=lost", { role: "finance" })).status).toBe(400);

    await database.db.insert(members).values({
      memberUid: `XLM${serial}`,
      username: mobile,
      cellphone: mobile,
      name: "王小明",
      email: "wangxm@example.cn",
      birthday: "1990-01-02",
    });
    const member = await call("GET", `/members?mobile=${mobile}`, { role: "customer_service" });
    expect(member.body).toMatchObject({
      mobile: maskMobile(mobile),
      name: "王**",
      email: "wan***@example.cn",
      birthday: "********",
      masked: true,
    });
  });

  it("adds a note, cancels a paid order on request (refunded), opens, approves and refuses returns", async () => {
    const paid = await memberOrder("paid");
    const note = await call("POST", `/orders/${paid.orderNumber}/notes`, { role: "customer_service", body: { text: "顾客来电要求取消" } });
    expect(note.body).toMatchObject({ author: "t-customer-service", text: "顾客来电要求取消" });
    const cancelled = await call("POST", `/orders/${paid.orderNumber}/cancel`, {
      role: "customer_service",
      body: { reason: "顾客来电取消" },
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ status: "refunded", statusText: "已退款" });
    const [refund] = await database.db.select().from(refunds).where(eq(refunds.orderId, paid.id));
    expect(refund).toMatchObject({ amount: 398, status: "succeeded" });
    expect((await auditOf(paid.orderNumber)).map((a) => a.action)).toEqual(["order.note", "order.cancel"]);

    const unpaid = await memberOrder("pending_payment");
    const dropped = await call("POST", `/orders/${unpaid.orderNumber}/cancel`, {
      role: "customer_service",
      body: { reason: "顾客不想要了" },
    });
    expect(dropped.body).toMatchObject({ status: "cancelled", statusText: "已取消", refundNo: null });

    const shipped = await memberOrder("shipped");
    const now = clock.now();
    const pickupDate = pickupDaySlots(pickupStartDate(now)).find((s) => !s.disabled)!.form_pickupDate;
    const detail = await call("GET", `/orders/${shipped.orderNumber}`, { role: "customer_service" });
    const opened = await call("POST", `/orders/${shipped.orderNumber}/returns`, {
      role: "customer_service",
      body: {
        items: [{ itemId: detail.body.items[0].itemId, quantity: 1 }],
        reason: AFTER_SALE_REASONS[0],
        pickupDate,
        pickupTimeSpan: "13:00-18:00",
      },
    });
    expect(opened.status).toBe(200);
    expect(opened.body).toMatchObject({ orderNumber: shipped.orderNumber, status: "applied", refundAmount: 199 });
    const approved = await call("POST", `/returns/${opened.body.returnOrderNumber}/approve`, {
      role: "customer_service",
      body: { note: "照片清楚" },
    });
    expect(approved.status).toBe(200);
    const refused = await call("POST", `/returns/${opened.body.returnOrderNumber}/refuse`, {
      role: "customer_service",
      body: { reason: "超过退货期" },
    });
    expect(refused.body.status).toBe("cancelled");
    const [back] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, shipped.id));
    expect(back!.status).toBe("shipped");
    expect((await auditOf(opened.body.returnOrderNumber)).map((a) => a.action)).toEqual(["return.approve", "return.refuse"]);
    // The order's history names customer service, not the member, for what staff did.
    const history = await database.db
      .select({ to: orderStatusHistory.toStatus, actor: orderStatusHistory.actor })
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, shipped.id))
      .orderBy(orderStatusHistory.id);
    expect(history.slice(-2)).toEqual([
      { to: "after_sale", actor: "staff" },
      { to: "shipped", actor: "staff" },
    ]);
  });
});

describe("returns and refunds", () => {
  it("fulfilment receives a return (refund sent) and finance refunds part of an order", async () => {
    const shipped = await memberOrder("shipped");
    const pickupDate = pickupDaySlots(pickupStartDate(clock.now())).find((s) => !s.disabled)!.form_pickupDate;
    const detail = await call("GET", `/orders/${shipped.orderNumber}`, { role: "customer_service" });
    const opened = await call("POST", `/orders/${shipped.orderNumber}/returns`, {
      role: "customer_service",
      body: {
        items: [{ itemId: detail.body.items[0].itemId, quantity: 2 }],
        reason: AFTER_SALE_REASONS[0],
        pickupDate,
        pickupTimeSpan: "09:00-12:00",
      },
    });
    const received = await call("POST", `/returns/${opened.body.returnOrderNumber}/receive`, { role: "fulfilment", body: {} });
    expect(received.status).toBe(200);
    expect(received.body.status).toBe("refunding");
    const [settled] = await database.db
      .select()
      .from(returnOrders)
      .where(eq(returnOrders.returnOrderNumber, opened.body.returnOrderNumber));
    expect(settled!.status).toBe("refunded");
    const [after] = await database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, shipped.id));
    expect(after!.status).toBe("refunded");

    const completed = await memberOrder("completed");
    const refund = await call("POST", `/orders/${completed.orderNumber}/refund`, {
      role: "finance",
      body: { amountFen: 5_000, reason: "价保补差" },
    });
    expect(refund.status).toBe(200);
    expect(refund.body).toMatchObject({ orderNumber: completed.orderNumber, amountFen: 5_000 });
    const too = await call("POST", `/orders/${completed.orderNumber}/refund`, {
      role: "finance",
      body: { amountFen: 40_000, reason: "超额" },
    });
    expect(too.status).toBe(400);
    expect(too.body.field).toBe("amountFen");
    const [row] = await database.db.select().from(refunds).where(eq(refunds.refundNo, refund.body.refundNo));
    expect(row!.status).toBe("succeeded");
    expect((await auditOf(completed.orderNumber)).map((a) => a.action)).toEqual(["order.refund"]);

    const report = await call("GET", `/reports/reconciliation?day=${beijingDate(clock.now())}`, { role: "finance" });
    expect(report.status).toBe(200);
    expect(report.body.refunds.count).toBeGreaterThanOrEqual(1);
  });
});

describe("merchandising", () => {
  it("sets stock in bulk, changes a price, unpublishes and republishes a colour, issues coupons", async () => {
    const [a, b] = await pickSkus(database.db, { count: 2 });
    const upsert = await call("POST", "/stock", {
      role: "merchandising",
      body: {
        items: [
          { sku: a!.ean, storeCode: ONLINE_WAREHOUSE_CODE, qty: 0 },
          { sku: b!.ean, storeCode: "XLSH01", qty: 7 },
        ],
      },
    });
    expect(upsert.status).toBe(200);
    const [rowA] = await database.db
      .select()
      .from(stock)
      .where(and(eq(stock.sku, a!.ean), eq(stock.storeCode, ONLINE_WAREHOUSE_CODE)));
    const [rowB] = await database.db
      .select()
      .from(stock)
      .where(and(eq(stock.sku, b!.ean), eq(stock.storeCode, "XLSH01")));
    expect([rowA!.qty, rowB!.qty]).toEqual([0, 7]);
    expect(await auditOf(`${a!.ean}@${ONLINE_WAREHOUSE_CODE}`)).toHaveLength(1);
    const unknown = await call("POST", "/stock", {
      role: "merchandising",
      body: { items: [{ sku: "NOPE", storeCode: "XLSH01", qty: 1 }] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.field).toBe("items.0.sku");

    const [color] = await database.db.select().from(productColors).where(eq(productColors.id, a!.colorId));
    const priced = await call("POST", `/colors/${color!.productId}/price`, {
      role: "merchandising",
      body: { priceFen: 59_900, slashPriceFen: null },
    });
    expect(priced.body).toEqual({ productId: color!.productId, priceFen: 59_900, slashPriceFen: null });
    const hidden = await call("POST", `/colors/${color!.productId}/publish`, { role: "merchandising", body: { publish: false } });
    expect(hidden.body.publish).toBe(false);
    const [now] = await database.db.select().from(productColors).where(eq(productColors.id, a!.colorId));
    expect([now!.price, now!.publish]).toEqual([599, false]);
    await call("POST", `/colors/${color!.productId}/publish`, { role: "merchandising", body: { publish: true } });
    expect((await auditOf(color!.productId)).map((r) => r.action)).toEqual(["color.price", "color.unpublish", "color.publish"]);

    const mobile = `137${String(10_000_000 + serial).slice(-8)}`;
    const memberUid = `XLC${serial}`;
    await database.db.insert(members).values({ memberUid, username: mobile, cellphone: mobile });
    await database.db.insert(couponRules).values({
      key: "ops-test-rule",
      name: "运营测试券",
      couponTypeName: "满减券",
      promotionType: "fixed",
      value: 20,
      validDays: 30,
      startDate: new Date("2026-01-01T00:00:00Z"),
      endDate: new Date("2027-01-01T00:00:00Z"),
    });
    const issued = await call("POST", "/coupons/issue", {
      role: "merchandising",
      body: { ruleKey: "ops-test-rule", mobiles: [mobile, "13000000000"] },
    });
    expect(issued.body).toEqual({ ruleKey: "ops-test-rule", issued: 1, alreadyHeld: 0, unknownMobiles: ["13000000000"] });
    expect(await database.db.select().from(coupons).where(eq(coupons.memberUid, memberUid))).toHaveLength(1);
  });
});

describe("idempotency", () => {
  it("answers a replay from the store without a second effect, and 409 for another body", async () => {
    const order = await memberOrder("completed");
    const idem = key();
    const first = await call("POST", `/orders/${order.orderNumber}/refund`, {
      role: "finance",
      idem,
      body: { amountFen: 1_000, reason: "补偿" },
    });
    const second = await call("POST", `/orders/${order.orderNumber}/refund`, {
      role: "finance",
      idem,
      body: { amountFen: 1_000, reason: "补偿" },
    });
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await database.db.select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
    expect(await auditOf(order.orderNumber)).toHaveLength(1);
    const other = await call("POST", `/orders/${order.orderNumber}/refund`, {
      role: "finance",
      idem,
      body: { amountFen: 2_000, reason: "补偿" },
    });
    expect(other.status).toBe(409);
    expect(other.body).toMatchObject({ statusCode: 409, reason: "IDEMPOTENCY_KEY_REUSED" });
    const missing = await call("POST", `/orders/${order.orderNumber}/notes`, { role: "customer_service", idem: null, body: { text: "x" } });
    expect(missing.status).toBe(400);
    expect(missing.body.reason).toBe("IDEMPOTENCY_KEY_REQUIRED");
  });

  it("never keeps an API key in a stored answer", async () => {
    const idem = key();
    const made = await call("POST", "/api-keys", { role: "admin", idem, body: { name: "ERP", roles: ["merchandising"] } });
    const replay = await call("POST", "/api-keys", { role: "admin", idem, body: { name: "ERP", roles: ["merchandising"] } });
    expect(made.body.key).toMatch(/^xok_/);
    expect(replay.body).toEqual({ ...made.body, key: API_KEY_SHOWN_ONCE });
  });
});

describe("audit", () => {
  it("lists records for admin and refuses UPDATE and DELETE in PostgreSQL", async () => {
    const listed = await call("GET", "/audit?action=order.ship&limit=5", { role: "admin" });
    expect(listed.status).toBe(200);
    expect(listed.body.items.length).toBeGreaterThan(0);
    expect(listed.body.items.every((r: { action: string }) => r.action === "order.ship")).toBe(true);
    const refusal = async (attempt: Promise<unknown>) => {
      const error = await attempt.then(
        () => null,
        (caught: unknown) => caught,
      );
      return String((error as { cause?: unknown } | null)?.cause ?? error);
    };
    expect(await refusal(database.db.update(auditRecords).set({ actorName: "someone else" }))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(database.db.delete(auditRecords))).toMatch(/append-only: DELETE refused/);
    expect(await refusal(database.db.execute(sql`truncate audit_records`))).toMatch(/append-only: TRUNCATE refused/);
    const [still] = await database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditRecords)
      .where(eq(auditRecords.actorName, "someone else"));
    expect(still!.n).toBe(0);
  });
});

describe("clean-up", () => {
  it("removes ended staff sessions and week-old stored answers, never audit records", async () => {
    const audits = await database.db.select({ n: sql<number>`count(*)::int` }).from(auditRecords);
    const removed = await cleanUpExpired(database.db, new Date(clock.now().getTime() + 8 * 86_400_000));
    expect(removed?.staffSessions).toBeGreaterThan(0);
    expect(removed?.opsIdempotency).toBeGreaterThan(0);
    expect(await database.db.select().from(opsIdempotency)).toEqual([]);
    expect(await database.db.select({ n: sql<number>`count(*)::int` }).from(auditRecords)).toEqual(audits);
  });
});

describe("OpenAPI", () => {
  it("is an OpenAPI 3.1 document covering every action with its schemas", async () => {
    const response = await gateway.fetch(new Request("http://gateway.test/ops/api/openapi.json"));
    expect(response.status).toBe(200);
    type Operation = { "x-roles": string[]; parameters: unknown[] };
    const doc = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, Operation>>;
      components: { schemas: Record<string, unknown> };
    };
    expect(doc.openapi).toBe("3.1.0");
    for (const action of OPS_ACTIONS) {
      const operation = doc.paths[`/ops/api${action.path}`]?.[action.method.toLowerCase()];
      expect(operation?.["x-roles"]).toEqual(action.roles);
      const refs = JSON.stringify(operation).match(/#\/components\/schemas\/\w+/g) ?? [];
      expect(refs.length).toBeGreaterThan(0);
      expect(refs.filter((ref) => doc.components.schemas[ref.split("/").pop()!] === undefined)).toEqual([]);
      expect(JSON.stringify(operation?.parameters).includes("idempotencyKey")).toBe(action.mutating);
    }
    expect(Object.keys(doc.paths).sort()).toEqual(
      [...new Set(["/ops/api/session", "/ops/api/session/sign-out", ...OPS_ACTIONS.map((a) => `/ops/api${a.path}`)])].sort(),
    );
    // Each action answered at least once in this file, and every answer matches the document.
    const actionOf = (method: string, path: string) =>
      OPS_ACTIONS.find((a) => a.method === method && new RegExp(`^${a.path.replace(/\{\w+\}/g, "[^/]+")}$`).test(path));
    const schemaOf = (name: string) =>
      z.fromJSONSchema(doc.components.schemas[`${name}Response`] as Parameters<typeof z.fromJSONSchema>[0]);
    const mismatches = answered
      .map((a) => ({ ...a, action: actionOf(a.method, a.path) }))
      .filter(
        (a) =>
          a.action && !schemaOf(a.action.operationId.charAt(0).toUpperCase() + a.action.operationId.slice(1)).safeParse(a.body).success,
      );
    expect(mismatches.map((m) => `${m.method} ${m.path}`)).toEqual([]);
    const unanswered = OPS_ACTIONS.filter((a) => !answered.some((x) => actionOf(x.method, x.path) === a)).map((a) => a.operationId);
    expect(unanswered).toEqual([]);
    const unknown = await call("GET", "/nothing-here", { role: "admin" });
    expect(unknown.status).toBe(404);
  });
});
