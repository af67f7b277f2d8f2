import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS, pickSkus, setStock } from "../../../test/support/commerce";
import * as schema from "../../kernel/db/schema";
import { MIGRATIONS_DIR } from "../../kernel/lib/app-root";
import { seedCatalogue } from "../../modules/catalog/seed/catalogue";
import { findOrCreateMember } from "../../modules/members/member-service";
import { seedDatabase } from "../seed";
import { submitOrder } from "./checkout-service";

// Goal (issue 8): at most 25 SQL statements per submitOrder (Saleor's checkoutComplete runs
// about 230). Drizzle's logger sees every statement; there is no BEGIN/COMMIT to add: the write is
// one statement (place-order.ts). Issue 11: the SKUs and the promotions are read, then the order
// is written — 3 statements; a coupon adds its lookup and the member's coupon facts.
const GOAL = 25;

describe("submitOrder issues a small, fixed number of SQL statements", () => {
  let client: PGlite;
  let statements: string[] = [];
  let db: ReturnType<typeof drizzle<typeof schema>>;

  beforeAll(async () => {
    client = await PGlite.create("memory://");
    db = drizzle({ client, schema, casing: "snake_case", logger: { logQuery: (query) => void statements.push(query) } });
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
    await seedDatabase(db);
    await seedCatalogue(db);
  });
  afterAll(async () => {
    await client?.close();
  });

  it(`stays within ${GOAL} statements for a 3-line order with a coupon, whatever the number of lines`, async () => {
    const skus = await pickSkus(db, { count: 6, purchaseLimit: null, minPrice: 300 });
    for (const s of skus) await setStock(db, s.ean, 50);
    const member = await findOrCreateMember(db, "13912345678", new Date());
    const count = async (lines: number, couponCode: string | null, sid: string) => {
      statements = [];
      await submitOrder(db, {
        memberUid: member.memberUid,
        isInCart: true,
        products: skus.slice(0, lines).map((s) => ({ ean: s.ean, quantity: 1 })),
        couponCode,
        sid,
        address: ADDRESS,
      });
      return statements.length;
    };
    const code = (await db.query.coupons.findFirst({ where: (c, { eq }) => eq(c.memberUid, member.memberUid) }))!.code;
    const withCoupon = await count(3, code, "count-attempt-1");
    const six = await count(6, null, "count-attempt-2");
    const one = await count(1, null, "count-attempt-3");
    console.info(`[submitOrder] SQL statements: ${withCoupon} (3 lines + coupon), ${six} (6 lines), ${one} (1 line); goal ≤ ${GOAL}`);
    expect(withCoupon).toBeLessThanOrEqual(GOAL);
    expect(one).toBe(3);
    expect(withCoupon).toBe(5);
    expect(six).toBe(one);
  });
});
