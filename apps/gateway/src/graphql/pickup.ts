import type { Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";
import { listPickupStores } from "../modules/orders";
import { validateLines } from "../modules/promotions";
import type { GatewayContext } from "./context";
import { requireViewer } from "./viewer";

/** Issue 24 §1 门店自提: the pickup chooser's stores and the pickup fields of an order. Rules live in pickup-service.ts. */
export const pickupResolvers: Resolvers = {
  Query: {
    pickupStores: (_parent, args, context: GatewayContext) => {
      const viewer = requireViewer(context);
      if (viewer.kind !== "member" || !viewer.memberUid) throw GatewayError.forbidden("请先登录后再购买～");
      return listPickupStores(context.db, {
        lines: validateLines(args.products),
        longitude: args.longitude,
        latitude: args.latitude,
        cityName: args.cityName,
        now: context.members.clock(),
      });
    },
  },
  Order: {
    // Shown (and scannable) only once the order is paid: an unpaid order has nothing to collect.
    pickupCode: (o) => (o.pickUpSelf && o.isPaid ? o.pickupCode : null),
  },
};
