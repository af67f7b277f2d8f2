import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db";
import { categories } from "../../db/schema";

/** spec §3: the category tree is three levels deep. */
export const CATEGORY_MAX_LEVEL = 3;

/** A category with its position in the tree (spec §3); the ProductCategory GraphQL type. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  title: string;
  /** This level's slug (GraphQL `category_route`). */
  route: string;
  /** Slash-joined routes from the root, e.g. "men/shoes/running". */
  path: string;
  /** 1, 2 or 3. */
  level: number;
  sort: number;
  description: string | null;
  bigCardInterval: number | null;
  shareImg: string | null;
  enable: boolean;
  enableAtWebsite: boolean;
  childs: CategoryNode[];
}

/** Options of {@link listCategoryTree}. */
export interface CategoryTreeOptions {
  /** Include hidden categories (enableAtWebsite false) and their subtrees (spec §2 from=hidden). */
  includeHidden?: boolean;
}

type CategoryRow = typeof categories.$inferSelect;

/**
 * The category tree (spec §3, §7 productCategories): roots with `childs` to three levels,
 * siblings ordered by `sort` then id. A disabled category (enable false) is never returned,
 * nor anything under it; a hidden one (enableAtWebsite false) only with `includeHidden`.
 * Nodes deeper than level 3 are dropped.
 */
export async function listCategoryTree(db: Database, options: CategoryTreeOptions = {}): Promise<CategoryNode[]> {
  const rows = await db
    .select()
    .from(categories)
    .where(eq(categories.enable, true))
    .orderBy(asc(categories.sort), asc(categories.id));
  return buildCategoryTree(rows, options);
}

/** Builds the tree from flat rows already in sibling order (exported for unit tests). */
export function buildCategoryTree(rows: readonly CategoryRow[], options: CategoryTreeOptions = {}): CategoryNode[] {
  const byParent = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    if (!row.enable) continue;
    if (!row.enableAtWebsite && !options.includeHidden) continue;
    const siblings = byParent.get(row.parentId);
    if (siblings) siblings.push(row);
    else byParent.set(row.parentId, [row]);
  }
  // Only nodes reachable from a root survive, so excluding a parent excludes its subtree.
  const build = (parentId: number | null, parentPath: string, level: number): CategoryNode[] =>
    level > CATEGORY_MAX_LEVEL
      ? []
      : (byParent.get(parentId) ?? []).map((row) => {
          const path = parentPath ? `${parentPath}/${row.route}` : row.route;
          return {
            id: row.id,
            parentId: row.parentId,
            title: row.title,
            route: row.route,
            path,
            level,
            sort: row.sort,
            description: row.description,
            bigCardInterval: row.bigCardInterval,
            shareImg: row.shareImg,
            enable: row.enable,
            enableAtWebsite: row.enableAtWebsite,
            childs: build(row.id, path, level + 1),
          };
        });
  return build(null, "", 1);
}
