/** The cart module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */

export type { CartItemRecord, CartLineRecord, CartRecord } from "./cart-service";
export {
  addCartItem,
  cartCount,
  cartOwnerKey,
  cartRecord,
  deleteCartItem,
  lineCap,
  loadLineDetails,
  memberCartKey,
  mergeGuestCart,
  updateCartItemQuantity,
} from "./cart-service";
