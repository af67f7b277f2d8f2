/**
 * Issue 24 §1 门店自提: the stores a shopper may collect an online order at, their days and
 * time spans, the choice checked at submitOrder, the pickup order's own code, and the one
 * service that marks a pickup order collected when the store scans that code
 * ({@link collectPickup}: the sandbox retail system calls it today, the operations API and the
 * brand's POS tomorrow).
 *
 * A pickup order (pickUpSelf, storeCode) is an online order: isStore stays false (isStore is an
 * in-store purchase brought in from the retail system). Its stock is reserved at the chosen
 * store (stock rows of that storeCode), not at the online warehouse, and it is never shipped.
 */
import { randomInt } from "node:crypto";
import { ONLINE_WAREHOUSE_CODE } from "@xunlan/catalog-data";
import { addDays, beijingDate, isMobile, isName } from "@xunlan/validation";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { orders, stock, stores } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import type { StoreRecord } from "../catalog";
import { listStores } from "../catalog";
import { getConfigSetting } from "../config";
import { invoiceRequestColumns } from "./invoice-service";
import { type OrderActor, orderStatusTextOf, transitionOrder } from "./order-status";
import { type PickupDaySlot, pickupDaySlots } from "./pickup-slots";

/** config_settings key: days the stores hand out no pickup orders (YYYY-MM-DD list: 除夕, stocktaking). */
export const STORE_PICKUP_BLOCKED_DAYS_KEY = "store_pickup.blocked_days";

/** Length of one pickup time span cut from a store's opening hours. */
export const STORE_PICKUP_SPAN_MINUTES = 120;

/** What the shopper and the store are told (Chinese, spec §8). */
export const PICKUP_MESSAGES = {
  storeRequired: "请选择自提门店",
  storeUnavailable: "该门店暂不支持自提，请选择其他门店",
  dateRequired: "请选择自提日期",
  dateUnavailable: "该自提日期不可选，请重新选择",
  spanRequired: "请选择自提时间段",
  spanUnavailable: "该自提时间段不可选，请重新选择",
  contactName: "请输入正确的提货人姓名",
  contactMobile: "请输入正确的手机号码",
  codeInvalid: "取货码无效，请核对后重试",
  wrongStore: "该订单不在本门店自提",
  notPaid: "订单尚未支付，不能提货",
  collected: "该订单已自提，不能重复提货",
  notCollectable: (status: string) => `订单状态为「${status}」，不能提货`,
} as const;

const minutesOf = (hhmm: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 24 * 60 ? minutes : null;
};
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/**
 * A store's opening hours as pickup time spans (§4's time spans, the store's hours): from
 * opening, spans of {@link STORE_PICKUP_SPAN_MINUTES}, the last one ending at closing —
 * 10:00–21:30 gives 10:00-12:00 … 18:00-20:00, 20:00-21:30. None for malformed or empty hours.
 */
export function storePickupTimeSpans(open: string, close: string, spanMinutes = STORE_PICKUP_SPAN_MINUTES): string[] {
  const start = minutesOf(open);
  const end = minutesOf(close);
  if (start === null || end === null || end <= start) return [];
  const spans: string[] = [];
  for (let from = start; from < end; from += spanMinutes) spans.push(`${hhmm(from)}-${hhmm(Math.min(from + spanMinutes, end))}`);
  return spans;
}

/** The first pickup day: tomorrow in Beijing (the store sets the goods aside the day before). */
export function storePickupStartDate(now: Date): string {
  return addDays(beijingDate(now), 1);
}

/** The configured days without pickup (malformed entries ignored). */
export async function storePickupBlockedDays(db: Database): Promise<string[]> {
  const value = (await getConfigSetting(db, STORE_PICKUP_BLOCKED_DAYS_KEY))?.configValue;
  if (!Array.isArray(value)) return [];
  return value.filter((d): d is string => typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d));
}

/** One store of the pickup chooser with the asked lines' stock there. */
export interface PickupStoreOption {
  store: StoreRecord;
  /** Saleable units of each asked EAN at this store (0 when it holds none). */
  stock: Array<{ ean: string; saleableQty: number }>;
  /** Every asked line has enough units here. */
  inStock: boolean;
  pickupDays: PickupDaySlot[];
  pickupTimeSpans: string[];
}

/** Arguments of {@link listPickupStores}. */
export interface PickupStoresInput {
  lines: ReadonlyArray<{ ean: string; quantity: number }>;
  longitude?: number | null;
  latitude?: number | null;
  cityName?: string | null;
  now: Date;
}

/**
 * The enabled physical stores with enablePickup (nearest first with a position, else store
 * order — storeList's rules), each with the asked lines' saleable units there, its pickup days
 * (spec §4 from tomorrow, blocked days skipped) and its opening hours as time spans. Stores
 * holding every line come first; the order between them stays the distance order.
 */
export async function listPickupStores(db: Database, input: PickupStoresInput): Promise<PickupStoreOption[]> {
  const all = await listStores(db, { cityName: input.cityName, longitude: input.longitude, latitude: input.latitude, storeType: 4 });
  const pickup = all.filter((s) => s.enablePickup && s.omsStoreCode !== ONLINE_WAREHOUSE_CODE);
  if (pickup.length === 0) return [];
  const wanted = new Map<string, number>();
  for (const l of input.lines) wanted.set(l.ean.trim(), (wanted.get(l.ean.trim()) ?? 0) + l.quantity);
  const eans = [...wanted.keys()];
  const rows =
    eans.length === 0
      ? []
      : await db
          .select({ sku: stock.sku, storeCode: stock.storeCode, saleableQty: stock.saleableQty })
          .from(stock)
          .where(
            and(
              inArray(stock.sku, eans),
              inArray(
                stock.storeCode,
                pickup.map((s) => s.omsStoreCode),
              ),
            ),
          );
  const days = pickupDaySlots(storePickupStartDate(input.now), await storePickupBlockedDays(db));
  const options = pickup.map((store): PickupStoreOption => {
    const units = eans.map((ean) => ({
      ean,
      saleableQty: Math.max(0, Number(rows.find((r) => r.sku === ean && r.storeCode === store.omsStoreCode)?.saleableQty ?? 0)),
    }));
    return {
      store,
      stock: units,
      inStock: eans.length > 0 && units.every((u) => u.saleableQty >= (wanted.get(u.ean) ?? 0)),
      pickupDays: days,
      pickupTimeSpans: storePickupTimeSpans(store.operationStartTime, store.operationEndTime),
    };
  });
  // Stable: within each group the storeList order (distance) stays.
  return [...options.filter((o) => o.inStock), ...options.filter((o) => !o.inStock)];
}

/** submitOrder's pickup choice as the client sends it. */
export interface PickupChoiceInput {
  storeCode: string;
  pickupDate: string;
  pickupTimeSpan: string;
  /** 提货人 and their mobile (the store checks the name against the code). */
  consignee: string;
  consigneeCellphone: string;
}

/** A pickup choice checked against the store and today's slots: what the order row keeps. */
export interface CheckedPickup {
  store: typeof stores.$inferSelect;
  pickupDate: string;
  pickupTimeSpan: string;
  consignee: string;
  consigneeCellphone: string;
}

/**
 * Checks a pickup choice: an enabled physical store with enablePickup, a selectable day of
 * today's slots, one of the store's time spans, a 提货人 name (spec §5 name) and mobile.
 * '400' naming the field otherwise (pickup.storeCode …).
 */
export async function checkPickupChoice(db: Database, input: PickupChoiceInput, now: Date): Promise<CheckedPickup> {
  const code = input.storeCode.trim();
  if (!code) throw GatewayError.badRequest(PICKUP_MESSAGES.storeRequired, "pickup.storeCode");
  const [store] = await db.select().from(stores).where(eq(stores.omsStoreCode, code)).limit(1);
  if (!store || !store.enable || !store.enablePickup || store.storeType === "warehouse") {
    throw GatewayError.badRequest(PICKUP_MESSAGES.storeUnavailable, "pickup.storeCode");
  }
  const date = input.pickupDate.trim();
  if (!date) throw GatewayError.badRequest(PICKUP_MESSAGES.dateRequired, "pickup.pickupDate");
  const slots = pickupDaySlots(storePickupStartDate(now), await storePickupBlockedDays(db));
  const slot = slots.find((s) => s.form_pickupDate === date);
  if (!slot || slot.disabled) throw GatewayError.badRequest(PICKUP_MESSAGES.dateUnavailable, "pickup.pickupDate");
  const span = input.pickupTimeSpan.trim();
  if (!span) throw GatewayError.badRequest(PICKUP_MESSAGES.spanRequired, "pickup.pickupTimeSpan");
  if (!storePickupTimeSpans(store.operationStartTime, store.operationEndTime).includes(span)) {
    throw GatewayError.badRequest(PICKUP_MESSAGES.spanUnavailable, "pickup.pickupTimeSpan");
  }
  const consignee = input.consignee.trim();
  if (!isName(consignee)) throw GatewayError.badRequest(PICKUP_MESSAGES.contactName, "pickup.consignee");
  const consigneeCellphone = input.consigneeCellphone.trim();
  if (!isMobile(consigneeCellphone)) throw GatewayError.badRequest(PICKUP_MESSAGES.contactMobile, "pickup.consigneeCellphone");
  return { store, pickupDate: date, pickupTimeSpan: span, consignee, consigneeCellphone };
}

/** A pickup order's own code: 12 random digits (Code 128 and QR carry it; the unique index keeps it one order's). */
export function newPickupCode(): string {
  return String(randomInt(1e11, 1e12));
}

/** Where an order's units are reserved and sold from: the chosen store for pickup, else the online warehouse. */
export function stockLocationOf(order: { pickUpSelf: boolean; storeCode: string | null }): string {
  return order.pickUpSelf && order.storeCode ? order.storeCode : ONLINE_WAREHOUSE_CODE;
}

/** What {@link collectPickup} answers. */
export interface CollectedPickup {
  orderNumber: string;
  storeCode: string;
  status: "completed";
  pickedUpAt: Date;
}

/**
 * The store scans a pickup code: the paid pickup order it belongs to goes 待自提 → 已自提
 * (status completed, pickedUpAt and completedAt set, the e-invoice requested as at 确认收货),
 * exactly once — a conditional update from paid, so two scanners racing have one winner.
 * `storeCode`, when the scanner names its store, must be the order's store. '400' for a
 * malformed or unknown code (取货码无效), another store's order, an unpaid order, one already
 * collected (该订单已自提) or in any other status. The one service behind the sandbox retail
 * system's scan (POST /sandbox/retail/pickup), the operations API and the brand's POS.
 */
export async function collectPickup(
  db: Database,
  input: { code: string; storeCode?: string | null; actor?: OrderActor },
  now: Date,
): Promise<CollectedPickup> {
  const code = input.code.trim();
  if (!/^\d{12}$/.test(code)) throw GatewayError.badRequest(PICKUP_MESSAGES.codeInvalid, "code");
  return db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.pickupCode, code), eq(orders.pickUpSelf, true)))
      .limit(1)
      .for("update");
    if (!order || !order.storeCode) throw GatewayError.badRequest(PICKUP_MESSAGES.codeInvalid, "code");
    const scanner = input.storeCode?.trim();
    if (scanner && scanner !== order.storeCode) throw GatewayError.badRequest(PICKUP_MESSAGES.wrongStore, "storeCode");
    if (order.pickedUpAt) throw GatewayError.badRequest(PICKUP_MESSAGES.collected, "code");
    if (order.status === "pending_payment") throw GatewayError.badRequest(PICKUP_MESSAGES.notPaid, "code");
    if (order.status !== "paid") throw GatewayError.badRequest(PICKUP_MESSAGES.notCollectable(orderStatusTextOf(order)), "code");
    const changed = await transitionOrder(tx, {
      orderId: order.id,
      from: "paid",
      to: "completed",
      actor: input.actor ?? "staff",
      reason: `门店自提 ${order.storeCode}`,
      now,
      set: { pickedUpAt: now, completedAt: now, ...invoiceRequestColumns(Number(order.totalPaid)) },
    });
    if (!changed) throw GatewayError.badRequest(PICKUP_MESSAGES.collected, "code");
    return { orderNumber: order.orderNumber, storeCode: order.storeCode, status: "completed", pickedUpAt: now };
  });
}
