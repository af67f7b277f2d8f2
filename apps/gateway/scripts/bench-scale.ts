/**
 * The store at scale on PostgreSQL (issue 27 §6): seeds 100 000 colours, 200 000 members and
 * 1 000 000 orders (each with its line) unless the database already holds them, then times
 * through the in-process gateway, as the storefront asks:
 *   - a member's order list (api-client's OrderList document, page 1), for a typical member
 *     (5 orders) and for the busiest one (500 orders): goal p95 ≤ 10 ms;
 *   - listing and search pages (ids, count and cards in one call): goal p95 ≤ 20 ms.
 *
 *   BENCH_DATABASE_URL=postgres://… pnpm --filter @xunlan/gateway bench:scale [--runs 100] [--json]
 *
 * The seed is set-based SQL (generate_series), minutes not hours; seeded rows are marked
 * (member uids XLS…, order numbers XS…) so a second run finds them and seeds nothing. submitOrder
 * at scale is bench:checkout against the same database (pnpm bench --scale runs both).
 */
import { parseArgs } from "node:util";
import { PERSISTED_DOCUMENTS } from "@xunlan/api-client/server";
import { sql } from "drizzle-orm";
import pino from "pino";
import { seedDatabase } from "../src/flows/seed";
import { createDatabase } from "../src/kernel/db";
import { loadEnv } from "../src/kernel/env";
import { issueToken } from "../src/modules/auth/token-service";
import { ensureCatalogueScale } from "../src/modules/catalog/seed/catalogue";
import { createGateway } from "../src/server";

const { values } = parseArgs({
  options: {
    colours: { type: "string", default: "100000" },
    members: { type: "string", default: "200000" },
    orders: { type: "string", default: "1000000" },
    runs: { type: "string", default: "100" },
    json: { type: "boolean", default: false },
  },
});
const COLOURS = Number(values.colours);
const MEMBERS = Number(values.members);
const ORDERS = Number(values.orders);
const RUNS = Number(values.runs);
/** The busiest member's orders (the first member takes orders 1…BUSIEST). */
const BUSIEST = 500;
const GOALS = { orderListP95: 10, listingP95: 20 };

const loaded = loadEnv();
const databaseUrl = process.env.BENCH_DATABASE_URL?.trim() || loaded.databaseUrl;
if (!databaseUrl) {
  console.error("bench:scale needs PostgreSQL: set BENCH_DATABASE_URL (pnpm bench --scale starts a throwaway server).");
  process.exit(2);
}
const database = await createDatabase({ ...loaded, databaseUrl });
const db = database.db;
await database.migrate();
await seedDatabase(db);
const say = (m: string) => process.stdout.write(`${m}\n`);

const t0 = performance.now();
await ensureCatalogueScale(db, COLOURS, {
  onProgress: (r) => process.stdout.write(`\r  colours: ${r.colors}, ${(r.ms / 1000).toFixed(1)} s`),
});
const count = async (query: ReturnType<typeof sql>) =>
  Number(((await db.execute(query)) as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);

const haveMembers = await count(sql`select count(*) as n from members where member_uid like 'XLS%'`);
if (haveMembers < MEMBERS) {
  say(`\n  members: seeding ${MEMBERS - haveMembers}`);
  await db.execute(sql`
    insert into members (member_uid, username, cellphone, level, point, register_channel, created_at, updated_at)
    select 'XLS' || lpad(i::text, 9, '0'), '16' || lpad(i::text, 9, '0'), '16' || lpad(i::text, 9, '0'),
           '普通会员', 0, 'WEB', now() - (i % 730) * interval '1 day', now()
    from generate_series(${haveMembers + 1}::int, ${MEMBERS}::int) as i
    on conflict do nothing`);
}
const haveOrders = await count(sql`select count(*) as n from orders where order_number like 'XS%'`);
if (haveOrders < ORDERS) {
  say(`  orders: seeding ${ORDERS - haveOrders} with one line each`);
  const batch = 100_000;
  for (let from = haveOrders + 1; from <= ORDERS; from += batch) {
    const to = Math.min(ORDERS, from + batch - 1);
    // Order i belongs to member 1 for i ≤ BUSIEST, else to member ((i - 1) % MEMBERS) + 1; its
    // line is one of the first 1 000 sizes of the catalogue, picked by i.
    await db.execute(sql`
      with picked as (
        select row_number() over (order by s.id) as rn, s.ean, s.label, s.cn_size, s.us_size, c.product_id, c.product_slug,
               c.product_name, c.color_name_cn, c.price, st.style_sku, st.style_display_name_cn
        from product_sizes s join product_colors c on c.id = s.color_id join product_styles st on st.id = c.style_id
        order by s.id limit 1000
      ), placed as (
        insert into orders (order_number, member_uid, status, total_qty_ordered, total_item_count, subtotal, total_paid,
                            online_pay_amount, is_paid, pay_at, pay_type, payment_expire_at, consignee, consignee_cellphone,
                            province, city, district, detail_address, created_at, updated_at)
        select 'XS' || lpad(i::text, 12, '0'),
               'XLS' || lpad((case when i <= ${BUSIEST} then 1 else ((i - 1) % ${MEMBERS}) + 1 end)::text, 9, '0'),
               (array['completed','completed','completed','shipped','paid','cancelled'])[(i % 6) + 1],
               1, 1, p.price, p.price, p.price, (i % 6) <> 5, now() - (i % 700) * interval '1 day', 'wechat',
               now() - (i % 700) * interval '1 day' + interval '15 minutes',
               '张三', '13800000000', '上海市', '上海市', '徐汇区', '漕溪北路 1 号',
               now() - (i % 700) * interval '1 day' - (i % 1440) * interval '1 minute', now()
        from generate_series(${from}::int, ${to}::int) as i join picked p on p.rn = (i % 1000) + 1
        returning id, order_number
      )
      insert into order_items (order_id, sku, quantity, unit_price, share_price, row_total, total_paid, product_id, product_slug,
                               style_sku, product_name, style_display_name_cn, color_name_cn, size_label, cn_size, us_size, image)
      select o.id, p.ean, 1, p.price, p.price, p.price, p.price, p.product_id, p.product_slug, p.style_sku, p.product_name,
             p.style_display_name_cn, p.color_name_cn, p.label, p.cn_size, p.us_size, ''
      from placed o join picked p on p.rn = (substr(o.order_number, 3)::bigint % 1000) + 1`);
    process.stdout.write(`\r  orders: ${to}`);
  }
  await db.execute(sql`analyze orders; analyze order_items; analyze members`);
  say("");
}
const seedSeconds = (performance.now() - t0) / 1000;

// The storefront's documents (api-client's persisted documents), not texts of our own.
const documentOf = (name: string) => {
  const text = Object.values(PERSISTED_DOCUMENTS as Record<string, string>).find(
    (t) => t.includes(`query ${name}(`) || t.includes(`query ${name} `),
  );
  if (!text) throw new Error(`no persisted document named ${name}`);
  return text;
};
const ORDER_LIST = documentOf("OrderList");
const SEARCH = documentOf("SearchProductColors");

const gateway = createGateway({ db, logger: pino({ level: "silent" }), contentDir: null, nodeEnv: "production" });
async function gql(query: string, variables: Record<string, unknown>, token?: string): Promise<Record<string, unknown>> {
  const res = await gateway.fetch(
    new Request("http://bench/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", channel: "WEB", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    }),
  );
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors).slice(0, 300));
  return body.data!;
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;
async function time(name: string, goal: number, run: () => Promise<number>) {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS + 5; i++) {
    const started = performance.now();
    rows = await run();
    if (i >= 5) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const result = {
    name,
    rows,
    p50: round(pct(times, 50)),
    p95: round(pct(times, 95)),
    p99: round(pct(times, 99)),
    goalMs: goal,
    ok: pct(times, 95) <= goal,
  };
  say(
    `${name.padEnd(44)} ${String(rows).padStart(7)} | p50 ${String(result.p50).padStart(6)}  p95 ${String(result.p95).padStart(6)}  p99 ${String(result.p99).padStart(6)} | p95 ≤ ${goal} ms ${result.ok ? "✓" : "✗ miss"}`,
  );
  return result;
}

const tokenOf = async (memberUid: string) => (await issueToken(db, { kind: "member", channel: "WEB", memberUid, ttlHours: 1 })).token;
const typical = await tokenOf(`XLS${String(MEMBERS).padStart(9, "0")}`);
const busiest = await tokenOf("XLS000000001");
const orderList = (token: string) => async () =>
  ((await gql(ORDER_LIST, { pageNumber: 1, pageSize: 10, filters: { isStore: false } }, token)).orderList as { count: number }).count;
const search = (variables: Record<string, unknown>) => async () =>
  ((await gql(SEARCH, variables)).searchProductColors as { count: number }).count;

say(
  `\nPostgreSQL at scale: ${COLOURS} colours, ${MEMBERS} members, ${ORDERS} orders (seeded or found in ${seedSeconds.toFixed(0)} s); ${RUNS} runs per case`,
);
const cases = [
  await time("order list, typical member (page 1)", GOALS.orderListP95, orderList(typical)),
  await time(`order list, busiest member (${BUSIEST} orders)`, GOALS.orderListP95, orderList(busiest)),
  await time(
    "listing men/shoes/running, price asc",
    GOALS.listingP95,
    search({ categoryPath: "men/shoes/running", sortBy: "price", sortDirection: "asc" }),
  ),
  await time("search 跑鞋", GOALS.listingP95, search({ keyword: "跑鞋" })),
  await time("search 黑 卫衣, price desc", GOALS.listingP95, search({ keyword: "黑 卫衣", sortBy: "price", sortDirection: "desc" })),
];
if (values.json) say(JSON.stringify({ colours: COLOURS, members: MEMBERS, orders: ORDERS, seedSeconds: Math.round(seedSeconds), cases }));
await database.close();
