import { createHash } from "node:crypto";
import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { and, asc, eq, ne } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { productColors, productSizes, stores } from "../../kernel/db/schema";

/** One line of an in-store receipt. */
export interface RetailOrderLine {
  ean: string;
  quantity: number;
  /** Yuan per unit, list price and what was paid. */
  unitPrice: number;
  sharePrice: number;
}

/** An in-store purchase as the retail system (POS / CRM) reports it (spec §7 /api/crm/retail/order). */
export interface RetailOrder {
  /** The POS receipt number: our order number. */
  receiptNo: string;
  storeCode: string;
  purchasedAt: Date;
  payType: string;
  lines: RetailOrderLine[];
}

/**
 * The retail system behind in-store purchases (spec §7 crm/retail/order and order/detail): the
 * member's receipts by mobile. The sandbox makes up a member's store visits from their mobile;
 * a real CRM adapter implements the same call.
 */
export interface RetailSystem {
  readonly name: string;
  ordersOf(member: { memberUid: string; cellphone: string }, now: Date): Promise<RetailOrder[]>;
}

/**
 * Mobiles the sandbox POS knows as store customers: 199 0000 0000 – 199 0000 9999, a demo range
 * (sign in with one to see in-store purchases). Every other member has none, so a new member's
 * order list stays empty.
 */
export const SANDBOX_RETAIL_MOBILE_PREFIX = "1990000";

/**
 * The sandbox retail system: for a mobile of {@link SANDBOX_RETAIL_MOBILE_PREFIX}, one or two store
 * purchases chosen from the mobile (the same mobile always gets the same receipts) among the
 * enabled stores and the published catalogue, dated 5–60 days before the first time they are
 * asked for; none for any other mobile.
 */
export function createSandboxRetailSystem(db: Database): RetailSystem {
  return {
    name: "sandbox",
    async ordersOf(member, now) {
      if (!member.cellphone.startsWith(SANDBOX_RETAIL_MOBILE_PREFIX)) return [];
      const hash = createHash("sha256").update(`retail:${member.cellphone}`).digest();
      const count = 1 + (hash[0]! % 2);
      const storeRows = await db
        .select({ code: stores.omsStoreCode })
        .from(stores)
        .where(and(eq(stores.enable, true), ne(stores.omsStoreCode, ONLINE_WAREHOUSE_CODE)))
        .orderBy(asc(stores.omsStoreCode));
      const sizeRows = await db
        .select({ ean: productSizes.ean, price: productColors.price })
        .from(productSizes)
        .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
        .where(and(eq(productColors.publish, true), eq(productColors.enableAtWebsite, true)))
        .orderBy(asc(productSizes.id))
        .limit(400);
      if (storeRows.length === 0 || sizeRows.length === 0) return [];
      const orders: RetailOrder[] = [];
      for (let i = 0; i < count; i++) {
        const pick = (offset: number, modulo: number) => hash.readUInt16BE((2 + i * 8 + offset) % 30) % modulo;
        const lineCount = 1 + pick(0, 2);
        const lines: RetailOrderLine[] = [];
        for (let l = 0; l < lineCount; l++) {
          const size = sizeRows[pick(2 + l * 2, sizeRows.length)]!;
          if (lines.some((line) => line.ean === size.ean)) continue;
          const price = Number(size.price);
          lines.push({ ean: size.ean, quantity: 1, unitPrice: price, sharePrice: price });
        }
        const daysAgo = 5 + pick(6, 56) + i * 3;
        orders.push({
          receiptNo: `XS${hash.subarray(0, 6).toString("hex").toUpperCase()}${i + 1}`,
          storeCode: storeRows[pick(4, storeRows.length)]!.code,
          purchasedAt: new Date(now.getTime() - daysAgo * 86_400_000),
          payType: pick(1, 2) === 0 ? "wechat" : "alipay",
          lines,
        });
      }
      return orders;
    },
  };
}
