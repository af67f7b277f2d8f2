import { formatPrice, pickedSizeText } from "@xunlan/validation";
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../kernel/db";
import { cartItems } from "../kernel/db/schema";
import { lineCap, memberCartKey } from "../modules/cart";
import { loadSkuInfo, MAX_CART_LINES } from "../modules/catalog";
import { getOrderItems, requireMemberOrder } from "../modules/orders";

/** What happened to one order line (the ReorderLine type). */
export interface ReorderLineResult {
  sku: string;
  productId: string;
  productName: string;
  styleDisplayNameCn: string;
  colorNameCn: string;
  sizeLabel: string;
  /** The size as picked: "255（US 7.5）" (validation's pickedSizeText). */
  sizeText: string;
  image: string;
  orderedQuantity: number;
  addedQuantity: number;
  previousPrice: number;
  currentPrice: number | null;
  status: "added" | "capped" | "sold_out" | "unavailable";
  priceChanged: boolean;
  message: string;
}

/** The reorder of one order. */
export interface ReorderOutcome {
  orderNumber: string;
  addedQuantity: number;
  lines: ReorderLineResult[];
}

/** The Chinese sentence of a line's changes (empty when it went back as it was). */
export function reorderMessage(
  line: Pick<ReorderLineResult, "status" | "priceChanged" | "previousPrice" | "currentPrice" | "orderedQuantity" | "addedQuantity">,
): string {
  if (line.status === "unavailable") return "商品已下架，未加入购物袋";
  if (line.status === "sold_out") return "该尺码已售罄，未加入购物袋";
  const parts: string[] = [];
  if (line.priceChanged && line.currentPrice !== null)
    parts.push(`价格由 ${formatPrice(line.previousPrice)} 变为 ${formatPrice(line.currentPrice)}`);
  if (line.status === "capped") {
    parts.push(
      line.addedQuantity > 0
        ? `库存或限购数量不足，仅加入 ${line.addedQuantity} 件（原购买 ${line.orderedQuantity} 件）`
        : "购物袋中该商品已达购买上限，未再加入",
    );
  }
  return parts.join("；");
}

/**
 * spec §4/§7 order/reorder: puts the member's order back into their bag at today's prices and
 * stock. Lines of the same size are summed, gifts left out. Each size is capped by its
 * saleableQty and its colour's purchaseLimit counting what the bag already holds (lineCap, as
 * addCartItem does); a size no longer sold or sold out is not added. Each write is a conditional
 * upsert, so a racing add cannot push a line past the cap the reorder computed. Answers per
 * line what changed. '404' 订单不存在 for another member's order.
 */
export async function reorder(db: Database, memberUid: string, orderNumber: string, now: Date): Promise<ReorderOutcome> {
  const order = await requireMemberOrder(db, memberUid, orderNumber);
  const ordered = new Map<string, { item: Awaited<ReturnType<typeof getOrderItems>>[number]; quantity: number }>();
  for (const item of await getOrderItems(db, order.id)) {
    if (item.isGift) continue;
    const seen = ordered.get(item.sku);
    if (seen) seen.quantity += item.quantity;
    else ordered.set(item.sku, { item, quantity: item.quantity });
  }
  const ownerKey = memberCartKey(memberUid);
  return db.transaction(async (tx) => {
    const bag = (
      await tx.select({ ean: cartItems.ean, quantity: cartItems.quantity }).from(cartItems).where(eq(cartItems.ownerKey, ownerKey))
    ).map((row) => ({ ...row }));
    const skus = await loadSkuInfo(tx, [...ordered.keys(), ...bag.map((b) => b.ean)]);
    const lines: ReorderLineResult[] = [];
    let addedTotal = 0;
    for (const [sku, { item, quantity }] of ordered) {
      const info = skus.get(sku);
      const previousPrice = Number(item.unitPrice);
      const base = {
        sku,
        productId: item.productId,
        productName: item.productName,
        styleDisplayNameCn: item.styleDisplayNameCn,
        colorNameCn: item.colorNameCn,
        sizeLabel: item.sizeLabel,
        sizeText: pickedSizeText(item),
        image: item.image,
        orderedQuantity: quantity,
        previousPrice,
      };
      if (!info || !info.purchasable) {
        const line = { ...base, addedQuantity: 0, currentPrice: null, status: "unavailable" as const, priceChanged: false };
        lines.push({ ...line, message: reorderMessage(line) });
        continue;
      }
      const priceChanged = Math.round(info.unitPrice * 100) !== Math.round(previousPrice * 100);
      if (info.saleableQty <= 0) {
        const line = { ...base, addedQuantity: 0, currentPrice: info.unitPrice, status: "sold_out" as const, priceChanged };
        lines.push({ ...line, message: reorderMessage(line) });
        continue;
      }
      const existing = bag.find((b) => b.ean === sku);
      const cap = lineCap(sku, bag, skus);
      const room = existing || bag.length < MAX_CART_LINES ? Math.max(0, cap - (existing?.quantity ?? 0)) : 0;
      let added = Math.min(quantity, room);
      if (added > 0) {
        const written = await tx
          .insert(cartItems)
          .values({ ownerKey, ean: sku, quantity: added, createdAt: now, updatedAt: now })
          .onConflictDoUpdate({
            target: [cartItems.ownerKey, cartItems.ean],
            set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, selected: true, updatedAt: now },
            setWhere: sql`${cartItems.quantity} + excluded.quantity <= ${cap}`,
          })
          .returning({ id: cartItems.id });
        if (written.length === 0) added = 0;
        else if (existing) existing.quantity += added;
        else bag.push({ ean: sku, quantity: added });
      }
      addedTotal += added;
      const line = {
        ...base,
        addedQuantity: added,
        currentPrice: info.unitPrice,
        status: added < quantity ? ("capped" as const) : ("added" as const),
        priceChanged,
      };
      lines.push({ ...line, message: reorderMessage(line) });
    }
    return { orderNumber: order.orderNumber, addedQuantity: addedTotal, lines };
  });
}

/** Whether the member's bag holds this size (tests). */
export async function bagQuantity(db: Database, memberUid: string, ean: string): Promise<number> {
  const [row] = await db
    .select({ quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.ownerKey, memberCartKey(memberUid)), eq(cartItems.ean, ean)));
  return row?.quantity ?? 0;
}
