/**
 * Request header through which the handler ({@link createStorefrontHandler}) hands the render its
 * CSP nonce; a client's own value is replaced (pages) or removed (other methods). The app's
 * render reads it for the router's `ssr.nonce`.
 */
export const CSP_NONCE_HEADER = "x-xunlan-csp-nonce";
