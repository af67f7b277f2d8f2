import { pickedSizeText } from "@xunlan/validation";
import { applyReturn, cancelRefund, cancelReturn, listMemberReturns, requireMemberReturn, returnLines } from "../flows/after-sale-service";
import type { Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";
import { afterSaleOptions, canReturnTransition, RETURN_STATUS_TEXT } from "../modules/after-sale";
import { requireMemberOrder } from "../modules/orders";
import { getRefund } from "../modules/payments";
import type { GatewayContext } from "./context";
import { requireViewer } from "./viewer";

const now = (context: GatewayContext) => context.members.clock();

/** The member of an after-sale request: '401' without a token, '403' 请先登录 for a guest. */
function requireMember(context: GatewayContext): string {
  const viewer = requireViewer(context);
  if (viewer.kind !== "member" || !viewer.memberUid) throw GatewayError.forbidden("请先登录");
  return viewer.memberUid;
}

/** After-sale (spec §4, §7): returns, withdraw, cancel-refund. Rules live in after-sale-service.ts. */
export const afterSaleResolvers: Resolvers = {
  Query: {
    afterSaleOptions: (_parent, _args, context) => {
      requireMember(context);
      return afterSaleOptions(context.db, now(context));
    },
    afterSaleList: (_parent, args, context) =>
      listMemberReturns(context.db, requireMember(context), {
        pageNumber: args.pageNumber,
        pageSize: args.pageSize,
        orderNumber: args.orderNumber,
      }),
    afterSaleDetail: (_parent, args, context) => requireMemberReturn(context.db, requireMember(context), args.returnOrderNumber),
  },
  Mutation: {
    afterSaleApply: async (_parent, args, context) => {
      const memberUid = requireMember(context);
      const single = args.itemId !== null && args.itemId !== undefined ? [{ itemId: args.itemId, quantity: args.quantity ?? 0 }] : [];
      const row = await applyReturn(
        context.db,
        {
          memberUid,
          orderNumber: args.orderNumber,
          items: [...single, ...(args.items ?? [])],
          consignee: args.consignee,
          consigneeCellphone: args.consigneeCellphone,
          province: args.province,
          city: args.city,
          district: args.district,
          detailAddress: args.detailAddress,
          postCode: args.postCode,
          reason: args.reason,
          remark: args.remark,
          pickupDate: args.pickupDate,
          pickupTimeSpan: args.pickupTimeSpan,
          photoKeys: args.photoKeys,
        },
        now(context),
        { storage: context.storage.provider },
      );
      return { returnOrderNumber: row.returnOrderNumber, afterSale: row };
    },
    afterSaleCancel: (_parent, args, context) => cancelReturn(context.db, requireMember(context), args.returnOrderNumber, now(context)),
    afterSaleCancelRefund: async (_parent, args, context) => {
      const memberUid = requireMember(context);
      const result = await cancelRefund(
        context.db,
        context.payments.provider,
        { memberUid, orderNumber: args.orderNumber, reason: args.reason },
        now(context),
      );
      const order = await requireMemberOrder(context.db, memberUid, result.orderNumber);
      // The refund as it is now: settled right away unless the provider failed (then retried).
      const refund = result.refund ? await getRefund(context.db, result.refund.id) : null;
      return { order, refundAmount: refund ? Number(refund.amount) : 0, refundStatus: refund?.status ?? null };
    },
  },
  AfterSale: {
    id: (r) => String(r.id),
    statusText: (r) => RETURN_STATUS_TEXT[r.status],
    canCancel: (r) => canReturnTransition(r.status, "cancelled"),
    refundAmount: (r) => Number(r.refundAmount),
    items: async (r, _args, context) =>
      (await returnLines(context.db, [r.id])).map((line) => ({
        ...line,
        id: String(line.id),
        orderItemId: String(line.orderItemId),
        refundAmount: Number(line.refundAmount),
        unitPrice: Number(line.unitPrice),
        sharePrice: Number(line.sharePrice),
        sizeText: pickedSizeText(line),
      })),
  },
};
