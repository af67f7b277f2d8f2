import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CATALOG_CHANGED_CHANNEL, CATALOG_GENERATION_HEADER, type CatalogCache, createCatalogCache } from "../src/http/catalog-cache";
import type { DatabaseHandle } from "../src/kernel/db";
import { configSettings } from "../src/kernel/db/schema";
import { createGuestTokenSigner } from "../src/modules/auth/guest-token";
import { createGateway, type Gateway } from "../src/server";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";

const CONFIG = '{ configSetting(configKey: "bench.banner") { configValue } }';
const CATALOGUE_TABLES = [
  "categories",
  "product_styles",
  "product_style_peers",
  "product_colors",
  "product_color_search",
  "product_sizes",
  "product_assets",
  "product_color_categories",
  "stores",
  "stock",
  "size_charts",
  "size_conversions",
  "catalog_filters",
  "config_settings",
  "search_vocabulary",
];

describe("catalogue read cache (issue 11: cached in the gateway, dropped on NOTIFY)", () => {
  let database: DatabaseHandle;
  let cache: CatalogCache;
  let gateway: Gateway;
  const guestTokens = createGuestTokenSigner("catalog-cache-test-secret-0123456789abcdef");
  let notifications = 0;

  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
    await database.db.insert(configSettings).values({ configKey: "bench.banner", configValue: "一" });
    cache = createCatalogCache();
    await database.listen(CATALOG_CHANGED_CHANNEL, () => {
      notifications += 1;
      cache.invalidate();
    });
    gateway = createGateway({
      db: database.db,
      logger: createCapturingLogger().logger,
      contentDir: null,
      nodeEnv: "test",
      catalogCache: cache,
      guestTokens,
    });
  });
  afterAll(async () => {
    await database?.close();
  });

  it("never caches an operation that selects a viewer-dependent field (ProductColor.isFavorite)", async () => {
    cache.invalidate();
    const query = '{ productColors(ids: ["1"]) { productId isFavorite } }';
    const first = await gql(gateway, query);
    expect(first.errors).toBeUndefined();
    await gql(gateway, query);
    expect(cache.size).toBe(0);
    const viaFragment = '{ productColors(ids: ["1"]) { ...Fav } } fragment Fav on ProductColor { isFavorite }';
    await gql(gateway, viaFragment);
    expect(cache.size).toBe(0);
  });

  it("answers a repeated catalogue read from memory and a changed one fresh after the write's NOTIFY", async () => {
    const first = await gql<{ configSetting: { configValue: unknown } }>(gateway, CONFIG);
    expect(first.data?.configSetting.configValue).toBe("一");
    const generation = first.headers.get(CATALOG_GENERATION_HEADER);
    expect(generation).toBe(cache.generation);
    expect(cache.size).toBe(1);

    // A write that bypasses the cache's process (another instance, a script) still reaches it.
    await database.db.execute(sql`update config_settings set config_value = '"二"'::jsonb where config_key = 'bench.banner'`);
    await expect
      .poll(async () => (await gql<{ configSetting: { configValue: unknown } }>(gateway, CONFIG)).data?.configSetting.configValue)
      .toBe("二");
    expect(cache.generation).not.toBe(generation);
  });

  it("a cached answer still honours the channel and the token (spec §7, §8)", async () => {
    await gql(gateway, CONFIG);
    expect(cache.get(`\n${JSON.stringify({ query: CONFIG })}`)).toBeDefined();
    const badChannel = await gql(gateway, CONFIG, { headers: { channel: "APP" } });
    expect(badChannel.errors?.[0]?.extensions).toMatchObject({ code: "400" });
    const badToken = await gql(gateway, CONFIG, { token: "A".repeat(50) });
    expect(badToken.errors?.[0]?.extensions).toMatchObject({ code: "401" });
    const guest = await gql(gateway, CONFIG, { token: guestTokens.issue().token });
    expect(guest.errors).toBeUndefined();
  });

  it("keeps neither errors nor operations that depend on the shopper", async () => {
    cache.invalidate();
    const bad = await gql(gateway, "{ searchProductColors(pageNumber: 1, pageSize: 0) { count } }");
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "400" });
    await gql(gateway, "mutation { webAuthorization { token } }");
    await gql(gateway, "{ member { memberUid } }");
    expect(cache.size).toBe(0);
    const tokens = await Promise.all(
      [1, 2].map(() => gql<{ webAuthorization: { token: string } }>(gateway, "mutation { webAuthorization { token } }")),
    );
    expect(tokens[0]!.data!.webAuthorization.token).not.toBe(tokens[1]!.data!.webAuthorization.token);
  });

  it("every catalogue table announces its writes (migration 0008 triggers)", async () => {
    for (const table of CATALOGUE_TABLES) {
      const before = notifications;
      await database.db.execute(sql.raw(`delete from "${table}" where false`));
      await expect.poll(() => notifications, { message: table }).toBeGreaterThan(before);
    }
    // A write outside the catalogue does not.
    const before = notifications;
    await database.db.execute(sql`delete from access_tokens where false`);
    await database.db.select().from(configSettings).where(eq(configSettings.configKey, "bench.banner"));
    expect(notifications).toBe(before);
  });
});
