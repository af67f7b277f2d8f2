/**
 * WeChat sign-in bound to the browser that started it (issue 21 §3; OAuth 2.0's `state`, RFC 6749
 * §10.12 — WeChat's open platform returns it unchanged beside the code): wechatQrUrl generates a
 * random state and keeps it in this HttpOnly cookie of the shopper's browser (through the
 * storefront's same-origin /graphql proxy); on return, wechatLogin runs only when the redirect's
 * `state` is one the cookie holds, so a link with someone else's authCode signs nobody in. The
 * cookie keeps the last {@link KEPT_STATES} states (two tabs, a refetched QR) and is cleared by a
 * successful sign-in.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { cookieValueOf } from "../../kernel/request-info";

/** The cookie's name. Path /graphql: only the calls that check it carry it. */
export const WECHAT_STATE_COOKIE = "xl_wx_state";
/** How long a started sign-in may come back (the QR may stay open a while; WeChat's code then lives 5 minutes). */
export const WECHAT_STATE_MAX_AGE_SECONDS = 30 * 60;
/** States kept at once: the newest first. */
const KEPT_STATES = 3;
/** What {@link newWechatState} makes: 144 random bits, base64url. */
const STATE_PATTERN = /^[A-Za-z0-9_-]{24}$/;

/** A new random state. */
export function newWechatState(): string {
  return randomBytes(18).toString("base64url");
}

/** The states a request's cookie holds (newest first); none when absent or malformed. */
export function keptWechatStates(cookieHeader: string | null): string[] {
  const value = cookieValueOf(cookieHeader, WECHAT_STATE_COOKIE) ?? "";
  return value
    .split(".")
    .filter((state) => STATE_PATTERN.test(state))
    .slice(0, KEPT_STATES);
}

function attributes(secure: boolean, maxAge: number): string {
  return `; Path=/graphql; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** `Set-Cookie` keeping `state` first, beside the newest of those already kept (at most three in all). */
export function wechatStateCookie(state: string, kept: readonly string[], secure: boolean): string {
  const states = [state, ...kept.filter((s) => s !== state)].slice(0, KEPT_STATES);
  return `${WECHAT_STATE_COOKIE}=${states.join(".")}${attributes(secure, WECHAT_STATE_MAX_AGE_SECONDS)}`;
}

/** `Set-Cookie` removing the states (a sign-in finished). */
export function clearedWechatStateCookie(secure: boolean): string {
  return `${WECHAT_STATE_COOKIE}=${attributes(secure, 0)}`;
}

/** True when `given` (the redirect's state) is one of `kept` (compared in constant time). */
export function isKeptState(given: string | null | undefined, kept: readonly string[]): given is string {
  if (typeof given !== "string" || !STATE_PATTERN.test(given)) return false;
  const a = Buffer.from(given);
  let found = false;
  for (const state of kept) {
    const b = Buffer.from(state);
    if (a.length === b.length && timingSafeEqual(a, b)) found = true;
  }
  return found;
}
