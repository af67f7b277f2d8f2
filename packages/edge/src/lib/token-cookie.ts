/**
 * The `token` cookie (spec §4/§9; issue 12 §5): the guest or member token lives only here,
 * HttpOnly, SameSite=Lax, Secure when the shopper came over TLS. The app's server-side client
 * reads it from the page request and the `/graphql` proxy (graphql-proxy.ts) adds it to every
 * gateway call, so page scripts never see it (the browser's side: browser-token-store.ts).
 */
import { COOKIE_NAMES, type CookieOptions, readCookie, STORAGE_LIFETIME_HOURS, serializeCookie } from "@xunlan/validation";

/** spec §9: the token lives 168 h, as the token cookie's Max-Age. */
export const TOKEN_MAX_AGE_SECONDS = STORAGE_LIFETIME_HOURS.token * 60 * 60;

/** Printable ASCII without spaces, at most 512 characters: what a token or client id can be. */
const HEADER_SAFE_VALUE = /^[\x21-\x7e]{1,512}$/;

/** A cookie value that goes into a gateway request header, or null when it could not be one (ignored). */
export function headerSafe(value: string | null | undefined): string | null {
  return typeof value === "string" && HEADER_SAFE_VALUE.test(value) ? value : null;
}

/** The token of a request's `Cookie` header; a malformed one (token=%00) counts as none. */
export function tokenFromCookies(cookieHeader: string | null | undefined): string | null {
  return headerSafe(readCookie(cookieHeader, COOKIE_NAMES.token));
}

/**
 * The attributes of the token cookie, without its lifetime: path /, SameSite=Lax, HttpOnly,
 * and Secure when `secure` (the request came over TLS: https, or X-Forwarded-Proto https).
 */
export function tokenCookieOptions(secure: boolean): CookieOptions & { httpOnly: true; sameSite: "lax"; path: "/" } {
  return { path: "/", sameSite: "lax", httpOnly: true, ...(secure ? { secure: true } : {}) };
}

/**
 * True when the shopper reached us over TLS — an https URL, or a TLS-terminating proxy's
 * X-Forwarded-Proto https — so the token cookie must be Secure. The rule of `isTls`
 * (@xunlan/edge's security-headers.ts, HSTS), kept here free of node:crypto: an app's
 * isomorphic client module imports this file.
 */
export function servedOverTls(url: string, forwardedProto: string | null | undefined): boolean {
  if (url.startsWith("https:")) return true;
  return (forwardedProto ?? "").split(",")[0]?.trim().toLowerCase() === "https";
}

/** True when the token cookie of an answer to `request` must be Secure ({@link servedOverTls}). */
export function secureCookiesFor(request: Request): boolean {
  return servedOverTls(request.url, request.headers.get("x-forwarded-proto"));
}

/** `Set-Cookie` storing `token` for spec §9's 168 h. */
export function setTokenCookie(token: string, secure: boolean): string {
  return serializeCookie(COOKIE_NAMES.token, token, { ...tokenCookieOptions(secure), maxAge: TOKEN_MAX_AGE_SECONDS });
}

/** `Set-Cookie` removing the token (same attributes, Max-Age=0). */
export function clearTokenCookie(secure: boolean): string {
  return serializeCookie(COOKIE_NAMES.token, "", { ...tokenCookieOptions(secure), maxAge: 0 });
}
