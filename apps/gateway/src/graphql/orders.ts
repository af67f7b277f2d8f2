import { pickedSizeText } from "@xunlan/validation";
import type { Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";
import {
  cancelMemberOrder,
  confirmOrder,
  getMemberOrder,
  getOrderItems,
  listMemberOrders,
  orderEInvoice,
  orderStatusText,
  requireMemberOrder,
} from "../modules/orders";
import { latestPaymentStatus } from "../modules/payments";
import { syncRetailOrders } from "../modules/retail";
import type { GatewayContext } from "./context";
import { requireBuyer, requireViewer } from "./viewer";

const now = (context: GatewayContext) => context.members.clock();

/** The member of an orders request: '401' without a token, '403' 请先登录 for a guest. */
function requireMember(context: GatewayContext): string {
  const viewer = requireViewer(context);
  if (viewer.kind !== "member" || !viewer.memberUid) throw GatewayError.forbidden("请先登录");
  return viewer.memberUid;
}

/**
 * Brings in the member's in-store purchases before a list that may show them; the retail
 * system failing never fails the list (logged, the orders already known are shown).
 */
async function withStoreOrders(context: GatewayContext, memberUid: string): Promise<void> {
  try {
    await syncRetailOrders(context.db, context.retail, memberUid, now(context));
  } catch (err) {
    context.log.warn({ err }, "retail system unavailable: in-store orders not refreshed");
  }
}

/** Order list, detail and confirm receipt (spec §4, §7). Rules live in order-query.ts. */
export const orderResolvers: Resolvers = {
  Query: {
    order: (_parent, args, context) => getMemberOrder(context.db, requireBuyer(context), args.orderNumber),
    orderList: async (_parent, args, context) => {
      const memberUid = requireMember(context);
      // spec §7 isStore: in-store purchases come from the retail system (crm/retail/order).
      if (args.filters?.isStore !== false) await withStoreOrders(context, memberUid);
      return listMemberOrders(context.db, memberUid, { pageNumber: args.pageNumber, pageSize: args.pageSize, filters: args.filters });
    },
    orderDetail: (_parent, args, context) => requireMemberOrder(context.db, requireMember(context), args.orderNumber),
    orderShippingStatus: async (_parent, args, context) => {
      const order = await requireMemberOrder(context.db, requireMember(context), args.orderNumber);
      const wanted = args.shippingNumber?.trim();
      if (!order.shippingNumber || !order.shippedAt || (wanted && wanted !== order.shippingNumber))
        throw GatewayError.notFound("暂无物流信息");
      return {
        shippingNumber: order.shippingNumber,
        shippingCompany: order.shippingCompany ?? "",
        ...(await context.courier.track(
          {
            shippingNumber: order.shippingNumber,
            shippingCompany: order.shippingCompany ?? "",
            shippedAt: order.shippedAt,
            city: order.city,
          },
          now(context),
        )),
      };
    },
  },
  Mutation: {
    confirmOrder: (_parent, args, context) => confirmOrder(context.db, requireMember(context), args.orderNumber, now(context)),
    cancelOrder: (_parent, args, context) =>
      cancelMemberOrder(context.db, requireMember(context), args.orderNumber, args.reason, now(context)),
  },
  Order: {
    statusText: (o) => orderStatusText(o),
    memberCode: (o) => o.memberUid,
    subtotal: (o) => Number(o.subtotal),
    discountAmount: (o) => Number(o.discountAmount),
    shippingFee: (o) => Number(o.shippingFee),
    totalPaid: (o) => Number(o.totalPaid),
    onlinePayAmount: (o) => Number(o.onlinePayAmount),
    balancePaidAmount: (o) => Number(o.balancePaidAmount),
    lastPaymentStatus: (o, _args, context) => latestPaymentStatus(context.db, o.id),
    orderItems: (o, _args, context) => getOrderItems(context.db, o.id),
    promotionDiscountAmount: (o) => Number(o.promotionDiscountAmount),
    couponDiscountAmount: (o) => Number(o.couponDiscountAmount),
    // INVOICE_PROVIDER=none: no order shows an e-invoice (nobody would ever issue the pending one).
    eInvoice: async (o, _args, context) =>
      context.systems.invoice === "none"
        ? null
        : orderEInvoice(o, o.eInvoiceStatus === "issued" ? await context.loaders.orders.invoiceReversalsByOrder.load(o.id) : []),
    // Priced at submit (promotions/pricing.ts): what the member was given then, not today's rules.
    orderPromotions: (o) => o.orderPromotions.map((p) => ({ code: p.code, name: p.name, discountAmount: Number(p.discountAmount) })),
    // In-store purchases and pickup orders name their store; a delivery order has none.
    store: (o, _args, context) =>
      o.storeCode && (o.isStore || o.pickUpSelf) ? context.loaders.catalog.storeByCode.load(o.storeCode) : null,
  },
  OrderItem: {
    unitPrice: (i) => Number(i.unitPrice),
    sharePrice: (i) => Number(i.sharePrice),
    rowTotal: (i) => Number(i.rowTotal),
    discountAmount: (i) => Number(i.discountAmount),
    totalPaid: (i) => Number(i.totalPaid),
    // issue 24 item 5: the size as picked (the bag's words), from the snapshot taken at purchase.
    sizeText: (item) => pickedSizeText(item),
    productSize: (item, _args, context) => context.loaders.orders.sizeByEan.load(item.sku),
  },
};
