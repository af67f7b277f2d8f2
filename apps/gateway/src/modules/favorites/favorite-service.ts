import { and, count, desc, eq } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { memberProductFavorites } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { type Page, toPage } from "../../kernel/lib/paging";
import type { ProductExists } from "../members";

/** A favourite row (spec §3: id, memberUid, productId). */
export type FavoriteRow = typeof memberProductFavorites.$inferSelect;

/** productColor ids look like XL26RS0004-001. */
const PRODUCT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

/** How many favourites a member may keep. */
export const MAX_FAVORITES_PER_MEMBER = 500;

/** Shopper-facing messages of favourites. */
export const FAVORITE_MESSAGES = {
  productIdRequired: "缺少必要参数：productId",
  productIdInvalid: "参数错误：productId",
  productNotFound: "商品不存在或已下架",
  tooMany: `最多可收藏${MAX_FAVORITES_PER_MEMBER}件商品`,
} as const;

/** '400' for an empty or malformed productId (field productId); returns it trimmed. */
export function requireProductId(value: string): string {
  const productId = value.trim();
  if (!productId) throw GatewayError.badRequest(FAVORITE_MESSAGES.productIdRequired, "productId");
  if (!PRODUCT_ID_PATTERN.test(productId)) throw GatewayError.badRequest(FAVORITE_MESSAGES.productIdInvalid, "productId");
  return productId;
}

/** spec §7 memberProductFavoriteList: newest first. */
export async function listFavorites(
  db: Database,
  memberUid: string,
  paging: { pageNumber?: number | null; pageSize?: number | null },
): Promise<{ items: FavoriteRow[]; count: number } & Omit<Page, "offset">> {
  const page = toPage(paging.pageNumber, paging.pageSize);
  const where = eq(memberProductFavorites.memberUid, memberUid);
  const [total] = await db.select({ n: count() }).from(memberProductFavorites).where(where);
  const items = await db
    .select()
    .from(memberProductFavorites)
    .where(where)
    .orderBy(desc(memberProductFavorites.createdAt), desc(memberProductFavorites.id))
    .limit(page.pageSize)
    .offset(page.offset);
  return { items, count: total?.n ?? 0, pageNumber: page.pageNumber, pageSize: page.pageSize };
}

/**
 * spec §7 addMemberProductFavorite: idempotent — adding a favourite twice returns the first
 * row. '404' when the product does not exist in the catalogue.
 */
export async function addFavorite(
  db: Database,
  memberUid: string,
  rawProductId: string,
  productExists: ProductExists,
  now = new Date(),
): Promise<FavoriteRow> {
  const productId = requireProductId(rawProductId);
  const where = and(eq(memberProductFavorites.memberUid, memberUid), eq(memberProductFavorites.productId, productId));
  const [existing] = await db.select().from(memberProductFavorites).where(where);
  if (existing) return existing;
  if (!(await productExists(db, productId))) throw GatewayError.notFound(FAVORITE_MESSAGES.productNotFound);
  const [total] = await db.select({ n: count() }).from(memberProductFavorites).where(eq(memberProductFavorites.memberUid, memberUid));
  if ((total?.n ?? 0) >= MAX_FAVORITES_PER_MEMBER) throw GatewayError.badRequest(FAVORITE_MESSAGES.tooMany);
  const [inserted] = await db
    .insert(memberProductFavorites)
    .values({ memberUid, productId, createdAt: now })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  // A parallel add of the same product won.
  const [row] = await db.select().from(memberProductFavorites).where(where);
  if (!row) throw new Error("favourite vanished");
  return row;
}

/** spec §7 deleteMemberProductFavorite: idempotent. */
export async function deleteFavorite(db: Database, memberUid: string, rawProductId: string): Promise<void> {
  const productId = requireProductId(rawProductId);
  await db
    .delete(memberProductFavorites)
    .where(and(eq(memberProductFavorites.memberUid, memberUid), eq(memberProductFavorites.productId, productId)));
}

const favoriteSetsByRequest = new WeakMap<object, Promise<ReadonlySet<string>>>();

/**
 * The member's favourite product ids for one request (one statement however many colours
 * ask), keyed by the request's context object; an empty set for guests and no token.
 */
export function viewerFavoriteSet(context: {
  db: Database;
  viewer: { kind: string; memberUid?: string | null } | null;
}): Promise<ReadonlySet<string>> {
  const memberUid = context.viewer?.kind === "member" ? context.viewer.memberUid : null;
  if (!memberUid) return Promise.resolve(new Set());
  let set = favoriteSetsByRequest.get(context);
  if (!set) {
    set = favoriteIds(context.db, memberUid).then((ids) => new Set(ids));
    favoriteSetsByRequest.set(context, set);
  }
  return set;
}

/** spec §4 favourite ids (favPids): every favourited productColor id, newest first. */
export async function favoriteIds(db: Database, memberUid: string): Promise<string[]> {
  const rows = await db
    .select({ productId: memberProductFavorites.productId })
    .from(memberProductFavorites)
    .where(eq(memberProductFavorites.memberUid, memberUid))
    .orderBy(desc(memberProductFavorites.createdAt), desc(memberProductFavorites.id));
  return rows.map((r) => r.productId);
}
