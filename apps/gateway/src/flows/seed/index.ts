import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "../../kernel/db/index";
import { categories, configSettings } from "../../kernel/db/schema";
import { CATEGORY_SEED, type CategorySeed } from "../../modules/catalog";
import { seedPromotions } from "../../modules/promotions";
import { CONFIG_SETTING_SEED, type ConfigSettingSeed } from "./config-settings";

/** What {@link seedDatabase} inserted this time (0s on every start after the first). */
export interface SeedReport {
  categoriesInserted: number;
  configSettingsInserted: number;
  /** Promotions and coupon rules of the bag and checkout (modules/promotions/promotion-seed.ts). */
  promotionsInserted: number;
  couponRulesInserted: number;
}

/** Seed data to apply; defaults to the demo data. Tests and later modules pass their own. */
export interface SeedData {
  categories?: CategorySeed[];
  configSettings?: ConfigSettingSeed[];
}

/**
 * Inserts the demo data that is missing, in one transaction. Idempotent: categories are
 * matched by (parent, route) and config by key; existing rows are never changed.
 */
export async function seedDatabase(db: Database, data: SeedData = {}): Promise<SeedReport> {
  const categorySeed = data.categories ?? CATEGORY_SEED;
  const configSeed = data.configSettings ?? CONFIG_SETTING_SEED;
  return db.transaction(async (tx) => {
    const existing = await tx.select({ id: categories.id, parentId: categories.parentId, route: categories.route }).from(categories);
    const ids = new Map(existing.map((c) => [key(c.parentId, c.route), c.id]));
    let categoriesInserted = 0;

    const insertLevel = async (nodes: CategorySeed[], parentId: number | null): Promise<void> => {
      for (const [index, node] of nodes.entries()) {
        let id = ids.get(key(parentId, node.route));
        if (id === undefined) {
          const [row] = await tx
            .insert(categories)
            .values({
              parentId,
              title: node.title,
              route: node.route,
              sort: node.sort ?? (index + 1) * 10,
              description: node.description,
              bigCardInterval: node.bigCardInterval,
              shareImg: node.shareImg,
              enable: node.enable ?? true,
              enableAtWebsite: node.enableAtWebsite ?? true,
            })
            .onConflictDoNothing({ target: [categories.parentId, categories.route] })
            .returning({ id: categories.id });
          if (row) {
            id = row.id;
            categoriesInserted += 1;
          } else {
            // Another process seeded the same node between our read and insert.
            const [found] = await tx
              .select({ id: categories.id })
              .from(categories)
              .where(
                and(parentId === null ? isNull(categories.parentId) : eq(categories.parentId, parentId), eq(categories.route, node.route)),
              );
            if (!found) throw new Error(`seed: category ${node.route} vanished`);
            id = found.id;
          }
          ids.set(key(parentId, node.route), id);
        }
        if (node.children) await insertLevel(node.children, id);
      }
    };
    await insertLevel(categorySeed, null);

    const inserted = configSeed.length
      ? await tx
          .insert(configSettings)
          .values(configSeed)
          .onConflictDoNothing({ target: configSettings.configKey })
          .returning({ configKey: configSettings.configKey })
      : [];

    const commerce = await seedPromotions(tx);
    return { categoriesInserted, configSettingsInserted: inserted.length, ...commerce };
  });
}

function key(parentId: number | null, route: string): string {
  return `${parentId ?? ""}/${route}`;
}
