/** The after-sale module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export { AFTER_SALE_REASONS, afterSaleOptions, assertPickupSlot, pickupBlockedDays, pickupStartDate } from "./pickup-options";
export { assertReturnTransition, canReturnTransition, RETURN_STATUS_TEXT } from "./return-status";
