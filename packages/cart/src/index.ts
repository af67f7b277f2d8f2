/**
 * @xunlan/cart: the shopping bag, checkout and payment result of the storefront (spec §2
 * shopping bag and /cart, /checkout, /success; §3 cart, price calculation, coupon, order; §4
 * quantity debounce; §5 quantity, stock and checkout rules; §8 messages; §9 sizes).
 * Components take data and callbacks; toasts need `PopupProvider` from @xunlan/ui above them.
 * Every export is named here on purpose; `exports.test.ts` guards the list.
 */
export { QuantityStepper } from "./components/quantity-stepper/quantity-stepper";
export type { QuantityStepperProps } from "./components/quantity-stepper/quantity-stepper";
export { BagItem } from "./components/bag-item/bag-item";
export type { BagItemProps } from "./components/bag-item/bag-item";
export { BagList } from "./components/bag-list/bag-list";
export type { BagListProps } from "./components/bag-list/bag-list";
export { BagSummary } from "./components/bag-summary/bag-summary";
export type { BagCouponOffer, BagSummaryProps } from "./components/bag-summary/bag-summary";
export { PriceBreakdown } from "./components/price-breakdown/price-breakdown";
export type { PriceBreakdownProps } from "./components/price-breakdown/price-breakdown";
export { DeleteDialog } from "./components/delete-dialog/delete-dialog";
export type { DeleteDialogProps } from "./components/delete-dialog/delete-dialog";
export { EmptyBag } from "./components/empty-bag/empty-bag";
export type { EmptyBagProps } from "./components/empty-bag/empty-bag";
export { MiniBag } from "./components/mini-bag/mini-bag";
export type { MiniBagProps } from "./components/mini-bag/mini-bag";
export { ShoppingBag } from "./components/shopping-bag/shopping-bag";
export type { ShoppingBagProps } from "./components/shopping-bag/shopping-bag";
export { CheckoutAddress } from "./components/checkout-address/checkout-address";
export type { CheckoutAddressProps } from "./components/checkout-address/checkout-address";
export { CouponPicker } from "./components/coupon-picker/coupon-picker";
export type { CouponPickerProps } from "./components/coupon-picker/coupon-picker";
export { BalancePicker } from "./components/balance-picker/balance-picker";
export type { BalancePickerProps } from "./components/balance-picker/balance-picker";
export { CheckoutView } from "./components/checkout-view/checkout-view";
export type { CheckoutViewProps } from "./components/checkout-view/checkout-view";
export { OrderResult } from "./components/order-result/order-result";
export { ReorderSummary, reorderHeadline, reorderHasChanges } from "./components/reorder-summary/reorder-summary";
export type { ReorderResult, ReorderSummaryProps } from "./components/reorder-summary/reorder-summary";
export type { OrderPaymentState, OrderResultProps } from "./components/order-result/order-result";
export { CartPage } from "./components/cart-page/cart-page";
export type { CartPageProps, RecommendationContext } from "./components/cart-page/cart-page";
export { DeliveryChoice, usePickupChoice, pickupStoresQueryOptions, PICKUP_MESSAGES } from "./components/pickup-chooser/pickup-chooser";
export type { DeliveryChoiceProps, DeliveryMode, PickupChoice, PickupStoreOption, ShopperPosition } from "./components/pickup-chooser/pickup-chooser";
export { CheckoutPage } from "./components/checkout-page/checkout-page";
export type { CheckoutPageProps } from "./components/checkout-page/checkout-page";
export { SuccessPage } from "./components/success-page/success-page";
export type { SuccessPageProps } from "./components/success-page/success-page";
export type { SuccessOrder } from "./components/success-page/order-summary";
export { usePayOrder } from "./hooks/use-pay-order";
export type { PayOrder, UsePayOrderOptions } from "./hooks/use-pay-order";
export { useReorder } from "./hooks/use-reorder";
export type { UseReorderOptions } from "./hooks/use-reorder";
export { successHref } from "./lib/links";
export { buyNowHref, buyNowProduct, parseBuyNowSearch, BUY_NOW_MAX_QUANTITY } from "./lib/buy-now";
export type { BuyNowSearch } from "./lib/buy-now";
export { BagActionsProvider, useAddToBag } from "./components/bag-actions/bag-actions";
export type { BagActions, BagActionsProviderProps } from "./components/bag-actions/bag-actions";
export { ArrivalReminder } from "./components/arrival-reminder/arrival-reminder";
export type { ArrivalReminderProps, ArrivalReminderVerification, SoldOutSize } from "./components/arrival-reminder/arrival-reminder";
export { useBagQuantities, maxQuantity } from "./lib/quantity";
export type { BagQuantities, UseBagQuantitiesOptions } from "./lib/quantity";
export { checkoutGate, freeShippingMessage, FREE_SHIPPING_THRESHOLD } from "./lib/checkout-gate";
export type { CheckoutGate, CheckoutGateInput } from "./lib/checkout-gate";
export { summaryLines, hasSoldOutLine, totalQuantity } from "./lib/summary";
export { addressLine, addressContact, initialAddressId } from "./lib/address";
export { CART_MESSAGES } from "./lib/messages";
export { cartKeys, cartCountQueryOptions, addCartItemMutationOptions, arrivalReminderMutationOptions } from "./queries/bag-queries";
export {
  cartQueryOptions,
  updateCartItemQuantityMutationOptions,
  deleteCartItemMutationOptions,
  orderPriceQueryOptions,
  storeCreditQueryOptions,
  availableCouponsQueryOptions,
  buyNowLinesQueryOptions,
  prefetchCheckoutPrice,
  validateCoupon,
  submitOrderMutationOptions,
  payOrderMutationOptions,
  reorderMutationOptions,
  orderQueryOptions,
  orderPaymentState,
  ORDER_POLL_MS,
} from "./queries/cart-queries";
export type { OrderProduct, AddCartItemInput, ArrivalReminderInput } from "./queries/bag-queries";
export type { QuantityChange, SubmitOrderInput, PayOrderInput } from "./queries/cart-queries";
export { toBag, toBagLine, toPrice, toCheckoutCoupon, toOrderProducts } from "./queries/mappers";
export type { BagData } from "./queries/mappers";
export {
  SAMPLE_LINES,
  SAMPLE_PRICE,
  SAMPLE_PRICE_WITH_COUPON,
  SAMPLE_CHECKOUT_ADDRESSES,
  SAMPLE_COUPONS,
} from "./fixtures/bag";
export type { BagLine, PriceCalculation, SummaryLine, CheckoutCoupon, CheckoutAddress as CheckoutAddressData } from "./lib/types";
