import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BrandSystems, CUSTOMER_SERVICE_ABSENT_MESSAGE, SANDBOX_BRAND_SYSTEMS } from "../src/flows/brand-systems";
import type { DatabaseHandle } from "../src/kernel/db";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { resetRetailSyncTimes } from "../src/modules/retail/retail-service";
import { SANDBOX_RETAIL_MOBILE_PREFIX } from "../src/modules/retail/retail-system";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, get, loginBySms, type MemberHarness } from "./support/members";

// Issue 23 §4: the brand's own systems declared absent ("none") — their features answer nothing
// and nothing claims them — beside the same database with every system on its sandbox (the
// demo), which does show them, so each check can fail.
let database: DatabaseHandle;
let demo: MemberHarness;
let opening: MemberHarness;
const NONE: BrandSystems = { warehouse: "none", retail: "none", invoice: "none", customerService: "none" };

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  demo = createMemberHarness(database.db, { systems: SANDBOX_BRAND_SYSTEMS });
  opening = createMemberHarness(database.db, { systems: NONE });
});
afterAll(async () => {
  await database?.close();
});

const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

const STORE_ORDERS = /* GraphQL */ `
  query L($f: OrderListFilters) { orderList(pageNumber: 1, pageSize: 50, filters: $f) { count items { orderNumber isStore eInvoice { status } } } }
`;
type StoreOrders = {
  orderList: { count: number; items: Array<{ orderNumber: string; isStore: boolean; eInvoice: { status: string } | null }> };
};

describe("the brand's systems declared absent (WAREHOUSE/RETAIL/INVOICE/CUSTOMER_SERVICE_PROVIDER=none)", () => {
  it("/health reports each system, so the storefront hides what is absent", async () => {
    expect(((await (await get(demo.gateway, "/health")).json()) as { systems: BrandSystems }).systems).toEqual(SANDBOX_BRAND_SYSTEMS);
    expect(((await (await get(opening.gateway, "/health")).json()) as { systems: BrandSystems }).systems).toEqual(NONE);
  });

  it("retail none: a store customer has no in-store orders, and no store claims stock", async () => {
    const mobile = `${SANDBOX_RETAIL_MOBILE_PREFIX}${String(Date.now() % 9000).padStart(4, "0")}`;
    // Signed in on the absent side first: nothing is brought in from a POS.
    const absent = await loginBySms(opening, mobile);
    const none = await gql<StoreOrders>(opening.gateway, STORE_ORDERS, { token: absent.userToken, variables: { f: { isStore: true } } });
    expect(none.errors).toBeUndefined();
    expect(none.data!.orderList.count).toBe(0);
    resetRetailSyncTimes();
    const present = await gql<StoreOrders>(demo.gateway, STORE_ORDERS, { token: absent.userToken, variables: { f: { isStore: true } } });
    expect(present.data!.orderList.count).toBeGreaterThan(0);

    const [stocked] = await rows<{ product_id: string }>(
      sql`select c.product_id from product_colors c join product_sizes z on z.color_id = c.id join stock s on s.sku = z.ean
           join stores st on st.oms_store_code = s.store_code and st.store_type <> 'warehouse'
          where s.qty - s.lock_qty > 0 group by c.product_id order by count(distinct st.id) desc limit 1`,
    );
    const STOCK = `query($p: String!) { getStoreStockData(productId: $p, longitude: 121.47, latitude: 31.23, limit: 20) { store { storeName } } }`;
    const withPos = await gql<{ getStoreStockData: unknown[] }>(demo.gateway, STOCK, {
      token: absent.userToken,
      variables: { p: stocked!.product_id },
    });
    expect(withPos.data!.getStoreStockData.length).toBeGreaterThan(0);
    const withoutPos = await gql<{ getStoreStockData: unknown[] }>(opening.gateway, STOCK, {
      token: absent.userToken,
      variables: { p: stocked!.product_id },
    });
    expect(withoutPos.errors).toBeUndefined();
    expect(withoutPos.data!.getStoreStockData).toEqual([]);
  });

  it("invoice none: an order that asked for its 电子发票 shows none", async () => {
    const mobile = `${SANDBOX_RETAIL_MOBILE_PREFIX}${String((Date.now() + 1) % 9000).padStart(4, "0")}`;
    const member = await loginBySms(demo, mobile);
    const listed = await gql<StoreOrders>(demo.gateway, STORE_ORDERS, { token: member.userToken, variables: { f: { isStore: true } } });
    const orderNumber = listed.data!.orderList.items[0]!.orderNumber;
    // A completed order whose invoice is asked for and not yet issued (开具中).
    await database.db.execute(sql`update orders set has_invoice = true, e_invoice_status = 'pending' where order_number = ${orderNumber}`);
    const invoiceOf = async (h: MemberHarness) =>
      (
        await gql<StoreOrders>(h.gateway, STORE_ORDERS, { token: member.userToken, variables: { f: { isStore: true } } })
      ).data!.orderList.items.find((o) => o.orderNumber === orderNumber)!.eInvoice;
    expect(await invoiceOf(demo)).toEqual({ status: "pending" });
    expect(await invoiceOf(opening)).toBeNull();
  });

  it("customer service none: a question is refused '404' with the hotline, and nothing is stored", async () => {
    const auth = await gql<{ webAuthorization: { token: string } }>(opening.gateway, "mutation { webAuthorization { token } }");
    const res = await gql(
      opening.gateway,
      'mutation { sendCustomerServiceMessage(mobile: "13800138000", content: "有人吗？", topic: "其他") { ticketNo } }',
      {
        token: auth.data!.webAuthorization.token,
      },
    );
    expect(res.errors?.[0]).toMatchObject({ message: CUSTOMER_SERVICE_ABSENT_MESSAGE, extensions: { code: "404" } });
    const [stored] = await rows<{ n: number }>(sql`select count(*)::int as n from customer_service_tickets where content = '有人吗？'`);
    expect(Number(stored!.n)).toBe(0);
  });
});
