import { SERVICE_CODES } from "@xunlan/validation";
import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { categories, productColorCategories, productColors } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";

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
  /**
   * Leave out every category with no visible product colour (enableAtWebsite and publish) in
   * its subtree: menus, sub-navigation and home tiles never send a shopper to an empty listing.
   */
  withProductsOnly?: boolean;
}

type CategoryRow = typeof categories.$inferSelect;

/**
 * The category tree (spec §3, §7 productCategories): roots with `childs` to three levels,
 * siblings ordered by `sort` then id. A disabled category (enable false) is never returned,
 * nor anything under it; a hidden one (enableAtWebsite false) only with `includeHidden`.
 * Nodes deeper than level 3 are dropped.
 */
export async function listCategoryTree(db: Database, options: CategoryTreeOptions = {}): Promise<CategoryNode[]> {
  const rows = await db.select().from(categories).where(eq(categories.enable, true)).orderBy(asc(categories.sort), asc(categories.id));
  const tree = buildCategoryTree(rows, options);
  if (!options.withProductsOnly) return tree;
  const linked = await db
    .selectDistinct({ categoryId: productColorCategories.categoryId })
    .from(productColorCategories)
    .innerJoin(productColors, eq(productColors.id, productColorCategories.colorId))
    .where(and(eq(productColors.enableAtWebsite, true), eq(productColors.publish, true)));
  return pruneEmptyCategories(tree, new Set(linked.map((row) => row.categoryId)));
}

/**
 * The tree without the categories whose subtree holds none of `withProducts` (the ids of
 * categories a visible colour is linked to). Exported for unit tests.
 */
export function pruneEmptyCategories(nodes: readonly CategoryNode[], withProducts: ReadonlySet<number>): CategoryNode[] {
  return nodes.flatMap((node) => {
    const childs = pruneEmptyCategories(node.childs, withProducts);
    return withProducts.has(node.id) || childs.length > 0 ? [{ ...node, childs }] : [];
  });
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

/** A listing's category: the node and the ids of its subtree (itself included). */
export interface ListingCategory {
  node: CategoryNode;
  /** The node and every descendant visible under the same options. */
  ids: number[];
}

/** What a listing filters by: a category id, or a path of route slugs / numeric ids (spec §2). */
export interface ListingCategoryInput {
  productCategoryId?: string | number | null;
  /** "men", "men/shoes", "men/shoes/running"; each level a route slug or a numeric id. */
  categoryPath?: string | null;
  includeHidden?: boolean;
}

const subtreeIds = (node: CategoryNode): number[] => [node.id, ...node.childs.flatMap(subtreeIds)];

/**
 * Resolves a listing's category in the tree the shopper may see (hidden ones only with
 * includeHidden, spec §2). Null when neither argument is given; '404' 分类不存在 (with
 * `extensions.field`) when a level does not exist, is disabled, or is hidden without
 * includeHidden; '400' when id and path name different categories.
 */
export async function resolveListingCategory(db: Database, input: ListingCategoryInput): Promise<ListingCategory | null> {
  const hasId = input.productCategoryId !== undefined && input.productCategoryId !== null && input.productCategoryId !== "";
  const path = input.categoryPath?.trim().replace(/^\/+|\/+$/g, "") ?? "";
  if (!hasId && !path) return null;
  const tree = await listCategoryTree(db, { includeHidden: input.includeHidden ?? false });
  const notFound = (field: string) => new GatewayError(SERVICE_CODES.NOT_FOUND, "分类不存在", { field });

  let byId: CategoryNode | undefined;
  if (hasId) {
    const id = Number(input.productCategoryId);
    const find = (nodes: CategoryNode[]): CategoryNode | undefined => {
      for (const n of nodes) {
        if (n.id === id) return n;
        const hit = find(n.childs);
        if (hit) return hit;
      }
      return undefined;
    };
    byId = Number.isInteger(id) ? find(tree) : undefined;
    if (!byId) throw notFound("productCategoryId");
  }
  let byPath: CategoryNode | undefined;
  if (path) {
    let level = tree;
    for (const segment of path.split("/")) {
      const next = level.find((n) => n.route === segment || (/^\d+$/.test(segment) && n.id === Number(segment)));
      if (!next) throw notFound("categoryPath");
      byPath = next;
      level = next.childs;
    }
  }
  if (byId && byPath && byId.id !== byPath.id) throw GatewayError.badRequest("分类参数不一致", "categoryPath");
  const node = (byId ?? byPath)!;
  return { node, ids: subtreeIds(node) };
}
