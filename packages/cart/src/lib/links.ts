/**
 * The page the cashier returns to for an order (spec §2 /success?orderNumber=…): payOrder's
 * returnUrl, and where checkout goes when the cashier could not be opened.
 */
export const successHref = (orderNumber: string) => `/success?orderNumber=${encodeURIComponent(orderNumber)}`;
