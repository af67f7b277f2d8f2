import { boolean, foreignKey, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";

/**
 * Product categories (spec §3): a three-level tree. `route` is this level's URL slug; a node's
 * path is its ancestors' routes joined by "/". Siblings have distinct routes.
 */
export const categories = pgTable(
  "categories",
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    parentId: integer(),
    title: text().notNull(),
    route: text().notNull(),
    sort: integer().notNull().default(0),
    description: text(),
    bigCardInterval: integer(),
    shareImg: text(),
    /** false: gone everywhere (never returned). */
    enable: boolean().notNull().default(true),
    /** false: hidden from menus, reachable only with from=hidden (spec §2). */
    enableAtWebsite: boolean().notNull().default(true),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id], name: "categories_parent_id_fk" }).onDelete(
      "restrict",
    ),
    // NULLS NOT DISTINCT so root routes are unique too (the seed upserts by it). It also
    // serves as the index for children-of-parent lookups.
    unique("categories_parent_route_unique").on(t.parentId, t.route).nullsNotDistinct(),
  ],
);
