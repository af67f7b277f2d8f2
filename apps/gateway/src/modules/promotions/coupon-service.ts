import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../kernel/db";
import { couponRedemptions, couponRules, coupons, orders } from "../../kernel/db/schema";
import { couponDiscountFen, type PricingCoupon } from "./pricing";

export type CouponRow = typeof coupons.$inferSelect;
export type CouponRuleRow = typeof couponRules.$inferSelect;

/** A coupon with its rule: what the Coupon GraphQL type maps from. */
export interface CouponRecord {
  coupon: CouponRow;
  rule: CouponRuleRow;
  /** available | used | expired, at the time it was read. */
  status: "available" | "used" | "expired";
}

/** Why a coupon does not apply (Chinese, shown to the shopper). */
export const COUPON_MESSAGES = {
  codeRequired: "请输入优惠券码",
  notFound: "优惠券不存在",
  disabled: "优惠券已停用",
  notStarted: "优惠券尚未生效",
  expired: "优惠券已过期",
  used: "优惠券已使用",
  soldOut: "优惠券已被领完",
  alreadyUsed: "您已使用过该优惠券",
  firstOrderOnly: "仅限首单使用",
  loginRequired: "请先登录后再使用优惠券",
  noProducts: "请先选择商品",
  minimumSpend: (amount: number) => `订单金额未满 ${formatYuan(amount)} 元，不可使用`,
} as const;

function formatYuan(amount: number): string {
  return Number.isInteger(amount) ? String(amount) : amount.toFixed(2);
}

/** Normalises an entered code: trimmed, upper-case. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

function newCouponCode(): string {
  const alphabet = "ACDEFGHJKMNPQRTUVWXY3479";
  const bytes = randomBytes(10);
  return `XLC${Array.from(bytes, (b) => alphabet[b % alphabet.length]).join("")}`;
}

/** available | used | expired of a coupon now. */
export function couponStatus(coupon: CouponRow, now: Date): CouponRecord["status"] {
  if (coupon.availableCount !== null && coupon.availableCount <= 0) return "used";
  if (now > coupon.endDate) return "expired";
  return "available";
}

/**
 * Grants the registration coupons (新会员首单立减 30 元) to a new member: one per rule with
 * grantOn 'registration', valid `validDays` from now (never past the rule's end). Idempotent.
 */
export async function grantRegistrationCoupons(db: Database, memberUid: string, now: Date): Promise<number> {
  const rules = await db
    .select()
    .from(couponRules)
    .where(and(eq(couponRules.grantOn, "registration"), eq(couponRules.status, "enabled"), gt(couponRules.endDate, now)));
  return grantCoupons(db, rules, memberUid, now);
}

/**
 * Grants one coupon of each rule to a member (valid `validDays` from now, never past the rule's
 * end), at most once per rule and member (coupons_rule_member_unique). Registration and the
 * operations API's coupon issue (issue 25 §2) both grant here. Returns how many were new.
 */
export async function grantCoupons(db: Database, rules: readonly CouponRuleRow[], memberUid: string, now: Date): Promise<number> {
  if (rules.length === 0) return 0;
  const rows = await db
    .insert(coupons)
    .values(
      rules.map((rule) => ({
        couponRuleId: rule.id,
        code: newCouponCode(),
        memberUid,
        availableCount: 1,
        isShareable: false,
        startDate: now,
        endDate:
          rule.validDays === null ? rule.endDate : new Date(Math.min(rule.endDate.getTime(), now.getTime() + rule.validDays * 86_400_000)),
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  return rows.length;
}

/** A coupon by code that this member may use: their own, or a shared code. Null when none. */
export async function findCoupon(db: Database, memberUid: string, code: string): Promise<CouponRecord | null> {
  const [row] = await db
    .select({ coupon: coupons, rule: couponRules })
    .from(coupons)
    .innerJoin(couponRules, eq(couponRules.id, coupons.couponRuleId))
    .where(and(eq(coupons.code, normalizeCouponCode(code)), or(isNull(coupons.memberUid), eq(coupons.memberUid, memberUid))))
    .limit(1);
  return row ? { ...row, status: couponStatus(row.coupon, new Date()) } : null;
}

/** The member's own coupons (newest first) and the shared codes they have used. */
export async function listMemberCoupons(db: Database, memberUid: string): Promise<CouponRecord[]> {
  const now = new Date();
  const rows = await db
    .select({ coupon: coupons, rule: couponRules })
    .from(coupons)
    .innerJoin(couponRules, eq(couponRules.id, coupons.couponRuleId))
    .where(eq(coupons.memberUid, memberUid))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map((r) => ({ ...r, status: couponStatus(r.coupon, now) }));
}

/** Facts about the member a coupon check needs, read in one statement. */
export interface MemberCouponFacts {
  /** Coupon ids the member holds an active (unreleased) redemption of. */
  redeemedCouponIds: Set<number>;
  /** Whether the member has an order that was not cancelled (first-order coupons). */
  hasOrder: boolean;
}

export async function memberCouponFacts(db: Database, memberUid: string): Promise<MemberCouponFacts> {
  const [row] = await db
    .select({
      redeemed: sql<
        number[] | null
      >`(select array_agg(${couponRedemptions.couponId}) from ${couponRedemptions} where ${couponRedemptions.memberUid} = ${memberUid} and ${couponRedemptions.releasedAt} is null)`,
      hasOrder: sql<boolean>`exists (select 1 from ${orders} where ${orders.memberUid} = ${memberUid} and ${orders.status} <> 'cancelled')`,
    })
    .from(sql`(select 1) as one`);
  return { redeemedCouponIds: new Set(row?.redeemed ?? []), hasOrder: row?.hasOrder ?? false };
}

/**
 * Why a coupon does not apply to an amount (after promotions), or null when it does.
 * Order of checks: rule state, window, uses left, this member's use, first order, minimum spend.
 */
export function couponRejection(record: CouponRecord, facts: MemberCouponFacts, amountAfterPromotions: number, now: Date): string | null {
  const { coupon, rule } = record;
  if (rule.status !== "enabled") return COUPON_MESSAGES.disabled;
  if (now < coupon.startDate || now < rule.startDate) return COUPON_MESSAGES.notStarted;
  if (now > coupon.endDate || now > rule.endDate) return COUPON_MESSAGES.expired;
  if (coupon.availableCount !== null && coupon.availableCount <= 0) {
    return coupon.memberUid === null ? COUPON_MESSAGES.soldOut : COUPON_MESSAGES.used;
  }
  if (facts.redeemedCouponIds.has(coupon.id)) return coupon.memberUid === null ? COUPON_MESSAGES.alreadyUsed : COUPON_MESSAGES.used;
  if (rule.firstOrderOnly && facts.hasOrder) return COUPON_MESSAGES.firstOrderOnly;
  if (amountAfterPromotions <= 0) return COUPON_MESSAGES.noProducts;
  if (amountAfterPromotions < Number(rule.minimumSpend)) return COUPON_MESSAGES.minimumSpend(Number(rule.minimumSpend));
  return null;
}

/** The pricing view of a coupon. */
export function pricingCouponOf(record: CouponRecord): PricingCoupon {
  return {
    code: record.coupon.code,
    promotionType: record.rule.promotionType,
    value: Number(record.rule.value),
    maxDiscount: record.rule.maxDiscount === null ? null : Number(record.rule.maxDiscount),
  };
}

/** What a coupon takes off an amount (yuan). */
export function couponDiscount(record: CouponRecord, amount: number): number {
  return couponDiscountFen(pricingCouponOf(record), Math.round(amount * 100)) / 100;
}

/**
 * Gives back the coupon uses of a cancelled order, exactly once: only redemptions not yet
 * released are released, and only their coupons get a use back.
 */
export async function releaseCoupons(tx: Database, orderNumber: string, now: Date): Promise<number> {
  const released = await tx
    .update(couponRedemptions)
    .set({ releasedAt: now })
    .where(and(eq(couponRedemptions.orderNumber, orderNumber), isNull(couponRedemptions.releasedAt)))
    .returning({ couponId: couponRedemptions.couponId });
  if (released.length === 0) return 0;
  await tx
    .update(coupons)
    .set({ availableCount: sql`${coupons.availableCount} + 1` })
    .where(
      and(
        inArray(
          coupons.id,
          released.map((r) => r.couponId),
        ),
        isNotNull(coupons.availableCount),
      ),
    );
  return released.length;
}
