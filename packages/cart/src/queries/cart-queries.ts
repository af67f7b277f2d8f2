import { mutationOptions, type QueryClient, queryOptions } from "@tanstack/react-query";
import {
  type ApiClient,
  AvailableCouponsDocument,
  BuyNowLinesDocument,
  CalculateOrderPriceDocument,
  CartDocument,
  DeleteCartItemDocument,
  MemberDocument,
  type OrderAddressInput,
  OrderDocument,
  type OrderStatusFieldsFragment,
  PayOrderDocument,
  type PickupOrderInput,
  ReorderDocument,
  SubmitOrderDocument,
  UpdateCartItemQuantityDocument,
  ValidateOrderCouponDocument,
} from "@xunlan/api-client";
import type { OrderPaymentState } from "../components/order-result/order-result";
import type { BagLine, PriceCalculation } from "../lib/types";
import { cartKeys, type OrderProduct, storeBag } from "./bag-queries";
import { type BagData, toBag, toBagLine, toCheckoutCoupon, toPrice } from "./mappers";

// What every page needs (the badge's count, 加入购物袋, 到货提醒) is in bag-queries.ts, apart from
// the bag page's and checkout's queries here: an app's first-load chunk holds the one module.
export {
  type AddCartItemInput,
  type ArrivalReminderInput,
  addCartItemMutationOptions,
  arrivalReminderMutationOptions,
  cartCountQueryOptions,
  cartKeys,
  type OrderProduct,
} from "./bag-queries";

/** spec §7 cart: the bag's lines with stock and price, and the price of the bag. */
export function cartQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: cartKeys.bag(),
    queryFn: async (): Promise<BagData> => toBag((await api.request(CartDocument)).cart),
  });
}

/** What {@link updateCartItemQuantityMutationOptions} takes: a line and its net change. */
export interface QuantityChange {
  ean: string;
  /** Net change after the debounce; sent to the gateway as that many +1 / −1 steps (spec §7). */
  delta: number;
}

/** A bag with one line's quantity changed (and the count), as an optimistic guess. */
function withQuantity(bag: BagData, ean: string, delta: number): BagData {
  const lines = bag.lines.map((line) => (line.ean === ean ? { ...line, quantity: Math.max(1, line.quantity + delta) } : line));
  return { ...bag, lines, count: lines.reduce((sum, line) => sum + line.quantity, 0) };
}

/**
 * spec §7 updateCartItemQuantity: the quantity shows at once (optimistic bag and count) and
 * rolls back when the gateway refuses (e.g. '400' 已达数量上限，无法继续加购); the gateway's
 * answer replaces the guess. The contract takes ±1, so a net change of n is n sequential steps.
 */
export function updateCartItemQuantityMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...cartKeys.all, "quantity"],
    mutationFn: async ({ ean, delta }: QuantityChange): Promise<BagData | null> => {
      let bag: BagData | null = null;
      const step = delta > 0 ? 1 : -1;
      for (let done = 0; done < Math.abs(delta); done += 1) {
        bag = toBag((await api.request(UpdateCartItemQuantityDocument, { ean, delta: step })).updateCartItemQuantity);
      }
      return bag;
    },
    onMutate: async ({ ean, delta }: QuantityChange) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.bag() });
      const previous = queryClient.getQueryData<BagData>(cartKeys.bag());
      const previousCount = queryClient.getQueryData<number>(cartKeys.count());
      if (previous) storeBag(queryClient, withQuantity(previous, ean, delta));
      return { previous, previousCount };
    },
    onError: (_error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.bag(), context.previous);
      if (context?.previousCount !== undefined) queryClient.setQueryData(cartKeys.count(), context.previousCount);
      // A partly applied change (the 2nd of 3 steps refused): ask the gateway what stands.
      void queryClient.invalidateQueries({ queryKey: cartKeys.bag() });
    },
    onSuccess: (bag) => {
      if (bag) storeBag(queryClient, bag);
    },
  });
}

/**
 * spec §7 deleteCartItem: the line disappears at once and comes back if the gateway refuses;
 * resolves with the gateway's message (商品删除成功！, spec §8).
 */
export function deleteCartItemMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...cartKeys.all, "delete"],
    mutationFn: async (ean: string): Promise<{ message: string; bag: BagData }> => {
      const { deleteCartItem } = await api.request(DeleteCartItemDocument, { ean });
      return { message: deleteCartItem.message, bag: toBag(deleteCartItem.cart) };
    },
    onMutate: async (ean: string) => {
      await queryClient.cancelQueries({ queryKey: cartKeys.bag() });
      const previous = queryClient.getQueryData<BagData>(cartKeys.bag());
      const previousCount = queryClient.getQueryData<number>(cartKeys.count());
      if (previous) {
        const lines = previous.lines.filter((line) => line.ean !== ean);
        storeBag(queryClient, { ...previous, lines, count: lines.reduce((sum, line) => sum + line.quantity, 0) });
      }
      return { previous, previousCount };
    },
    onError: (_error, _ean, context) => {
      if (context?.previous) queryClient.setQueryData(cartKeys.bag(), context.previous);
      if (context?.previousCount !== undefined) queryClient.setQueryData(cartKeys.count(), context.previousCount);
    },
    onSuccess: ({ bag }) => storeBag(queryClient, bag),
  });
}

/**
 * Issue 26 立即购买: the lines of a purchase straight from a product page (not the bag), derived
 * by the gateway (buyNowLines). Rejects with '404' 商品不存在 for an EAN it does not know.
 */
export function buyNowLinesQueryOptions(api: ApiClient, products: readonly OrderProduct[]) {
  return queryOptions({
    queryKey: cartKeys.buyNow(products),
    queryFn: async (): Promise<BagLine[]> =>
      (await api.request(BuyNowLinesDocument, { products: [...products] })).buyNowLines.map(toBagLine),
    enabled: products.length > 0,
  });
}

/** spec §7 calculateOrderPrice: the checkout's breakdown for these lines and coupon. */
export function orderPriceQueryOptions(
  api: ApiClient,
  products: readonly OrderProduct[],
  couponCode: string | null,
  { pickup = false, balanceAmount = 0 }: { pickup?: boolean; balanceAmount?: number } = {},
) {
  return queryOptions({
    queryKey: cartKeys.price(products, couponCode, { pickup, balanceAmount }),
    queryFn: async (): Promise<PriceCalculation> =>
      toPrice(
        (
          await api.request(CalculateOrderPriceDocument, {
            orderProducts: [...products],
            couponCode,
            pickup,
            ...(balanceAmount > 0 ? { balanceAmount } : {}),
          })
        ).calculateOrderPrice,
      ),
    enabled: products.length > 0,
    placeholderData: (previous) => previous,
  });
}

/** spec §7 availableCoupons (members): the member's coupons for these lines, with the reason when one does not apply. */
export function availableCouponsQueryOptions(api: ApiClient, products: readonly OrderProduct[], options: { pickup?: boolean } = {}) {
  const pickup = options.pickup ?? false;
  return queryOptions({
    queryKey: cartKeys.coupons(products, pickup),
    queryFn: async () =>
      (await api.request(AvailableCouponsDocument, { products: [...products], pickup })).availableCoupons.map(toCheckoutCoupon),
    enabled: products.length > 0,
  });
}

/**
 * Checkout's first answer (a route loader): the member's coupons for these lines, then the price
 * with the gateway's best offer (issue 26), so the first total a shopper sees already has it.
 * Resolves with the best coupon's code (null when none); a failure leaves the page to ask again.
 */
export async function prefetchCheckoutPrice(
  queryClient: QueryClient,
  api: ApiClient,
  products: readonly OrderProduct[],
): Promise<string | null> {
  if (products.length === 0) return null;
  const coupons = await queryClient.ensureQueryData(availableCouponsQueryOptions(api, products));
  const best = coupons.find((coupon) => coupon.best && coupon.applicable)?.code ?? null;
  await queryClient.ensureQueryData(orderPriceQueryOptions(api, products, best));
  return best;
}

/**
 * spec §7 validateOrderCoupon: resolves with the price with the coupon when it applies, rejects
 * with an Error carrying the gateway's Chinese reason otherwise (优惠券不存在, 未满 199 元…).
 */
export async function validateCoupon(api: ApiClient, products: readonly OrderProduct[], couponCode: string): Promise<PriceCalculation> {
  const { validateOrderCoupon } = await api.request(ValidateOrderCouponDocument, { products: [...products], couponCode });
  if (!validateOrderCoupon.valid) throw new Error(validateOrderCoupon.reason ?? "优惠券不可用");
  return toPrice(validateOrderCoupon.price);
}

/**
 * Issue 24 §3: the member's store credit (spec §3 storeCreditBalance) for checkout's 余额; under
 * the cart's keys, so placing an order (which may spend it) asks again.
 */
export function storeCreditQueryOptions(api: ApiClient) {
  return queryOptions({
    queryKey: cartKeys.storeCredit(),
    queryFn: async (): Promise<number> => (await api.request(MemberDocument)).member.storeCreditBalance,
  });
}

/** What {@link submitOrderMutationOptions} takes. */
export interface SubmitOrderInput {
  products: readonly OrderProduct[];
  /** Where a delivery order goes (absent with `pickup`). */
  address?: OrderAddressInput | null;
  /** Issue 24 §1 门店自提: the store, day, span and 提货人 instead of an address. */
  pickup?: PickupOrderInput | null;
  couponCode: string | null;
  /** The checkout attempt: a retry or a double click with the same sid makes one order. */
  sid: string;
  remark?: string | null;
  /** From the bag (default: the ordered lines leave it) or 立即购买 (false: the bag stays as it was). */
  isInCart?: boolean;
  /** Issue 24 §3: store credit to use (yuan); an order it pays wholly comes back paid (no cashier). */
  balanceAmount?: number;
}

/**
 * spec §7 submitOrder (members): from the bag the ordered lines leave it on the gateway, so the
 * bag and its count are refetched afterwards; a 立即购买 (`isInCart: false`) leaves the bag alone.
 */
export function submitOrderMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationKey: [...cartKeys.all, "submit"],
    mutationFn: async ({
      products,
      address = null,
      pickup = null,
      couponCode,
      sid,
      remark,
      isInCart = true,
      balanceAmount = 0,
    }: SubmitOrderInput) =>
      (
        await api.request(SubmitOrderDocument, {
          isInCart,
          products: [...products],
          address,
          pickup,
          couponCode,
          sid,
          remark: remark || null,
          ...(balanceAmount > 0 ? { balanceAmount } : {}),
        })
      ).submitOrder,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/** What {@link payOrderMutationOptions} takes. */
export interface PayOrderInput {
  orderNumber: string;
  /** The method the cashier opens with: "wechat" | "alipay" | "unionpay" (the shopper may change it there). Default wechat. */
  payType?: string;
  /** Storefront path the cashier returns to (default /success?orderNumber=…). */
  returnUrl?: string;
}

/** spec §7 payOrder: the cashier fields and `cashierUrl`, where the app sends the shopper. */
export function payOrderMutationOptions(api: ApiClient) {
  return mutationOptions({
    mutationKey: [...cartKeys.all, "pay"],
    mutationFn: async ({ orderNumber, payType = "wechat", returnUrl }: PayOrderInput) =>
      (await api.request(PayOrderDocument, { orderNumber, payType, returnUrl: returnUrl ?? null })).payOrder,
  });
}

/** How often /success asks while the order waits for payment. */
export const ORDER_POLL_MS = 2000;

/**
 * Where an order stands for /success: paid (and anything after it); waiting for payment —
 * still pending, or the last attempt cancelled / failed in the cashier (the order can be paid
 * until its deadline); cancelled — "expired" once past its payment deadline (the expiry sweep),
 * "cancelled" before it. Null: no such order of this member.
 */
export function orderPaymentState(
  order: Pick<OrderStatusFieldsFragment, "status" | "isPaid" | "paymentExpireAt" | "lastPaymentStatus"> | null,
  now: Date = new Date(),
): OrderPaymentState {
  if (!order) return "unknown";
  if (order.isPaid) return "paid";
  if (order.status === "pending_payment") {
    if (order.lastPaymentStatus === "cancelled") return "payment_cancelled";
    if (order.lastPaymentStatus === "failed") return "payment_failed";
    return "pending";
  }
  if (order.status === "cancelled") return new Date(order.paymentExpireAt).getTime() <= now.getTime() ? "expired" : "cancelled";
  return "paid";
}

/**
 * The member's order by number (/success): polled every {@link ORDER_POLL_MS} while it waits for
 * payment, stopping once it is paid, cancelled or unknown.
 */
export function orderQueryOptions(api: ApiClient, orderNumber: string) {
  return queryOptions({
    queryKey: cartKeys.order(orderNumber),
    queryFn: async () => (await api.request(OrderDocument, { orderNumber })).order ?? null,
    refetchInterval: (query) => (orderPaymentState(query.state.data ?? null) === "pending" ? ORDER_POLL_MS : false),
  });
}

/**
 * spec §7 order/reorder (再次购买): the order's lines back into the bag at today's prices and
 * stock. The bag and its badge count are refetched (everything under `["cart"]`); the answer
 * says per line what changed.
 */
export function reorderMutationOptions(api: ApiClient, queryClient: QueryClient) {
  return mutationOptions({
    mutationFn: async (orderNumber: string) => (await api.request(ReorderDocument, { orderNumber })).reorder,
    onSuccess: async (result) => {
      queryClient.setQueryData(cartKeys.count(), result.cart.count);
      await queryClient.invalidateQueries({ queryKey: cartKeys.all });
    },
  });
}
