import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../../test/support/database";
import type { DatabaseHandle } from "../../../kernel/db";
import { orders, shipmentTracking } from "../../../kernel/db/schema";
import { createKuaidi100Courier, type Kuaidi100Courier } from "./courier";
import { createFakeKuaidi100, type FakeKuaidi100 } from "./fake-kuaidi100";
import { companyCode, md5Upper, parseProviderTime, pushSign, querySign, stateName } from "./protocol";

// One PGlite, one fake provider and one push endpoint for the file; each test ships its own order.
let database: DatabaseHandle;
let fake: FakeKuaidi100;
let courier: Kuaidi100Courier;
let pushServer: Server;
let fakeUrl: string;
const account = { customer: "TESTCUSTOMER0001", key: `key-${process.pid}-${Date.now()}` };
const salt = `salt-${Math.random().toString(36).slice(2)}`;
const logger = pino({ level: "silent" });

beforeAll(async () => {
  database = await createTestDatabase();
  fake = createFakeKuaidi100(account);
  const baseUrl = await fake.start();
  fakeUrl = baseUrl;
  // The gateway's push route behind a real socket, as the provider reaches it.
  let route: Kuaidi100Courier["routes"][number] | undefined;
  pushServer = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const request = new Request(`http://gateway.test${req.url}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      body: Buffer.concat(chunks),
    });
    const response = await route!.handle(request, { subpath: req.url!.replace("/providers/kuaidi100", ""), requestId: "t", log: logger });
    res.writeHead(response.status, { "content-type": "application/json" });
    res.end(await response.text());
  });
  await new Promise<void>((resolve) => pushServer.listen(0, "127.0.0.1", resolve));
  const callbackUrl = `http://127.0.0.1:${(pushServer.address() as AddressInfo).port}/providers/kuaidi100/push`;
  courier = createKuaidi100Courier(
    { baseUrl, ...account, salt, callbackUrl, queryTtlMs: 60_000, timeoutMs: 1_000 },
    { db: database.db, logger },
  );
  route = courier.routes[0];
});
afterAll(async () => {
  await new Promise<void>((resolve) => pushServer?.close(() => resolve()));
  await fake?.stop();
  await database?.close();
});

let serial = 0;
/** A shipped order with a real courier's name and its own number. */
async function shippedOrder(company = "顺丰速运"): Promise<{ id: number; shippingNumber: string }> {
  serial += 1;
  const shippingNumber = `SF${Date.now()}${serial}`;
  const [row] = await database.db
    .insert(orders)
    .values({
      orderNumber: `XLK${Date.now()}${serial}`,
      memberUid: "m-kuaidi100",
      status: "shipped",
      totalQtyOrdered: 1,
      totalItemCount: 1,
      subtotal: 399,
      totalPaid: 399,
      onlinePayAmount: 399,
      isPaid: true,
      paymentExpireAt: new Date(),
      consignee: "张三",
      consigneeCellphone: "13800138000",
      province: "北京市",
      city: "北京市",
      district: "朝阳区",
      detailAddress: "建国路 1 号",
      shippingNumber,
      shippingCompany: company,
      shippedAt: new Date(),
    })
    .returning({ id: orders.id });
  return { id: row!.id, shippingNumber };
}

const shipment = (shippingNumber: string) => ({ shippingNumber, shippingCompany: "顺丰速运", shippedAt: new Date(), city: "北京市" });
const tracking = async (orderId: number) =>
  (await database.db.select().from(shipmentTracking).where(eq(shipmentTracking.orderId, orderId)))[0];

describe("快递100 protocol", () => {
  // Test vectors computed independently of this module (Python hashlib.md5 of the same UTF-8
  // text); the provider publishes no signed example (see protocol.ts: unverified).
  it("signs a query as upper(md5(param + key + customer)) and a push as upper(md5(param + salt))", () => {
    const param = '{"com":"shunfeng","num":"SF1234567890","phone":"13800138000","resultv2":"4","show":"0","order":"desc"}';
    expect(querySign(param, "testkey", "TESTCUSTOMER")).toBe("1AE706A04A6C81FAC1128B6E412A5FF7");
    expect(md5Upper("")).toBe("D41D8CD98F00B204E9800998ECF8427E");
    expect(md5Upper("快递100")).toBe("C653E791A41D5D6BCC4A5DB7371935EF");
    const push = '{"status":"polling","lastResult":{"state":"0","com":"zhongtong","nu":"ZT1","data":[]}}';
    expect(pushSign(push, "盐")).toBe("B9130F8DA047C99A77855BAF8557BF68");
    expect(pushSign("abc", "")).toBe("900150983CD24FB0D6963F7D28E17F72");
    expect(querySign("a", "b", "c")).toBe("900150983CD24FB0D6963F7D28E17F72");
  });

  it("names states in Chinese, maps courier names to codes, reads Beijing times", () => {
    expect(stateName("3")).toBe("签收");
    expect(stateName("constructor")).toBe("运输中");
    expect(companyCode("顺丰速运")).toBe("shunfeng");
    expect(companyCode("zhongtong")).toBe("zhongtong");
    expect(companyCode("迅岚速运（演示）")).toBeNull();
    expect(parseProviderTime("2026-11-27 08:30:00")?.toISOString()).toBe("2026-11-27T00:30:00.000Z");
    expect(parseProviderTime("yesterday")).toBeNull();
  });
});

describe("快递100 courier against the fake provider", () => {
  it("subscribes a shipped parcel once, then shows what the provider pushes", async () => {
    const order = await shippedOrder();
    expect(await courier.subscribeShipped(database.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(fake.isSubscribed("shunfeng", order.shippingNumber)).toBe(true);
    const subscribes = fake.calls.subscribe;
    await courier.subscribeShipped(database.db, new Date());
    expect(fake.calls.subscribe).toBe(subscribes); // accepted rows are not sent again

    fake.scan("shunfeng", order.shippingNumber, { time: "2026-11-27 09:00:00", context: "【北京顺义】已揽收" }, "1");
    fake.scan("shunfeng", order.shippingNumber, { time: "2026-11-27 15:00:00", context: "快件到达【北京朝阳集散中心】" }, "0");
    expect(await fake.push("shunfeng", order.shippingNumber)).toEqual({ attempts: 1, acknowledged: true });
    const queries = fake.calls.query;
    const status = await courier.track(shipment(order.shippingNumber), new Date());
    expect(status).toEqual({
      state: "0",
      stateCn: "在途",
      data: [
        { time: "2026-11-27 15:00:00", ftime: "2026-11-27 15:00:00", context: "快件到达【北京朝阳集散中心】" },
        { time: "2026-11-27 09:00:00", ftime: "2026-11-27 09:00:00", context: "【北京顺义】已揽收" },
      ],
    });
    expect(fake.calls.query).toBe(queries); // answered from the push, no query
  });

  it("refuses a push with a bad signature (the provider retries, nothing stored)", async () => {
    const order = await shippedOrder();
    await courier.subscribeShipped(database.db, new Date());
    fake.scan("shunfeng", order.shippingNumber, { time: "2026-11-27 10:00:00", context: "伪造的签收" }, "3");
    expect(await fake.push("shunfeng", order.shippingNumber, { badSign: true })).toEqual({ attempts: 4, acknowledged: false });
    expect((await tracking(order.id))?.state).toBeNull();
  });

  it("applies a duplicate push once and ignores an older push that arrives late", async () => {
    const order = await shippedOrder();
    await courier.subscribeShipped(database.db, new Date());
    fake.scan("shunfeng", order.shippingNumber, { time: "2026-11-27 09:00:00", context: "已揽收" }, "1");
    fake.scan("shunfeng", order.shippingNumber, { time: "2026-11-28 09:00:00", context: "派件中" }, "5");
    fake.scan("shunfeng", order.shippingNumber, { time: "2026-11-28 12:00:00", context: "已签收，签收人：本人" }, "3");
    await fake.push("shunfeng", order.shippingNumber, { twice: true });
    // The state after the first line only, delivered after the final one: acknowledged, not applied.
    expect(await fake.push("shunfeng", order.shippingNumber, { asOf: 1 })).toEqual({ attempts: 1, acknowledged: true });
    const row = await tracking(order.id);
    expect(row).toMatchObject({ state: "3", stateCn: "签收" });
    expect(row?.data).toHaveLength(3);
  });

  it("queries on demand before any push, reuses the answer within its lifetime, and keeps the last answer when the provider fails", async () => {
    const order = await shippedOrder();
    await courier.subscribeShipped(database.db, new Date());
    fake.scan("shunfeng", order.shippingNumber, { time: "2026-11-27 11:00:00", context: "已揽收" }, "1");
    const queries = fake.calls.query;
    const now = new Date();
    expect(await courier.track(shipment(order.shippingNumber), now)).toMatchObject({ state: "1", stateCn: "揽收" });
    await courier.track(shipment(order.shippingNumber), new Date(now.getTime() + 30_000));
    expect(fake.calls.query).toBe(queries + 1);
    // Past the lifetime the provider is asked again; when it times out the last answer stands.
    fake.setDelay(1_500);
    try {
      expect(await courier.track(shipment(order.shippingNumber), new Date(now.getTime() + 120_000))).toMatchObject({
        state: "1",
        stateCn: "揽收",
      });
    } finally {
      fake.setDelay(0);
    }
  });

  it("is refused by the provider when it signs with another key, and says nothing is known", async () => {
    const order = await shippedOrder();
    const wrong = createKuaidi100Courier(
      { baseUrl: fakeUrl, customer: account.customer, key: "not-the-key", salt, callbackUrl: "http://127.0.0.1:9/none" },
      { db: database.db, logger },
    );
    const refused = fake.calls.refused;
    expect(await wrong.track(shipment(order.shippingNumber), new Date())).toEqual({ state: "", stateCn: "暂无物流信息", data: [] });
    expect(fake.calls.refused).toBe(refused + 1);
    // A subscription with the wrong key is refused too and retried later (attempts counted).
    await wrong.subscribeShipped(database.db, new Date());
    const row = await tracking(order.id);
    expect(row?.subscribedAt).toBeNull();
    expect(row?.lastSubscribeError).toContain("600");
  });

  it("does not follow a parcel whose courier it does not know", async () => {
    const order = await shippedOrder("迅岚速运（演示）");
    await courier.subscribeShipped(database.db, new Date());
    expect(await tracking(order.id)).toBeUndefined();
  });
});
