import { GraphQLScalarType } from "graphql";
import type { Resolvers } from "../generated/resolvers-types";
import { afterSaleResolvers } from "./after-sale";
import { authResolvers } from "./auth";
import { cartResolvers } from "./cart";
import { catalogResolvers } from "./catalog";
import { checkoutResolvers } from "./checkout";
import { configResolvers } from "./config";
import { couponResolvers } from "./coupons";
import { engagementResolvers } from "./engagement";
import { guestOrderResolvers } from "./guest-orders";
import { memberModuleResolvers } from "./member-resolvers";
import { orderResolvers } from "./orders";
import { pickupResolvers } from "./pickup";
import { pointsResolvers } from "./points";
import { DateTimeScalar, JsonScalar } from "./scalars";
import { storageResolvers } from "./storage";

/** Merges resolver maps per type; throws when a type field (or scalar) is defined twice. */
export function mergeResolvers(maps: readonly Resolvers[]): Resolvers {
  const merged: Record<string, object> = {};
  for (const map of maps) {
    for (const [typeName, value] of Object.entries(map) as [string, object][]) {
      const existing = merged[typeName];
      if (existing === undefined) {
        merged[typeName] = value;
        continue;
      }
      if (existing instanceof GraphQLScalarType || value instanceof GraphQLScalarType) {
        throw new Error(`resolvers: ${typeName} defined twice`);
      }
      for (const field of Object.keys(value)) {
        if (field in existing) throw new Error(`resolvers: ${typeName}.${field} defined twice`);
      }
      merged[typeName] = { ...existing, ...value };
    }
  }
  return merged as Resolvers;
}

/**
 * Every module's resolvers, merged. A new domain module (members, cart, orders…) adds its
 * `xResolvers` here; a field defined by two modules fails at start.
 */
export const resolvers: Resolvers = mergeResolvers([
  { DateTime: DateTimeScalar, JSON: JsonScalar },
  authResolvers,
  catalogResolvers,
  configResolvers,
  engagementResolvers,
  cartResolvers,
  checkoutResolvers,
  couponResolvers,
  orderResolvers,
  pickupResolvers,
  guestOrderResolvers,
  afterSaleResolvers,
  storageResolvers,
  pointsResolvers,
  ...memberModuleResolvers,
]);
