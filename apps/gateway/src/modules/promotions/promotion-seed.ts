import { MONTH_DAYS } from "@xunlan/validation";
import type { Database } from "../../kernel/db";
import { couponRules, coupons, promotions } from "../../kernel/db/schema";

/** The demo's 积分翻倍 promotion (a `points_multiplier` row). */
export const DOUBLE_POINTS_PROMOTION_CODE = "spring-run-double-points";

/**
 * What the announcement promises (content announcement.json, index.json, landing/spring-run):
 * 满 299 元包邮 (else a 10 元 fee), 指定跑鞋第二双 8 折 (the spring-run rail's styles), and the
 * 新会员首单立减 30 元 coupon (首单满 299 元, granted at registration, valid 30 days), plus a
 * shared demo code; and 下单即享积分翻倍, a points promotion with its window.
 */
export const PROMOTION_SEED: Array<typeof promotions.$inferInsert> = [
  {
    code: "free-shipping-299",
    name: "满 299 元包邮",
    type: "free_shipping",
    config: { threshold: 299, fee: 10 },
  },
  {
    code: "spring-run-second-pair",
    name: "指定跑鞋第二双 8 折",
    type: "nth_item_percent",
    // landing/spring-run.json "参与活动的跑鞋": every colour of these styles takes part.
    config: { nth: 2, percentOff: 20, styleSkus: ["XL26RS0007", "XL26RS0013", "XL26RS0018", "XL26RS0028", "XL26RS0029"] },
  },
  {
    // The announcement's 下单即享积分翻倍 and landing/spring-run's dates (issue 24 §2): orders
    // placed from 2026-03-01 to 2026-12-31, Beijing time, earn twice the points at completion.
    code: DOUBLE_POINTS_PROMOTION_CODE,
    name: "会员下单积分翻倍",
    type: "points_multiplier",
    config: { rate: 2 },
    // Beijing instants written with their offset (the seed also runs in the tests' global setup,
    // which resolves no workspace package): 3 月 1 日 00:00 up to 2027-01-01 00:00.
    startDate: new Date("2026-03-01T00:00:00+08:00"),
    endDate: new Date("2027-01-01T00:00:00+08:00"),
  },
];

const FAR_PAST = new Date("2026-01-01T00:00:00.000Z");
const FAR_FUTURE = new Date("2030-12-31T15:59:59.000Z");

/** Coupon rules; `new-member-30` is granted to every new member (members/member-service). */
export const COUPON_RULE_SEED: Array<typeof couponRules.$inferInsert> = [
  {
    key: "new-member-30",
    name: "新会员首单立减 30 元",
    description: "首单满 299 元立减 30 元，注册后 30 天内有效",
    couponTypeName: "满减券",
    promotionType: "fixed",
    value: 30,
    minimumSpend: 299,
    firstOrderOnly: true,
    grantOn: "registration",
    // spec §9 duration unit: a month is 30 days
    validDays: MONTH_DAYS,
    startDate: FAR_PAST,
    endDate: FAR_FUTURE,
  },
  {
    key: "run-club-95",
    name: "跑团专享 95 折",
    description: "满 199 元享 95 折，最高减 50 元，每位会员限用一次",
    couponTypeName: "折扣券",
    promotionType: "percentage",
    value: 5,
    minimumSpend: 199,
    maxDiscount: 50,
    fixedCode: "XLRUN95",
    isShareable: true,
    startDate: FAR_PAST,
    endDate: FAR_FUTURE,
  },
];

/** Inserts the promotions and coupon rules that are missing (matched by code / key); never overwrites. */
export async function seedPromotions(db: Database): Promise<{ promotionsInserted: number; couponRulesInserted: number }> {
  const p = await db
    .insert(promotions)
    .values(PROMOTION_SEED)
    .onConflictDoNothing({ target: promotions.code })
    .returning({ id: promotions.id });
  const r = await db
    .insert(couponRules)
    .values(COUPON_RULE_SEED)
    .onConflictDoNothing({ target: couponRules.key })
    .returning({ id: couponRules.id, fixedCode: couponRules.fixedCode, startDate: couponRules.startDate, endDate: couponRules.endDate });
  // A shared code is one coupons row without a member (uses unlimited unless a count is set).
  const shared = r.filter((x) => x.fixedCode);
  if (shared.length > 0) {
    await db
      .insert(coupons)
      .values(
        shared.map((x) => ({
          couponRuleId: x.id,
          code: x.fixedCode as string,
          memberUid: null,
          availableCount: null,
          isShareable: true,
          startDate: x.startDate,
          endDate: x.endDate,
        })),
      )
      .onConflictDoNothing({ target: coupons.code });
  }
  return { promotionsInserted: p.length, couponRulesInserted: r.length };
}
