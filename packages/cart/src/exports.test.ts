import { describe, expect, it } from "vitest";
import * as cart from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/cart exports", () => {
  it("names every public export", () => {
    expect(Object.keys(cart).sort()).toMatchInlineSnapshot(`
      [
        "BagItem",
        "BagList",
        "BagSummary",
        "CART_MESSAGES",
        "CheckoutAddress",
        "CheckoutView",
        "CouponPicker",
        "DeleteDialog",
        "EmptyBag",
        "FREE_SHIPPING_THRESHOLD",
        "MiniBag",
        "ORDER_POLL_MS",
        "OrderResult",
        "PriceBreakdown",
        "QuantityStepper",
        "SAMPLE_CHECKOUT_ADDRESSES",
        "SAMPLE_COUPONS",
        "SAMPLE_LINES",
        "SAMPLE_PRICE",
        "SAMPLE_PRICE_WITH_COUPON",
        "ShoppingBag",
        "addCartItemMutationOptions",
        "addressContact",
        "addressLine",
        "arrivalReminderMutationOptions",
        "availableCouponsQueryOptions",
        "cartCountQueryOptions",
        "cartKeys",
        "cartQueryOptions",
        "checkoutGate",
        "deleteCartItemMutationOptions",
        "freeShippingMessage",
        "hasSoldOutLine",
        "initialAddressId",
        "maxQuantity",
        "orderPaymentState",
        "orderPriceQueryOptions",
        "orderQueryOptions",
        "payOrderMutationOptions",
        "submitOrderMutationOptions",
        "summaryLines",
        "toBag",
        "toBagLine",
        "toCheckoutCoupon",
        "toOrderProducts",
        "toPrice",
        "totalQuantity",
        "updateCartItemQuantityMutationOptions",
        "useBagQuantities",
        "validateCoupon",
      ]
    `);
  });
});
