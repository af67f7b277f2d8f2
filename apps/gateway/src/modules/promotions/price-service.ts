import { toCents } from "@xunlan/validation";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { members, promotions } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { CART_MESSAGES, loadSkuInfo, MAX_CART_LINES, MAX_LINE_QUANTITY, type SkuInfo } from "../catalog";
import {
  COUPON_MESSAGES,
  type CouponRecord,
  couponRejection,
  findCoupon,
  type MemberCouponFacts,
  memberCouponFacts,
  pricingCouponOf,
} from "./coupon-service";
import {
  applyBalance,
  calculatePrice,
  combinableWithCoupon,
  mergeLines,
  type PriceResult,
  type PricingLine,
  type PromotionRule,
  withoutShipping,
} from "./pricing";

/** A line as the client sends it (spec §7 orderProducts / products). */
export interface LineInput {
  ean: string;
  quantity: number;
}

function buildActivePromotionsQuery(db: Database) {
  const now = sql.placeholder("now");
  return db
    .select({ code: promotions.code, name: promotions.name, type: promotions.type, config: promotions.config })
    .from(promotions)
    .where(
      and(
        eq(promotions.enabled, true),
        // Only the kinds that price a bag; points promotions act at completion (points-promotion.ts).
        inArray(promotions.type, ["free_shipping", "nth_item_percent"]),
        or(isNull(promotions.startDate), sql`${promotions.startDate} <= ${now}::timestamptz`),
        or(isNull(promotions.endDate), sql`${promotions.endDate} > ${now}::timestamptz`),
      ),
    )
    .orderBy(promotions.id)
    .prepare("active_promotions");
}

// Built once per database handle and sent as a named prepared statement (every price and order reads it).
const activePromotionsQueries = new WeakMap<Database, ReturnType<typeof buildActivePromotionsQuery>>();

/** The promotions running at `now`. */
export async function loadActivePromotions(db: Database, now: Date): Promise<PromotionRule[]> {
  let query = activePromotionsQueries.get(db);
  if (!query) activePromotionsQueries.set(db, (query = buildActivePromotionsQuery(db)));
  const rows = await query.execute({ now: now.toISOString() });
  return rows as PromotionRule[];
}

/**
 * Checks the client's lines (EAN present, quantity an integer 1–99, at most 50 lines) and
 * sums lines of the same EAN. '400' with field "products".
 */
export function validateLines(lines: readonly LineInput[], field = "products", allowEmpty = false): LineInput[] {
  if (lines.length === 0 && !allowEmpty) throw GatewayError.badRequest(CART_MESSAGES.noProducts, field);
  for (const line of lines) {
    if (!line.ean?.trim()) throw GatewayError.badRequest(CART_MESSAGES.eanRequired, field);
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      throw GatewayError.badRequest(CART_MESSAGES.quantityInvalid, field);
    }
  }
  const merged = mergeLines(lines.map((l) => ({ ean: l.ean.trim(), quantity: l.quantity })));
  if (merged.length > MAX_CART_LINES) throw GatewayError.badRequest(CART_MESSAGES.tooManyLines, field);
  return merged;
}

/** Lines joined with their database facts; '404' 商品不存在 for an unknown or unpublished EAN. */
export function pricingLinesOf(lines: readonly LineInput[], skus: ReadonlyMap<string, SkuInfo>): PricingLine[] {
  return lines.map((line) => {
    const info = skus.get(line.ean);
    if (!info || !info.purchasable) throw GatewayError.notFound(CART_MESSAGES.productNotFound);
    return { ean: line.ean, quantity: line.quantity, unitPrice: info.unitPrice, styleSku: info.styleSku, saleableQty: info.saleableQty };
  });
}

/** What {@link priceOrder} returns: the price and the facts it was computed from. */
export interface PricedOrder {
  price: PriceResult;
  lines: LineInput[];
  skus: Map<string, SkuInfo>;
  coupon: CouponRecord | null;
}

/** What {@link priceOrder} prices: lines, a coupon, delivery and store credit. */
export type PriceOrderInput = {
  lines: readonly LineInput[];
  couponCode?: string | null;
  memberUid: string | null;
  now: Date;
  field?: string;
  /** Price no lines as zero (the bag's price queries) instead of '400' 请选择要购买的商品 (checkout). */
  allowEmpty?: boolean;
  /** "pickup" (issue 24 §1 门店自提): nothing is shipped, so no shipping fee. Default "express". */
  delivery?: "express" | "pickup";
  /** Issue 24 §3: store credit (yuan) the member wants to use; capped at what is due. */
  balanceAmount?: number | null;
};

/**
 * spec §7 calculateOrderPrice: prices lines from the database with the running promotions and,
 * when a code is given, the coupon — which must apply, else '400' with the reason (field
 * "couponCode"). A coupon needs a member.
 */
export async function priceOrder(db: Database, input: PriceOrderInput): Promise<PricedOrder> {
  const balanceFen = requestedBalanceFen(input.balanceAmount);
  const [priced, balance] = await Promise.all([
    priceLines(db, input),
    balanceFen > 0 ? memberBalanceFen(db, input.memberUid) : Promise.resolve(0),
  ]);
  if (balanceFen > balance)
    throw GatewayError.badRequest(BALANCE_MESSAGES.insufficient, "balanceAmount", { storeCreditBalance: balance / 100 });
  // Shipping first (a pickup order has none), then store credit, capped at what is then due.
  const price = input.delivery === "pickup" ? withoutShipping(priced.price) : priced.price;
  return { ...priced, price: applyBalance(price, balanceFen) };
}

async function priceLines(db: Database, input: Omit<PriceOrderInput, "delivery" | "balanceAmount">): Promise<PricedOrder> {
  const lines = validateLines(input.lines, input.field, input.allowEmpty);
  const [skus, promos] = await Promise.all([
    loadSkuInfo(
      db,
      lines.map((l) => l.ean),
    ),
    loadActivePromotions(db, input.now),
  ]);
  const pricing = pricingLinesOf(lines, skus);
  const code = input.couponCode?.trim();
  if (!code) return { price: calculatePrice(pricing, promos), lines, skus, coupon: null };
  if (!input.memberUid) throw GatewayError.forbidden(COUPON_MESSAGES.loginRequired);
  const { record, reason } = await checkCoupon(db, input.memberUid, code, pricing, promos, input.now);
  if (!record || reason) throw GatewayError.badRequest(reason ?? COUPON_MESSAGES.notFound, "couponCode");
  return { price: calculatePrice(pricing, promos, pricingCouponOf(record)), lines, skus, coupon: record };
}

/** Issue 24 §3: the messages of store credit at checkout. */
export const BALANCE_MESSAGES = {
  invalid: "余额使用金额不正确",
  insufficient: "可用余额不足，请重新选择",
  loginRequired: "请先登录后再使用余额",
} as const;

/** The largest amount of store credit one order may name (yuan); numeric(12,2) holds it. */
const BALANCE_MAX_FEN = 10_000_000_00;

/**
 * Fen of store credit asked for: 0 when none; '400' 余额使用金额不正确 (field balanceAmount) for a
 * negative, non-finite, over-large value or one with more than 2 decimals.
 */
export function requestedBalanceFen(value: number | null | undefined): number {
  if (value === null || value === undefined || value === 0) return 0;
  if (!Number.isFinite(value) || value < 0 || value > BALANCE_MAX_FEN / 100)
    throw GatewayError.badRequest(BALANCE_MESSAGES.invalid, "balanceAmount");
  const fen = toCents(value);
  // More than two decimals is not an amount of money (1.005 is refused, not rounded).
  if (Math.abs(fen / 100 - value) > 1e-9) throw GatewayError.badRequest(BALANCE_MESSAGES.invalid, "balanceAmount");
  return fen;
}

/** The member's store credit in fen; '403' for a guest. */
async function memberBalanceFen(db: Database, memberUid: string | null): Promise<number> {
  if (!memberUid) throw GatewayError.forbidden(BALANCE_MESSAGES.loginRequired);
  const [row] = await db.select({ balance: members.storeCreditBalance }).from(members).where(eq(members.memberUid, memberUid)).limit(1);
  return toCents(row?.balance ?? 0);
}

/** A coupon code checked against priced lines: the coupon (when found) and why it does not apply. */
export async function checkCoupon(
  db: Database,
  memberUid: string,
  code: string,
  pricing: readonly PricingLine[],
  promos: readonly PromotionRule[],
  now: Date,
  facts?: MemberCouponFacts,
): Promise<{ record: CouponRecord | null; reason: string | null }> {
  if (!code.trim()) return { record: null, reason: COUPON_MESSAGES.codeRequired };
  const [record, memberFacts] = await Promise.all([
    findCoupon(db, memberUid, code),
    facts ? Promise.resolve(facts) : memberCouponFacts(db, memberUid),
  ]);
  if (!record) return { record: null, reason: COUPON_MESSAGES.notFound };
  // The minimum spend counts the promotions that stay beside a coupon.
  const base = calculatePrice(pricing, combinableWithCoupon(promos));
  return { record, reason: couponRejection(record, memberFacts, base.amountAfterPromotions, now) };
}
