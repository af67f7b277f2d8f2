/**
 * Listing/search latency on a large catalogue: seeds the database at --scale (default
 * 100 000 colours) unless it already holds exactly that, then times typical page-1 listings
 * through the in-process gateway — searchProductColors, then the bulk productColors card
 * fetch of its ids — and prints p50/p95/p99 per case.
 *
 *   BENCH_DATABASE_URL=postgres://… pnpm --filter @xunlan/gateway bench:search [--scale 100000] [--runs 60] [--json]
 *
 * The database is BENCH_DATABASE_URL, else DATABASE_URL, else the PGlite folder. With --json
 * the last line is {"p50","p95","p99","cases":[{"name","p50","p95","p99"}…]} (ms, search +
 * cards); the top-level figures are the headline case, a third-level category by price
 * ascending (the spec target: p95 ≤ 15 ms at 100 000 colours on PostgreSQL).
 */
import { parseArgs } from "node:util";
import pino from "pino";
import { createDatabase } from "../src/db";
import { seedDatabase } from "../src/db/seed";
import { ensureCatalogueScale } from "../src/db/seed/catalogue";
import { loadEnv } from "../src/env";
import { clearFacetCache } from "../src/modules/catalog/search-service";
import { createGateway } from "../src/server";

const { values } = parseArgs({
  options: { scale: { type: "string", default: "100000" }, runs: { type: "string", default: "60" }, json: { type: "boolean", default: false } },
});
const scale = Number(values.scale);
const runs = Number(values.runs);

const loaded = loadEnv();
const env = { ...loaded, databaseUrl: process.env.BENCH_DATABASE_URL?.trim() || loaded.databaseUrl };
const database = await createDatabase(env);
await database.migrate();
await seedDatabase(database.db);
const seeded = await ensureCatalogueScale(database.db, scale, {
  onProgress: (r) => process.stdout.write(`\r  seeding: ${r.colors} colours, ${r.stockRows} stock rows, ${(r.ms / 1000).toFixed(1)} s`),
});
if (seeded.loaded) process.stdout.write(`\nseeded ${seeded.colors} colours (${seeded.stockRows} stock rows) in ${(seeded.ms / 1000).toFixed(1)} s\n`);

const gateway = createGateway({ db: database.db, logger: pino({ level: "silent" }), contentDir: null, nodeEnv: "production" });

async function gql(query: string, variables: Record<string, unknown>): Promise<Record<string, unknown>> {
  const res = await gateway.fetch(
    new Request("http://bench/graphql", { method: "POST", headers: { "content-type": "application/json", channel: "WEB" }, body: JSON.stringify({ query, variables }) }),
  );
  const body = (await res.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const SEARCH = `query($keyword: String, $categoryPath: String, $sortBy: String, $sortDirection: String, $pageNumber: Int, $filters: [FilterInput!]) {
  searchProductColors(keyword: $keyword, categoryPath: $categoryPath, sortBy: $sortBy, sortDirection: $sortDirection, pageNumber: $pageNumber, filters: $filters) { productColorIds count }
}`;
const SEARCH_FILTERS = SEARCH.replace("productColorIds count }", "productColorIds count filters { filter_code filter_value { value count } } }");
const CARDS = `query($ids: [ID!]!) { productColors(ids: $ids) {
  id productId productSlug styleSlug styleSku productName colorName price slashPrice cardImage colorSelectorImage
  productTag { tagName } productColorLang { colorName colorNameCn }
  productAssets { localUrl sort }
  productStyle { styleDisplayNameCn productColors { productId productSlug colorSelectorImage colorHex } }
} }`;

/** The headline case of the --json summary. */
const HEADLINE = "men/shoes/running, price asc";
const CASES: Array<[string, Record<string, unknown>, boolean?]> = [
  ["all colours, default sort", {}],
  [HEADLINE, { categoryPath: "men/shoes/running", sortBy: "price", sortDirection: "asc" }],
  ["women/apparel/hoodies, price desc", { categoryPath: "women/apparel/hoodies", sortBy: "price", sortDirection: "desc" }],
  ["women, newest", { categoryPath: "women", sortBy: "availableFrom", sortDirection: "desc" }],
  ["men, page 50", { categoryPath: "men", pageNumber: 50 }],
  ["keyword 跑步", { keyword: "跑步" }],
  ["keyword 跑步, price asc", { keyword: "跑步", sortBy: "price", sortDirection: "asc" }],
  ["keyword 跑鞋", { keyword: "跑鞋" }],
  ["keyword pxie (pinyin mix)", { keyword: "pxie" }],
  ["keyword 男子跑鞋 (segmented)", { keyword: "男子跑鞋" }],
  ["keyword vleox (one typo)", { keyword: "vleox" }],
  ["keyword velox black", { keyword: "velox black" }],
  ["keyword 黑 卫衣, price desc", { keyword: "黑 卫衣", sortBy: "price", sortDirection: "desc" }],
  ["men/shoes + black + US 9", { categoryPath: "men/shoes", filters: [{ filter_code: "color", filter_value: ["black"] }, { filter_code: "us_size", filter_value: ["9"] }] }],
  ["men/shoes with filters (cold facets)", { categoryPath: "men/shoes" }, true],
  ["all colours with filters (cold facets)", {}, true],
];

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const fmt = (ms: number) => ms.toFixed(1).padStart(7);

console.info(`\n${database.driver}, ${scale} colours, ${runs} runs per case (after 5 warm-up runs); ms`);
console.info(`${"case".padEnd(40)} ${"count".padStart(7)} | search p50     p95     p99 | +cards p50     p95     p99`);
const summary: Array<{ name: string; p50: number; p95: number; p99: number }> = [];
const round = (ms: number) => Math.round(ms * 10) / 10;
for (const [name, variables, withFilters] of CASES) {
  const search: number[] = [];
  const total: number[] = [];
  let found = 0;
  for (let i = 0; i < runs + 5; i++) {
    if (withFilters) clearFacetCache(database.db);
    const t0 = performance.now();
    const data = (await gql(withFilters ? SEARCH_FILTERS : SEARCH, variables)).searchProductColors as { productColorIds: string[]; count: number };
    const t1 = performance.now();
    await gql(CARDS, { ids: data.productColorIds });
    const t2 = performance.now();
    found = data.count;
    if (i >= 5) {
      search.push(t1 - t0);
      total.push(t2 - t0);
    }
  }
  search.sort((a, b) => a - b);
  total.sort((a, b) => a - b);
  console.info(
    `${name.padEnd(40)} ${String(found).padStart(7)} | ${fmt(pct(search, 50))} ${fmt(pct(search, 95))} ${fmt(pct(search, 99))} | ${fmt(pct(total, 50))} ${fmt(pct(total, 95))} ${fmt(pct(total, 99))}`,
  );
  summary.push({ name, p50: round(pct(total, 50)), p95: round(pct(total, 95)), p99: round(pct(total, 99)) });
}
if (values.json) {
  const head = summary.find((c) => c.name === HEADLINE)!;
  console.info(JSON.stringify({ p50: head.p50, p95: head.p95, p99: head.p99, cases: summary }));
}
await database.close();
