import type { Resolvers } from "../generated/resolvers-types";
import { ownValue } from "../kernel/lib/allow-list";
import { addCartItem, cartOwnerKey, cartRecord, deleteCartItem, memberCartKey, updateCartItemQuantity } from "../modules/cart";
import { CART_MESSAGES, GENDER_CN, loadSkuInfo, maxQuantityOf, stockStatusOf } from "../modules/catalog";
import { priceOrder } from "../modules/promotions";
import type { GatewayContext } from "./context";
import { requireViewer } from "./viewer";

const now = (context: GatewayContext) => context.members.clock();

function viewerCart(context: GatewayContext) {
  return cartRecord(context.db, cartOwnerKey(requireViewer(context)), () => now(context));
}

/** The bag: its lines, stock and prices (spec §2, §7). Rules live in the services. */
export const cartResolvers: Resolvers = {
  Query: {
    cart: (_parent, _args, context) => {
      const viewer = requireViewer(context);
      // A member's count is read with their profile and favourite ids when the same document
      // asks for them (MemberSession: one statement, member-reads.ts).
      const memberUid = viewer.kind === "member" ? viewer.memberUid : null;
      if (!memberUid) return viewerCart(context);
      return cartRecord(
        context.db,
        memberCartKey(memberUid),
        () => now(context),
        () => context.loaders.members.cartCount(memberUid),
      );
    },
    cartStockAndPrice: async (_parent, args, context) => {
      requireViewer(context);
      const viewer = context.viewer;
      const eans = [...new Set(args.eans.map((e) => e.trim()).filter(Boolean))];
      const [skus, priced] = await Promise.all([
        loadSkuInfo(context.db, eans),
        priceOrder(context.db, {
          lines: args.lines,
          couponCode: args.couponCode,
          memberUid: viewer?.kind === "member" ? viewer.memberUid : null,
          now: now(context),
          field: "lines",
          allowEmpty: true,
        }),
      ]);
      return {
        skuStock: eans.flatMap((ean) => {
          const info = skus.get(ean);
          return info ? [{ sku: ean, saleableQty: info.saleableQty }] : [];
        }),
        calculateOrderPrice: priced.price,
      };
    },
  },

  Mutation: {
    addCartItem: async (_parent, args, context) => {
      const cart = viewerCart(context);
      await addCartItem(context.db, cart.ownerKey, args.ean, args.quantity ?? 1, now(context));
      return cart;
    },
    updateCartItemQuantity: async (_parent, args, context) => {
      const cart = viewerCart(context);
      await updateCartItemQuantity(context.db, cart.ownerKey, args.ean, args.delta, now(context));
      return cart;
    },
    deleteCartItem: async (_parent, args, context) => {
      const cart = viewerCart(context);
      await deleteCartItem(context.db, cart.ownerKey, args.ean);
      return { message: CART_MESSAGES.deleted, cart };
    },
  },

  Cart: {
    count: (cart) => cart.count(),
    cartItems: async (cart) => {
      const { items, skus } = await cart.details();
      return items.map((item) => ({ item, info: skus.get(item.ean) ?? null }));
    },
    sorttedLists: async (cart) => (await cart.details()).lines,
    calculateOrderPrice: async (cart) => (await cart.details()).price,
  },

  CartItem: {
    ean: (r) => r.item.ean,
    quantity: (r) => r.item.quantity,
    selected: (r) => r.item.selected,
    productSize: ({ info }) => {
      if (!info) return null;
      return {
        id: info.sizeId,
        colorId: info.color.id,
        label: info.label,
        ean: info.ean,
        usSize: info.usSize,
        cnSize: info.cnSize,
        euSize: info.euSize,
        sort: info.sort,
        productId: info.color.productId,
        productSlug: info.color.productSlug,
        saleableQty: info.saleableQty,
      };
    },
  },

  CartLine: {
    ean: (l) => l.item.ean,
    sku: (l) => l.item.ean,
    quantity: (l) => l.item.quantity,
    selected: (l) => l.item.selected,
    saleableQty: (l) => (l.info.purchasable ? l.info.saleableQty : 0),
    maxQuantity: (l) => (l.info.purchasable ? maxQuantityOf(l.info) : 0),
    purchaseLimit: (l) => l.info.color.purchaseLimit,
    stockStatus: (l) => stockStatusOf(l.info.purchasable ? l.info.saleableQty : 0).stockStatus,
    stockNotice: (l) => stockStatusOf(l.info.purchasable ? l.info.saleableQty : 0).stockNotice,
    orderNumber: () => null,
    unitPrice: (l) => l.priced.unitPrice,
    sharePrice: (l) => l.priced.sharePrice,
    totalPaid: (l) => l.priced.totalPaid,
    discountAmount: (l) => l.priced.discountAmount,
    onlinePayAmount: (l) => l.priced.totalPaid,
    productSize: (l) => l,
    productId: (l) => l.info.color.productId,
    productSlug: (l) => l.info.color.productSlug,
    styleSlug: (l) => l.info.styleSlug,
    styleDisplayNameCn: (l) => l.info.styleDisplayNameCn,
    styleDisplayNameCn2: (l) => l.info.styleDisplayNameCn2,
    styleSku: (l) => l.info.styleSku,
    productName: (l) => l.info.color.productName,
    price: (l) => l.info.unitPrice,
    slashPrice: (l) => (l.info.color.slashPrice === null ? null : Number(l.info.color.slashPrice)),
    gender: (l) => l.info.color.gender,
    genderCn: (l) => ownValue(GENDER_CN, l.info.color.gender) ?? l.info.color.gender,
    colorName: (l) => l.info.color.colorName,
    colorNameCn: (l) => l.info.color.colorNameCn,
    colorSelectorImage: (l) => l.info.color.colorSelectorImage,
    image: (l) => l.info.color.cardImage,
  },

  CartLineProductSize: {
    label: (l) => l.info.label,
    cnSize: (l) => l.info.cnSize,
    usSize: (l) => l.info.usSize,
    productId: (l) => l.info.color.productId,
    productColor: (l) => l.info.color,
  },
};
