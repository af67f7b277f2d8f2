import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { cartItems } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import type { Viewer } from "../auth";
import { CART_MESSAGES, loadSkuInfo, MAX_CART_LINES, MAX_LINE_QUANTITY, type SkuInfo } from "../catalog";
import { calculatePrice, loadActivePromotions, type PricedLineResult, type PriceResult } from "../promotions";

export type CartItemRow = typeof cartItems.$inferSelect;

/** The bag a token owns: the member's (`m:`) or the guest token's (`g:`). */
export function cartOwnerKey(viewer: Pick<Viewer, "kind" | "memberUid" | "tokenId">): string {
  return viewer.kind === "member" && viewer.memberUid ? `m:${viewer.memberUid}` : `g:${viewer.tokenId}`;
}

/** The member bag's owner key. */
export function memberCartKey(memberUid: string): string {
  return `m:${memberUid}`;
}

/** A bag line with its product and price (spec §3 derived cart line). */
export interface CartLineRecord {
  item: CartItemRow;
  info: SkuInfo;
  /** The line's price; zeros when it cannot be bought now (sold out). */
  priced: PricedLineResult;
}

/** A raw bag row with its size (null when the EAN is no longer in the catalogue). */
export interface CartItemRecord {
  item: CartItemRow;
  info: SkuInfo | null;
}

/** Everything the cart page reads. */
export interface CartDetails {
  items: CartItemRow[];
  lines: CartLineRecord[];
  price: PriceResult;
  skus: Map<string, SkuInfo>;
}

/**
 * The Cart GraphQL type's source: `count` costs one statement; the lines and price are
 * computed on first use (the badge query never prices anything).
 */
export interface CartRecord {
  ownerKey: string;
  count(): Promise<number>;
  details(): Promise<CartDetails>;
}

/**
 * spec §7 cart: a lazily loaded view of the bag of `ownerKey`. `readCount` replaces the count's
 * own statement (a member's query reads it with their profile: the request's member loaders).
 */
export function cartRecord(
  db: Database,
  ownerKey: string,
  now: () => Date = () => new Date(),
  readCount?: () => Promise<number>,
): CartRecord {
  let details: Promise<CartDetails> | undefined;
  let count: Promise<number> | undefined;
  return {
    ownerKey,
    count: () => {
      if (details) return details.then((d) => d.items.reduce((n, i) => n + i.quantity, 0));
      count ??= readCount ? readCount() : cartCount(db, ownerKey);
      return count;
    },
    details: () => {
      details ??= loadCartDetails(db, ownerKey, now());
      return details;
    },
  };
}

/** Sum of the bag's quantities (the header badge). */
export async function cartCount(db: Database, ownerKey: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(eq(cartItems.ownerKey, ownerKey));
  return Number(row?.n ?? 0);
}

async function readItems(db: Database, ownerKey: string): Promise<CartItemRow[]> {
  return db.select().from(cartItems).where(eq(cartItems.ownerKey, ownerKey)).orderBy(desc(cartItems.createdAt), desc(cartItems.id));
}

const ZERO_LINE = (item: CartItemRow, info: SkuInfo): PricedLineResult => ({
  ean: item.ean,
  quantity: item.quantity,
  unitPrice: info.unitPrice,
  sharePrice: info.unitPrice,
  rowTotal: Math.round(info.unitPrice * item.quantity * 100) / 100,
  discountAmount: 0,
  promotionDiscountAmount: 0,
  couponDiscountAmount: 0,
  totalPaid: Math.round(info.unitPrice * item.quantity * 100) / 100,
  saleableQty: info.saleableQty,
});

/** The bag's lines, newest first, priced together (selected lines that can be bought now). */
export async function loadCartDetails(db: Database, ownerKey: string, now: Date): Promise<CartDetails> {
  return priceItems(db, await readItems(db, ownerKey), now);
}

/**
 * Issue 26 立即购买: lines bought straight from a product page, outside the bag, derived and
 * priced as bag lines would be (`lines` already checked: validateLines). An EAN the catalogue
 * does not know is '404' 商品不存在; one that cannot be bought now shows as sold out.
 */
export async function loadLineDetails(
  db: Database,
  lines: ReadonlyArray<{ ean: string; quantity: number }>,
  now: Date,
): Promise<CartDetails> {
  const items: CartItemRow[] = lines.map((line, index) => ({
    id: -1 - index,
    ownerKey: "",
    ean: line.ean,
    quantity: line.quantity,
    selected: true,
    createdAt: now,
    updatedAt: now,
  }));
  const details = await priceItems(db, items, now);
  if (details.lines.length < items.length) throw GatewayError.notFound(CART_MESSAGES.productNotFound);
  return details;
}

async function priceItems(db: Database, items: CartItemRow[], now: Date): Promise<CartDetails> {
  const [skus, promos] = await Promise.all([
    loadSkuInfo(
      db,
      items.map((i) => i.ean),
    ),
    loadActivePromotions(db, now),
  ]);
  const known = items.filter((i) => skus.has(i.ean));
  const buyable = known.filter((i) => {
    const info = skus.get(i.ean);
    return i.selected && info !== undefined && info.purchasable && info.saleableQty > 0;
  });
  const price = calculatePrice(
    buyable.map((i) => {
      const info = skus.get(i.ean) as SkuInfo;
      return { ean: i.ean, quantity: i.quantity, unitPrice: info.unitPrice, styleSku: info.styleSku, saleableQty: info.saleableQty };
    }),
    promos,
  );
  const pricedByEan = new Map(price.lines.map((l) => [l.ean, l]));
  const lines = known.map((item) => {
    const info = skus.get(item.ean) as SkuInfo;
    return { item, info, priced: pricedByEan.get(item.ean) ?? ZERO_LINE(item, info) };
  });
  return { items, lines, price, skus };
}

/** Units of each colour in the bag, by colour id. */
function unitsByColor(items: readonly Pick<CartItemRow, "ean" | "quantity">[], skus: ReadonlyMap<string, SkuInfo>): Map<number, number> {
  const totals = new Map<number, number>();
  for (const item of items) {
    const info = skus.get(item.ean);
    if (info) totals.set(info.color.id, (totals.get(info.color.id) ?? 0) + item.quantity);
  }
  return totals;
}

/**
 * The most units of `ean` the bag may hold given its other lines: the size's saleableQty, and
 * the colour's purchaseLimit minus the other sizes of the same colour.
 */
export function lineCap(ean: string, items: readonly Pick<CartItemRow, "ean" | "quantity">[], skus: ReadonlyMap<string, SkuInfo>): number {
  const info = skus.get(ean);
  if (!info) return 0;
  let cap = Math.min(info.saleableQty, MAX_LINE_QUANTITY);
  const limit = info.color.purchaseLimit;
  if (limit !== null) {
    const sameColorOthers = (unitsByColor(items, skus).get(info.color.id) ?? 0) - (items.find((i) => i.ean === ean)?.quantity ?? 0);
    cap = Math.min(cap, limit - sameColorOthers);
  }
  return Math.max(0, cap);
}

function validQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
    throw GatewayError.badRequest(CART_MESSAGES.quantityInvalid, "quantity");
  }
  return quantity;
}

/**
 * spec §7 addCartItem. Refuses an unknown or unpublished EAN ('404' 商品不存在), a sold-out size
 * ('400' 该尺码暂无库存), and a line above saleableQty or the colour's purchaseLimit ('400'
 * 已达数量上限，无法继续加购). The write is a conditional upsert, so two racing adds cannot
 * pass the size's cap together.
 */
export async function addCartItem(db: Database, ownerKey: string, ean: string, quantity: number, now = new Date()): Promise<void> {
  const code = ean.trim();
  if (!code) throw GatewayError.badRequest(CART_MESSAGES.eanRequired, "ean");
  validQuantity(quantity);
  const items = await readItems(db, ownerKey);
  const skus = await loadSkuInfo(db, [code, ...items.map((i) => i.ean)]);
  const info = skus.get(code);
  if (!info || !info.purchasable) throw GatewayError.notFound(CART_MESSAGES.productNotFound);
  if (info.saleableQty <= 0) throw GatewayError.badRequest(CART_MESSAGES.soldOut, "ean");
  const current = items.find((i) => i.ean === code)?.quantity ?? 0;
  const cap = lineCap(code, items, skus);
  if (current + quantity > cap) throw GatewayError.badRequest(CART_MESSAGES.quantityLimit, "quantity", { maxQuantity: cap });
  if (current === 0 && items.length >= MAX_CART_LINES) throw GatewayError.badRequest(CART_MESSAGES.tooManyLines, "ean");
  const written = await db
    .insert(cartItems)
    .values({ ownerKey, ean: code, quantity, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [cartItems.ownerKey, cartItems.ean],
      set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, selected: true, updatedAt: now },
      setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${cap}`,
    })
    .returning({ id: cartItems.id });
  if (written.length === 0) throw GatewayError.badRequest(CART_MESSAGES.quantityLimit, "quantity", { maxQuantity: cap });
}

/**
 * spec §7 updateCartItemQuantity: delta +1 or −1 (spec §5). −1 at 1 does nothing; +1 past the
 * cap is '400' 已达数量上限，无法继续加购; a line not in the bag is '404'.
 */
export async function updateCartItemQuantity(db: Database, ownerKey: string, ean: string, delta: number, now = new Date()): Promise<void> {
  if (delta !== 1 && delta !== -1) throw GatewayError.badRequest(CART_MESSAGES.deltaInvalid, "delta");
  const code = ean.trim();
  const items = await readItems(db, ownerKey);
  const line = items.find((i) => i.ean === code);
  if (!line) throw GatewayError.notFound(CART_MESSAGES.notInCart);
  if (delta === -1) {
    // spec §5: minus does nothing at 1.
    await db
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - 1`, updatedAt: now })
      .where(and(eq(cartItems.id, line.id), sql`${cartItems.quantity} > 1`));
    return;
  }
  const skus = await loadSkuInfo(
    db,
    items.map((i) => i.ean),
  );
  const cap = lineCap(code, items, skus);
  const written = await db
    .update(cartItems)
    .set({ quantity: sql`${cartItems.quantity} + 1`, updatedAt: now })
    .where(and(eq(cartItems.id, line.id), sql`${cartItems.quantity} + 1 <= ${cap}`))
    .returning({ id: cartItems.id });
  if (written.length === 0) throw GatewayError.badRequest(CART_MESSAGES.quantityLimit, "quantity", { maxQuantity: cap });
}

/** spec §7 deleteCartItem: idempotent. */
export async function deleteCartItem(db: Database, ownerKey: string, ean: string): Promise<void> {
  await db.delete(cartItems).where(and(eq(cartItems.ownerKey, ownerKey), eq(cartItems.ean, ean.trim())));
}

/**
 * spec §4 login: the guest token's bag joins the member's. Quantities of the same size are
 * summed and capped by stock and the colour's purchase limit (a sold-out size stays as one
 * unit, shown as 暂无库存). The guest lines are removed. One transaction; a no-op when the
 * guest bag is empty.
 */
export async function mergeGuestCart(db: Database, guestTokenId: string, memberUid: string, now = new Date()): Promise<number> {
  const guestKey = `g:${guestTokenId}`;
  const memberKey = memberCartKey(memberUid);
  const guestItems = await readItems(db, guestKey);
  if (guestItems.length === 0) return 0;
  return db.transaction(async (tx) => {
    const memberItems = await readItems(tx, memberKey);
    const skus = await loadSkuInfo(
      tx,
      [...guestItems, ...memberItems].map((i) => i.ean),
    );
    const merged = memberItems.map((i) => ({ ean: i.ean, quantity: i.quantity }));
    // Oldest guest line first, so the newest ends up newest in the member's bag too.
    for (const guest of [...guestItems].reverse()) {
      if (!skus.has(guest.ean)) continue;
      const existing = merged.find((m) => m.ean === guest.ean);
      const cap = lineCap(guest.ean, merged, skus);
      const wanted = (existing?.quantity ?? 0) + guest.quantity;
      const quantity = Math.max(1, Math.min(wanted, cap));
      if (existing) existing.quantity = Math.max(existing.quantity, quantity);
      else if (merged.length < MAX_CART_LINES) merged.push({ ean: guest.ean, quantity });
    }
    const changed = merged.filter((m) => memberItems.find((i) => i.ean === m.ean)?.quantity !== m.quantity);
    if (changed.length > 0) {
      await tx
        .insert(cartItems)
        .values(changed.map((m) => ({ ownerKey: memberKey, ean: m.ean, quantity: m.quantity, createdAt: now, updatedAt: now })))
        .onConflictDoUpdate({ target: [cartItems.ownerKey, cartItems.ean], set: { quantity: sql`excluded.quantity`, updatedAt: now } });
    }
    await tx.delete(cartItems).where(eq(cartItems.ownerKey, guestKey));
    return changed.length;
  });
}
