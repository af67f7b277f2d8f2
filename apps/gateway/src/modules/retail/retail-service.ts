import { eq, inArray } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { members, orderItems, orderStatusHistory, orders, stores } from "../../kernel/db/schema";
import { loadSkuInfo, orderItemSnapshot } from "../catalog";
import { invoiceRequestColumns } from "../orders";
import type { RetailSystem } from "./retail-system";

/** How long a member's in-store purchases are taken as current before asking the retail system again. */
export const RETAIL_SYNC_INTERVAL_MS = 10 * 60_000;

const lastSync = new Map<string, number>();

/**
 * Brings the member's in-store purchases (spec §7 crm/retail/order) into their orders: each
 * receipt once (its number is the order number; already imported receipts are left alone) as a
 * completed, paid store order (isStore, the store's code and address, channel STORE), with its
 * lines priced as the receipt says. Asks the retail system at most every
 * {@link RETAIL_SYNC_INTERVAL_MS} per member and process; a failing retail system leaves the
 * list as it is. Returns how many orders it added.
 */
export async function syncRetailOrders(
  db: Database,
  retail: RetailSystem,
  memberUid: string,
  now: Date,
  options: { force?: boolean } = {},
): Promise<number> {
  const key = `${retail.name}:${memberUid}`;
  const last = lastSync.get(key);
  if (!options.force && last !== undefined && now.getTime() - last < RETAIL_SYNC_INTERVAL_MS) return 0;
  lastSync.set(key, now.getTime());
  const [member] = await db.select({ cellphone: members.cellphone }).from(members).where(eq(members.memberUid, memberUid)).limit(1);
  if (!member) return 0;
  const receipts = await retail.ordersOf({ memberUid, cellphone: member.cellphone }, now);
  if (receipts.length === 0) return 0;
  const known = await db
    .select({ orderNumber: orders.orderNumber })
    .from(orders)
    .where(
      inArray(
        orders.orderNumber,
        receipts.map((r) => r.receiptNo),
      ),
    );
  const fresh = receipts.filter((r) => !known.some((k) => k.orderNumber === r.receiptNo));
  if (fresh.length === 0) return 0;
  const skus = await loadSkuInfo(db, [...new Set(fresh.flatMap((r) => r.lines.map((l) => l.ean)))]);
  const storeRows = await db
    .select()
    .from(stores)
    .where(inArray(stores.omsStoreCode, [...new Set(fresh.map((r) => r.storeCode))]));
  let added = 0;
  for (const receipt of fresh) {
    const store = storeRows.find((s) => s.omsStoreCode === receipt.storeCode);
    const lines = receipt.lines.filter((l) => skus.has(l.ean) && l.quantity > 0);
    if (!store || lines.length === 0) continue;
    const fen = (yuan: number) => Math.round(yuan * 100);
    const subtotal = lines.reduce((sum, l) => sum + fen(l.unitPrice) * l.quantity, 0) / 100;
    const paid = lines.reduce((sum, l) => sum + fen(l.sharePrice) * l.quantity, 0) / 100;
    await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          orderNumber: receipt.receiptNo,
          channel: "STORE",
          memberUid,
          status: "completed",
          isStore: true,
          storeCode: store.omsStoreCode,
          totalQtyOrdered: lines.reduce((sum, l) => sum + l.quantity, 0),
          totalItemCount: lines.length,
          subtotal,
          discountAmount: Math.round((subtotal - paid) * 100) / 100,
          totalPaid: paid,
          onlinePayAmount: paid,
          isPaid: true,
          payAt: receipt.purchasedAt,
          payType: receipt.payType,
          paymentExpireAt: receipt.purchasedAt,
          consignee: store.storeName,
          consigneeCellphone: member.cellphone,
          province: "",
          city: store.city,
          district: "",
          detailAddress: store.address,
          completedAt: receipt.purchasedAt,
          // A store that invoices (stores.isInvoice) gives the receipt its 电子发票 too.
          ...(store.isInvoice ? invoiceRequestColumns(paid) : {}),
          createdAt: receipt.purchasedAt,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning({ id: orders.id });
      if (!order) return;
      await tx.insert(orderItems).values(
        lines.map((l) => {
          const info = skus.get(l.ean)!;
          return {
            orderId: order.id,
            sku: l.ean,
            quantity: l.quantity,
            unitPrice: l.unitPrice,
            sharePrice: l.sharePrice,
            rowTotal: Math.round(l.unitPrice * l.quantity * 100) / 100,
            discountAmount: Math.round((l.unitPrice - l.sharePrice) * l.quantity * 100) / 100,
            totalPaid: Math.round(l.sharePrice * l.quantity * 100) / 100,
            // In-store purchases are returned in a store, not through the web's courier pickup.
            returnable: false,
            changeable: false,
            ...orderItemSnapshot(info),
          };
        }),
      );
      await tx.insert(orderStatusHistory).values({
        orderId: order.id,
        fromStatus: null,
        toStatus: "completed",
        actor: "system",
        reason: `门店零售单 ${store.storeName}`,
        createdAt: now,
      });
      added += 1;
    });
  }
  return added;
}

/** Forgets when members were last synced (tests). */
export function resetRetailSyncTimes(): void {
  lastSync.clear();
}
