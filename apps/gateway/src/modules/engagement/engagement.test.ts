import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../../test/support/database";
import { gql } from "../../../test/support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "../../../test/support/members";
import type { Database, DatabaseHandle } from "../../kernel/db";
import { seedCatalogue } from "../catalog/seed/catalogue";
import { type CustomerServiceProvider, sendCustomerServiceMessage } from "./engagement-service";

const rows = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe("search history, recently viewed, store stock, sharing, subscription, customer service", () => {
  let database: DatabaseHandle;
  let db: Database;
  let h: MemberHarness;
  let guest: string;
  let member: string;
  let productIds: string[];

  beforeAll(async () => {
    database = await createTestDatabase();
    db = database.db;
    await seedCatalogue(db);
    h = createMemberHarness(db);
    const auth = await gql<{ webAuthorization: { token: string } }>(h.gateway, "mutation { webAuthorization { token } }");
    guest = auth.data!.webAuthorization.token;
    member = (await loginBySms(h, randomMobile())).userToken;
    productIds = (
      await rows<{ product_id: string }>(
        db,
        sql`select product_id from product_colors where enable_at_website and publish order by id limit 12`,
      )
    ).map((r) => r.product_id);
  });
  afterAll(async () => {
    await database?.close();
  });

  it("keeps a member's latest 10 searches, newest first; a known keyword keeps its place; blank ignored; clear empties it", async () => {
    const save = (keyword: string) =>
      gql<{ saveSearchHistory: string[] }>(h.gateway, "mutation($k: String!) { saveSearchHistory(keyword: $k) }", {
        token: member,
        variables: { k: keyword },
      });
    for (let i = 1; i <= 12; i++) await save(`词${i}`);
    let history = (await save("词5")).data!.saveSearchHistory;
    expect(history).toHaveLength(10);
    expect(history[0]).toBe("词12");
    expect(history).toContain("词5");
    expect(history).not.toContain("词1");
    history = (await save("   ")).data!.saveSearchHistory;
    expect(history).toHaveLength(10);
    const read = await gql<{ searchHistory: string[] }>(h.gateway, "{ searchHistory }", { token: member });
    expect(read.data!.searchHistory).toEqual(history);
    await gql(h.gateway, "mutation { clearSearchHistory }", { token: member });
    expect((await gql<{ searchHistory: string[] }>(h.gateway, "{ searchHistory }", { token: member })).data!.searchHistory).toEqual([]);
  });

  it("search history is for members: a guest gets 403, no token 401", async () => {
    const asGuest = await gql(h.gateway, "{ searchHistory }", { token: guest });
    expect(asGuest.errors?.[0]?.extensions?.code).toBe("403");
    const anonymous = await gql(h.gateway, "{ searchHistory }");
    expect(anonymous.errors?.[0]?.extensions?.code).toBe("401");
  });

  it("recently viewed: newest first, a repeat moves to the front, unknown products are 404", async () => {
    const view = (productId: string) =>
      gql(h.gateway, "mutation($p: String!) { saveLatestView(productId: $p) }", { token: member, variables: { p: productId } });
    for (const id of productIds.slice(0, 4)) await view(id);
    await view(productIds[1]!);
    const latest = await gql<{ getLatestView: string[] }>(h.gateway, "{ getLatestView(pageSize: 3) }", { token: member });
    expect(latest.data!.getLatestView).toEqual([productIds[1], productIds[3], productIds[2]]);
    const unknown = await view("XL00XX0000-000");
    expect(unknown.errors?.[0]?.extensions?.code).toBe("404");
  });

  it("per-size stock of a colour in stores, nearest first to a position", async () => {
    const [stocked] = await rows<{ product_id: string }>(
      db,
      sql`select c.product_id from product_colors c join product_sizes z on z.color_id = c.id join stock s on s.sku = z.ean
           join stores st on st.oms_store_code = s.store_code and st.store_type <> 'warehouse'
          where s.qty - s.lock_qty > 0 group by c.product_id order by count(distinct st.id) desc limit 1`,
    );
    const res = await gql<{
      getStoreStockData: Array<{ store: { storeName: string; distance: number }; sizes: Array<{ saleableQty: number }> }>;
    }>(
      h.gateway,
      `query($p: String!) { getStoreStockData(productId: $p, longitude: 121.47, latitude: 31.23, limit: 20) { store { storeName distance } sizes { ean label saleableQty } } }`,
      { token: guest, variables: { p: stocked!.product_id } },
    );
    const list = res.data!.getStoreStockData;
    expect(list.length).toBeGreaterThan(0);
    const distances = list.map((s) => s.store.distance);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const s of list) for (const size of s.sizes) expect(size.saleableQty).toBeGreaterThan(0);
  });

  it("subscribes a mobile once with its consent; errors say why", async () => {
    const mobile = randomMobile();
    const subscribe = (m: string, consent = true) =>
      gql<{ memberSubscribe: { alreadySubscribed: boolean; message: string } }>(
        h.gateway,
        'mutation($m: String!, $c: Boolean!) { memberSubscribe(mobile: $m, consent: $c, consentText: "我同意接收迅岚的短信资讯", source: "footer") { mobile alreadySubscribed message } }',
        { token: guest, variables: { m, c: consent } },
      );
    const first = (await subscribe(mobile)).data!.memberSubscribe;
    expect(first).toEqual({ mobile, alreadySubscribed: false, message: "订阅成功" });
    // issue 21 item 7: a mobile already on the list gets the very same answer (nobody learns who is).
    expect((await subscribe(mobile)).data!.memberSubscribe).toEqual(first);
    const stored = await rows<{ n: number; consent_text: string }>(
      db,
      sql`select count(*)::int as n, max(consent_text) as consent_text from mobile_subscriptions where mobile = ${mobile}`,
    );
    expect(Number(stored[0]!.n)).toBe(1);
    expect(stored[0]!.consent_text).toBe("我同意接收迅岚的短信资讯");
    expect((await subscribe("")).errors?.[0]?.message).toBe("请输入手机号码");
    expect((await subscribe("12345")).errors?.[0]?.message).toBe("请输入正确的手机号码");
    expect((await subscribe(randomMobile(), false)).errors?.[0]?.message).toBe("请先阅读并同意订阅条款");
  });

  it("customer service: stores the question and answers with a ticket number; 5 per hour per mobile", async () => {
    const mobile = randomMobile();
    const send = (content: string) =>
      gql<{ sendCustomerServiceMessage: { ticketNo: string; message: string } }>(
        h.gateway,
        'mutation($m: String!, $c: String!) { sendCustomerServiceMessage(mobile: $m, content: $c, topic: "订单与配送") { ticketNo createdAt message } }',
        { token: guest, variables: { m: mobile, c: content } },
      );
    const first = (await send("我的订单什么时候发货？")).data!.sendCustomerServiceMessage;
    expect(first.ticketNo).toMatch(/^CS\d{8}-\d{6}$/);
    expect(first.message).toContain(first.ticketNo);
    const [stored] = await rows<{ content: string; provider: string }>(
      db,
      sql`select content, provider from customer_service_tickets where ticket_no = ${first.ticketNo}`,
    );
    expect(stored).toEqual({ content: "我的订单什么时候发货？", provider: "sandbox" });
    for (let i = 0; i < 4; i++) expect((await send(`问题 ${i}`)).data).toBeTruthy();
    const sixth = await send("第六条");
    expect(sixth.errors?.[0]?.extensions?.code).toBe("429");
    expect((await send("  ")).errors?.[0]?.message).toBeTruthy();
  });

  it("customer service stores nothing when the provider refuses the question", async () => {
    const refusing: CustomerServiceProvider = { name: "down", submit: () => Promise.reject(new Error("provider down")) };
    const mobile = randomMobile();
    await expect(sendCustomerServiceMessage(db, refusing, { mobile, content: "在吗" })).rejects.toThrow("provider down");
    const [left] = await rows<{ n: number }>(db, sql`select count(*)::int as n from customer_service_tickets where mobile = ${mobile}`);
    expect(Number(left!.n)).toBe(0);
  });

  it("a member's share poster links the page with their share code; other origins are refused", async () => {
    const res = await gql<{ memberShareQrCode: { url: string; image: string } }>(
      h.gateway,
      `{ memberShareQrCode(page: "/products/velox-run-2", args: "utm_source=share") { url image } }`,
      { token: member },
    );
    const { url, image } = res.data!.memberShareQrCode;
    const link = new URL(url);
    expect(link.pathname).toBe("/products/velox-run-2");
    expect(link.searchParams.get("utm_source")).toBe("share");
    expect(link.searchParams.get("sharer")).toMatch(/^XL/);
    expect(image.startsWith("data:image/svg+xml;base64,")).toBe(true);
    expect(Buffer.from(image.split(",")[1]!, "base64").toString()).toContain('<path d="M');
    const evil = await gql(h.gateway, `{ memberShareQrCode(page: "//evil.example/x") { url } }`, { token: member });
    expect(evil.errors?.[0]?.extensions?.code).toBe("400");
    const asGuest = await gql(h.gateway, `{ memberShareQrCode(page: "/") { url } }`, { token: guest });
    expect(asGuest.errors?.[0]?.extensions?.code).toBe("403");
  });

  it("suggests as the shopper types over GraphQL", async () => {
    const res = await gql<{ searchSuggestions: Array<{ kind: string; keyword: string; count: number }> }>(
      h.gateway,
      `{ searchSuggestions(keyword: "pb") { kind keyword count path } }`,
      { token: guest },
    );
    expect(res.data!.searchSuggestions.some((s) => s.keyword.includes("跑步"))).toBe(true);
  });
});
