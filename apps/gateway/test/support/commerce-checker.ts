import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../src/kernel/db";
import { couponRedemptions, coupons, orderItems, orderStatusHistory, orders, paymentEvents, payments } from "../../src/kernel/db/schema";
import { readStock } from "./commerce";

/** What a mixed load (bags, orders, payments, callbacks) told its shoppers, for {@link checkCommerce}. */
export interface CommerceLoadRecord {
  /** The SKUs the load sold, each starting with `stock` units (none held). */
  skus: ReadonlyArray<{ ean: string }>;
  stock: number;
  /** Order numbers the load was told about (submitOrder answered them). */
  placed: ReadonlySet<string>;
  /** Payment callbacks a gateway answered 200 (applied or recognised as a replay): event id → order number. */
  accepted: ReadonlyMap<string, string>;
  /** A single-use coupon code the load used, if any. */
  couponCode?: string;
}

/** The checker's findings: `problems` must be empty. */
export interface CommerceCheck {
  problems: string[];
  /** Live uses of the coupon (0 or 1). */
  couponUses: number;
  /** "paid 3, pending_payment 2, …" */
  byStatus: string;
}

/**
 * The crash test's checker (issue 12 item 7), shared with the several-instances test: after a
 * load with kill -9s, proves nothing was lost or applied twice — every order known to its buyer
 * exists and none other; items, quantities and totals whole; each SKU's stock = start − sold and
 * its lock = what unpaid orders hold; each paid order has one succeeded payment and one 'paid'
 * transition; every accepted callback recorded once and applied; the coupon used at most once.
 */
export async function checkCommerce(db: Database, load: CommerceLoadRecord): Promise<CommerceCheck> {
  const problems: string[] = [];
  const all = await db.select().from(orders);
  const items = await db.select().from(orderItems);
  const itemsOf = new Map<number, typeof items>();
  for (const item of items) itemsOf.set(item.orderId, [...(itemsOf.get(item.orderId) ?? []), item]);

  // Every order the load was told about exists; no order exists that the load did not place.
  const stored = new Set(all.map((o) => o.orderNumber));
  for (const number of load.placed) if (!stored.has(number)) problems.push(`${number}: told to its buyer, not stored`);
  for (const number of stored) if (!load.placed.has(number)) problems.push(`${number}: stored, but no buyer was told`);

  // No order half-written: items present, quantities and money add up.
  for (const order of all) {
    const lines = itemsOf.get(order.id) ?? [];
    if (lines.length === 0) problems.push(`${order.orderNumber}: no items`);
    const qty = lines.reduce((sum, l) => sum + l.quantity, 0);
    if (qty !== order.totalQtyOrdered)
      problems.push(`${order.orderNumber}: items hold ${qty} units, the order says ${order.totalQtyOrdered}`);
    const linesPaid = Math.round(lines.reduce((sum, l) => sum + Number(l.totalPaid), 0) * 100);
    if (linesPaid + Math.round(Number(order.shippingFee) * 100) !== Math.round(Number(order.totalPaid) * 100)) {
      problems.push(`${order.orderNumber}: lines ${linesPaid / 100} + shipping ${order.shippingFee} ≠ total ${order.totalPaid}`);
    }
  }

  // Stock: what pending orders hold is locked, what paid orders took is gone — no unit lost or counted twice.
  for (const sku of load.skus) {
    const held = all
      .filter((o) => o.status === "pending_payment")
      .flatMap((o) => itemsOf.get(o.id) ?? [])
      .filter((l) => l.sku === sku.ean);
    const sold = all
      .filter((o) => o.status !== "pending_payment" && o.status !== "cancelled")
      .flatMap((o) => itemsOf.get(o.id) ?? [])
      .filter((l) => l.sku === sku.ean);
    const s = await readStock(db, sku.ean);
    const want = { qty: load.stock - sold.reduce((n, l) => n + l.quantity, 0), lockQty: held.reduce((n, l) => n + l.quantity, 0) };
    if (s.qty !== want.qty || s.lockQty !== want.lockQty)
      problems.push(`stock of ${sku.ean}: ${JSON.stringify(s)}, orders say ${JSON.stringify(want)}`);
    if (s.qty - s.lockQty < 0 || s.qty < 0) problems.push(`stock of ${sku.ean} negative: ${JSON.stringify(s)}`);
  }

  // Payments: each order paid exactly when one attempt succeeded, with one 'paid' transition;
  // every callback the gateway accepted was applied (its order is paid) and recorded once.
  const attempts = await db.select().from(payments);
  const history = await db
    .select({ orderId: orderStatusHistory.orderId })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.toStatus, "paid"));
  for (const order of all) {
    const succeeded = attempts.filter((p) => p.orderId === order.id && p.status === "succeeded").length;
    const transitions = history.filter((h) => h.orderId === order.id).length;
    const want = order.isPaid ? 1 : 0;
    if (succeeded !== want || transitions !== want)
      problems.push(`${order.orderNumber}: paid ${order.isPaid}, ${succeeded} succeeded payments, ${transitions} 'paid' transitions`);
    if (order.isPaid !== (order.status !== "pending_payment" && order.status !== "cancelled"))
      problems.push(`${order.orderNumber}: status ${order.status} but isPaid ${order.isPaid}`);
  }
  const events =
    load.accepted.size > 0
      ? await db
          .select()
          .from(paymentEvents)
          .where(inArray(paymentEvents.eventId, [...load.accepted.keys()]))
      : [];
  const recorded = new Map<string, number>();
  for (const e of events) recorded.set(e.eventId, (recorded.get(e.eventId) ?? 0) + 1);
  for (const eventId of load.accepted.keys())
    if (recorded.get(eventId) !== 1) problems.push(`callback ${eventId} accepted, recorded ${recorded.get(eventId) ?? 0}×`);
  const paidNumbers = new Set(all.filter((o) => o.isPaid).map((o) => o.orderNumber));
  for (const [eventId, orderNumber] of load.accepted)
    if (!paidNumbers.has(orderNumber)) problems.push(`callback ${eventId} accepted but ${orderNumber} is not paid`);

  // The single-use coupon: at most one live order carries it, and the count matches.
  let couponUses = 0;
  if (load.couponCode) {
    const [coupon] = await db.select().from(coupons).where(eq(coupons.code, load.couponCode));
    if (!coupon) problems.push(`coupon ${load.couponCode} missing`);
    else {
      const [{ live } = { live: 0 }] = await db
        .select({ live: sql<number>`count(*)::int` })
        .from(couponRedemptions)
        .where(and(eq(couponRedemptions.couponId, coupon.id), isNull(couponRedemptions.releasedAt)));
      couponUses = live;
      const withCoupon = all.filter((o) => o.couponCode === load.couponCode && o.status !== "cancelled").length;
      if (live > 1) problems.push(`coupon ${load.couponCode} used ${live}× (single use)`);
      if (withCoupon !== live) problems.push(`coupon ${load.couponCode}: ${withCoupon} live orders carry it, ${live} live redemptions`);
      if (coupon.availableCount !== 1 - live)
        problems.push(`coupon ${load.couponCode}: available ${coupon.availableCount}, ${live} live redemptions`);
    }
  }

  const statusCounts = new Map<string, number>();
  for (const o of all) statusCounts.set(o.status, (statusCounts.get(o.status) ?? 0) + 1);
  const byStatus = [...statusCounts].map(([k, v]) => `${k} ${v}`).join(", ");
  return { problems, couponUses, byStatus };
}
