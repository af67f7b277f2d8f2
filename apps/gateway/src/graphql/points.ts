import { MEMBER_LEVELS, memberLevelProgress, POINTS_PER_YUAN } from "@xunlan/validation";
import { eq } from "drizzle-orm";
import type { Resolvers } from "../generated/resolvers-types";
import { members } from "../kernel/db/schema";
import { ledgerByOrder, listMemberPoints, orderPointsView, POINTS_KIND_TEXT } from "../modules/points";
import { pointsPromotionAt } from "../modules/promotions";
import { requireMember } from "./viewer";

/** How points are earned, as the member centre says it (the rules of points-service). */
export const POINTS_EARN_RULE = `订单完成后，按在线实付商品金额（扣除优惠与优惠券后，不含运费与余额支付）每 1 元累计 ${POINTS_PER_YUAN} 积分，不足 1 元的部分不计；退货时扣回所退商品对应的积分。`;

/** The member's points history and summary, and an order's points (issue 24 §2). */
export const pointsResolvers: Resolvers = {
  Query: {
    memberPoints: (_parent, args, context) =>
      listMemberPoints(context.db, requireMember(context).memberUid, { pageNumber: args.pageNumber, pageSize: args.pageSize }),
    memberPointsSummary: async (_parent, _args, context) => {
      const { memberUid } = requireMember(context);
      const [row] = await context.db.select({ point: members.point }).from(members).where(eq(members.memberUid, memberUid)).limit(1);
      const progress = memberLevelProgress(row?.point ?? 0);
      const promotion = await pointsPromotionAt(context.db, context.members.clock());
      return {
        point: progress.points,
        level: progress.level,
        nextLevel: progress.nextLevel,
        nextLevelPoints: progress.nextLevelPoints,
        pointsToNextLevel: progress.pointsToNextLevel,
        levels: MEMBER_LEVELS.map((level) => ({ name: level.name, minPoints: level.minPoints })),
        earnRule: POINTS_EARN_RULE,
        promotion: promotion
          ? { name: promotion.name, rate: promotion.rate, startDate: promotion.startDate, endDate: promotion.endDate }
          : null,
      };
    },
  },
  PointsEntry: {
    kindText: (entry) => POINTS_KIND_TEXT[entry.kind],
  },
  Order: {
    points: async (order, _args, context) =>
      orderPointsView(context.db, order, (await ledgerByOrder(context.db, [order.id])).get(order.id) ?? []),
  },
};
