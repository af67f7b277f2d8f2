/**
 * @xunlan/cart: the shopping bag, checkout and payment result of the storefront (spec §2
 * shopping bag and /cart, /checkout, /success; §3 cart, price calculation, coupon, order; §4
 * quantity debounce; §5 quantity, stock and checkout rules; §8 messages; §9 sizes).
 * Components take data and callbacks; toasts need `PopupProvider` from @xunlan/ui above them.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */

export type { ArrivalReminderProps, ArrivalReminderVerification, SoldOutSize } from "./components/arrival-reminder/arrival-reminder";
export { ArrivalReminder } from "./components/arrival-reminder/arrival-reminder";
export type { BagActions, BagActionsProviderProps } from "./components/bag-actions/bag-actions";
export { BagActionsProvider, useAddToBag } from "./components/bag-actions/bag-actions";
export type { BagItemProps } from "./components/bag-item/bag-item";
export { BagItem } from "./components/bag-item/bag-item";
export type { BagListProps } from "./components/bag-list/bag-list";
export { BagList } from "./components/bag-list/bag-list";
export type { BagCouponOffer, BagSummaryProps } from "./components/bag-summary/bag-summary";
export { BagSummary } from "./components/bag-summary/bag-summary";
export type { BalancePickerProps } from "./components/balance-picker/balance-picker";
export { BalancePicker } from "./components/balance-picker/balance-picker";
export type { CartPageProps, RecommendationContext } from "./components/cart-page/cart-page";
export { CartPage } from "./components/cart-page/cart-page";
export type { CheckoutAddressProps } from "./components/checkout-address/checkout-address";
export { CheckoutAddress } from "./components/checkout-address/checkout-address";
export type { CheckoutPageProps } from "./components/checkout-page/checkout-page";
export { CheckoutPage } from "./components/checkout-page/checkout-page";
export type { CheckoutViewProps } from "./components/checkout-view/checkout-view";
export { CheckoutView } from "./components/checkout-view/checkout-view";
export type { CouponPickerProps } from "./components/coupon-picker/coupon-picker";
export { CouponPicker } from "./components/coupon-picker/coupon-picker";
export type { DeleteDialogProps } from "./components/delete-dialog/delete-dialog";
export { DeleteDialog } from "./components/delete-dialog/delete-dialog";
export type { EmptyBagProps } from "./components/empty-bag/empty-bag";
export { EmptyBag } from "./components/empty-bag/empty-bag";
export type { MiniBagProps } from "./components/mini-bag/mini-bag";
export { MiniBag } from "./components/mini-bag/mini-bag";
export type { OrderPaymentState, OrderResultProps } from "./components/order-result/order-result";
export { OrderResult } from "./components/order-result/order-result";
export type {
  DeliveryChoiceProps,
  DeliveryMode,
  PickupChoice,
  PickupStoreOption,
  ShopperPosition,
} from "./components/pickup-chooser/pickup-chooser";
export { DeliveryChoice, PICKUP_MESSAGES, pickupStoresQueryOptions, usePickupChoice } from "./components/pickup-chooser/pickup-chooser";
export type { PriceBreakdownProps } from "./components/price-breakdown/price-breakdown";
export { PriceBreakdown } from "./components/price-breakdown/price-breakdown";
export type { QuantityStepperProps } from "./components/quantity-stepper/quantity-stepper";
export { QuantityStepper } from "./components/quantity-stepper/quantity-stepper";
export type { ReorderResult, ReorderSummaryProps } from "./components/reorder-summary/reorder-summary";
export { ReorderSummary, reorderHasChanges, reorderHeadline } from "./components/reorder-summary/reorder-summary";
export type { ShoppingBagProps } from "./components/shopping-bag/shopping-bag";
export { ShoppingBag } from "./components/shopping-bag/shopping-bag";
export type { SuccessOrder } from "./components/success-page/order-summary";
export type { SuccessPageProps } from "./components/success-page/success-page";
export { SuccessPage } from "./components/success-page/success-page";
export {
  SAMPLE_CHECKOUT_ADDRESSES,
  SAMPLE_COUPONS,
  SAMPLE_LINES,
  SAMPLE_PRICE,
  SAMPLE_PRICE_WITH_COUPON,
} from "./fixtures/bag";
export type { PayOrder, UsePayOrderOptions } from "./hooks/use-pay-order";
export { usePayOrder } from "./hooks/use-pay-order";
export type { UseReorderOptions } from "./hooks/use-reorder";
export { useReorder } from "./hooks/use-reorder";
export { addressContact, addressLine, initialAddressId } from "./lib/address";
export type { BuyNowSearch } from "./lib/buy-now";
export { BUY_NOW_MAX_QUANTITY, buyNowHref, buyNowProduct, parseBuyNowSearch } from "./lib/buy-now";
export type { CheckoutGate, CheckoutGateInput } from "./lib/checkout-gate";
export { checkoutGate, FREE_SHIPPING_THRESHOLD, freeShippingMessage } from "./lib/checkout-gate";
export { successHref } from "./lib/links";
export { CART_MESSAGES } from "./lib/messages";
export type { BagQuantities, UseBagQuantitiesOptions } from "./lib/quantity";
export { maxQuantity, useBagQuantities } from "./lib/quantity";
export { hasSoldOutLine, summaryLines, totalQuantity } from "./lib/summary";
export type { BagLine, CheckoutAddress as CheckoutAddressData, CheckoutCoupon, PriceCalculation, SummaryLine } from "./lib/types";
export type { AddCartItemInput, ArrivalReminderInput, OrderProduct } from "./queries/bag-queries";
export { addCartItemMutationOptions, arrivalReminderMutationOptions, cartCountQueryOptions, cartKeys } from "./queries/bag-queries";
export type { PayOrderInput, QuantityChange, SubmitOrderInput } from "./queries/cart-queries";
export {
  availableCouponsQueryOptions,
  buyNowLinesQueryOptions,
  cartQueryOptions,
  deleteCartItemMutationOptions,
  ORDER_POLL_MS,
  orderPaymentState,
  orderPriceQueryOptions,
  orderQueryOptions,
  payOrderMutationOptions,
  prefetchCheckoutPrice,
  reorderMutationOptions,
  storeCreditQueryOptions,
  submitOrderMutationOptions,
  updateCartItemQuantityMutationOptions,
  validateCoupon,
} from "./queries/cart-queries";
export type { BagData } from "./queries/mappers";
export { toBag, toBagLine, toCheckoutCoupon, toOrderProducts, toPrice } from "./queries/mappers";
