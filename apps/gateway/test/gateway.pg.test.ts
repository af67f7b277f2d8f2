import { count, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../src/flows/seed";
import { accessTokens } from "../src/kernel/db/schema";
import { hashToken } from "../src/modules/auth/token-service";
import { createGateway } from "../src/server";
import { describeCoreOperations } from "./support/core-operations";
import { gql } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";
import { createFreshDatabase, type FreshDatabase, testDatabaseUrl } from "./support/pg-server";

// Each suite runs in its own freshly created database on the TEST_DATABASE_URL server and
// drops it afterwards. Without the URL it skips (listed in the summary); under CI or REQUIRE_PG=1
// the global setup of @xunlan/vitest-config fails the run instead.
const { url } = testDatabaseUrl();
const serverUrl = url ?? "";
const skip = url === undefined;

describeCoreOperations(
  "core operations on PostgreSQL",
  async () => {
    const fresh = await createFreshDatabase(serverUrl);
    return { db: fresh.db, close: () => fresh.drop() };
  },
  { skip },
);

describe.skipIf(skip)("PostgreSQL specifics", () => {
  let fresh: FreshDatabase;
  beforeAll(async () => {
    fresh = await createFreshDatabase(serverUrl);
  });
  afterAll(async () => {
    await fresh?.drop();
  });

  it("issues 50 distinct signed tokens for 50 parallel webAuthorization calls, writing nothing", async () => {
    const gateway = createGateway({ db: fresh.db, logger: createCapturingLogger().logger, contentDir: null, nodeEnv: "test" });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => gql<{ webAuthorization: { token: string } }>(gateway, "mutation { webAuthorization { token } }")),
    );
    expect(results.flatMap((r) => r.errors ?? [])).toEqual([]);
    const tokens = results.map((r) => r.data?.webAuthorization.token ?? "");
    expect(new Set(tokens).size).toBe(50);
    const [row] = await fresh.db
      .select({ n: count() })
      .from(accessTokens)
      .where(inArray(accessTokens.tokenHash, tokens.map(hashToken)));
    // Guest tokens are signed, not stored (issue 11): a burst of visitors or bots writes no row.
    expect(row?.n).toBe(0);
    expect(await fresh.db.$count(accessTokens)).toBe(0);
    const me = await gql(gateway, '{ configSetting(configKey: "site.name") { configValue } }', { token: tokens[0] });
    expect(me.errors).toBeUndefined();
  });

  it("migrates and seeds idempotently (a second start changes nothing)", async () => {
    await fresh.migrate();
    expect(await seedDatabase(fresh.db)).toEqual({
      categoriesInserted: 0,
      configSettingsInserted: 0,
      promotionsInserted: 0,
      couponRulesInserted: 0,
    });
  });
});
