import { beijingDateTime } from "@xunlan/validation";
import { and, asc, eq, lte } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { orders } from "../../kernel/db/schema";
import { type OrderActor, transitionOrder } from "./order-status";

/** How long after payment the sandbox warehouse ships an order. */
export const SANDBOX_SHIP_AFTER_MS = 60_000;
export const SANDBOX_COURIER = "迅岚速运（演示）";

/** A shipping number for an order (stable: the same order always gets the same one). */
export function sandboxShippingNumber(orderId: number): string {
  return `XLSY${String(orderId).padStart(10, "0")}`;
}

/**
 * The sandbox warehouse: ships paid orders whose payment is at least `afterMs` old (已发货 with a
 * shipping number and courier), each exactly once (claimed with skip locked, conditional
 * transition). Returns the number shipped.
 */
export async function shipPaidOrders(db: Database, now: Date, afterMs = SANDBOX_SHIP_AFTER_MS, batchSize = 50): Promise<number> {
  const due = new Date(now.getTime() - afterMs);
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: orders.id })
      .from(orders)
      // A pickup order (issue 24 §1) waits at its store: never shipped.
      .where(and(eq(orders.status, "paid"), eq(orders.isStore, false), eq(orders.pickUpSelf, false), lte(orders.payAt, due)))
      .orderBy(asc(orders.payAt))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    let shipped = 0;
    for (const row of rows) {
      const changed = await transitionOrder(tx, {
        orderId: row.id,
        from: "paid",
        to: "shipped",
        actor: "system",
        reason: "仓库已发货",
        now,
        set: { shippedAt: now, shippingNumber: sandboxShippingNumber(row.id), shippingCompany: SANDBOX_COURIER },
      });
      if (changed) shipped += 1;
    }
    return shipped;
  });
}

/**
 * Developer tool of the sandbox warehouse (browser tests, demos): ships one paid order now,
 * without waiting for the sweep's delay — the same conditional 待发货 → 已发货 change as
 * {@link shipOrder}, with the sandbox courier. Returns the order's status afterwards, or null
 * when no such order exists.
 */
export async function shipOrderNow(db: Database, orderNumber: string, now: Date): Promise<string | null> {
  return shipOrder(db, { orderNumber, actor: "system", reason: "仓库已发货（沙箱工具）" }, now);
}

/**
 * Ships one paid order (待发货 → 已发货) with a courier and tracking number — the sandbox
 * warehouse's number and courier when none are given. The one shipping path of the sandbox
 * tool and the operations API (issue 25 §2): the order's row is locked, a pickup or in-store
 * order is never shipped, and the change is conditional, so a second call ships nothing. Returns
 * the order's status afterwards ("shipped" when this call shipped it), or null when no such order.
 */
export async function shipOrder(
  db: Database,
  input: { orderNumber: string; courier?: string; trackingNumber?: string; actor: OrderActor; reason: string },
  now: Date,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: orders.id, status: orders.status, isStore: orders.isStore, pickUpSelf: orders.pickUpSelf })
      .from(orders)
      .where(eq(orders.orderNumber, input.orderNumber.trim()))
      .limit(1)
      .for("update");
    if (!row) return null;
    if (row.status !== "paid" || row.isStore || row.pickUpSelf) return row.status;
    await transitionOrder(tx, {
      orderId: row.id,
      from: "paid",
      to: "shipped",
      actor: input.actor,
      reason: input.reason,
      now,
      set: {
        shippedAt: now,
        shippingNumber: input.trackingNumber ?? sandboxShippingNumber(row.id),
        shippingCompany: input.courier ?? SANDBOX_COURIER,
      },
    });
    return "shipped";
  });
}

/** One tracking line, the shape of the big Chinese tracking APIs (newest first). */
export interface TrackingLine {
  time: string;
  ftime: string;
  context: string;
}

/** Tracking state codes (kuaidi100 style): 0 在途, 1 揽收, 5 派件, 3 签收. */
export interface TrackingStatus {
  state: string;
  stateCn: string;
  data: TrackingLine[];
}

const STEPS: ReadonlyArray<{ afterMs: number; state: string; stateCn: string; context: (city: string) => string }> = [
  { afterMs: 0, state: "1", stateCn: "揽收", context: () => "【上海青浦仓】快件已揽收" },
  { afterMs: 2 * 3_600_000, state: "0", stateCn: "在途", context: () => "快件已从【上海转运中心】发出" },
  { afterMs: 8 * 3_600_000, state: "0", stateCn: "在途", context: (city) => `快件已到达【${city}转运中心】` },
  { afterMs: 20 * 3_600_000, state: "5", stateCn: "派件", context: (city) => `【${city}】快递员正在派件，请保持电话畅通` },
  { afterMs: 26 * 3_600_000, state: "3", stateCn: "签收", context: () => "快件已签收，感谢使用迅岚速运" },
];

/**
 * The sandbox courier: where a parcel shipped at `shippedAt` to `city` is at `now` — every step
 * reached so far, newest first. Pure, so it advances with the clock alone.
 */
export function sandboxTracking(shippedAt: Date, city: string, now: Date): TrackingStatus {
  const reached = STEPS.filter((step) => shippedAt.getTime() + step.afterMs <= now.getTime());
  const last = reached.at(-1) ?? STEPS[0]!;
  const data = reached
    .map((step) => {
      const time = beijingDateTime(new Date(shippedAt.getTime() + step.afterMs));
      return { time, ftime: time, context: step.context(city) };
    })
    .reverse();
  return { state: last.state, stateCn: last.stateCn, data };
}
