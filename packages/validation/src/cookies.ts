/**
 * Pure cookie helpers over cookie strings (spec §4, §9): they build `Set-Cookie` /
 * `document.cookie` strings and read `Cookie` headers, so they work on the server and in the
 * browser alike. Names must be RFC 6265 tokens; values are percent-encoded and decoded.
 */

import { STORAGE_LIFETIME_HOURS } from "./constants";

/**
 * Every cookie the storefront reads or writes, named once (issue 22 §2); code on both sides of
 * the wire imports the name from here:
 * - `token`: the guest or member token, HttpOnly (spec §4/§9: 168 h; @xunlan/edge's token-cookie.ts);
 * - `cid`: the anonymous client id sent as `x-cookie-id` (spec §7; a year);
 * - `winSize`: `w_{width}|h_{height}`, the first render's layout hint (spec §4);
 * - `login_status`: the login flag, `1` while signed in (spec §9: 720 h; {@link hasLoginFlag});
 * - `bag_count`: the bag's line count, so the page cache renders a shopper with a bag for them.
 */
export const COOKIE_NAMES = {
  token: "token",
  clientId: "cid",
  windowSize: "winSize",
  loginStatus: "login_status",
  bagCount: "bag_count",
} as const;

/** spec §9: login status 720 h, as the login flag cookie's Max-Age. */
export const LOGIN_FLAG_MAX_AGE_SECONDS = STORAGE_LIFETIME_HOURS.loginStatus * 60 * 60;

/** Path and SameSite of the login flag cookie (browser and server write it with the same options). */
export const LOGIN_FLAG_COOKIE_OPTIONS = { path: "/", sameSite: "lax" } as const;

/**
 * Reads and writes the login flag on one side of the wire: the server's from its request
 * (cookie header in, Set-Cookie out; @xunlan/edge's server clients), the browser's from
 * `document.cookie` (@xunlan/session's `browserLoginFlag`).
 */
export interface LoginFlag {
  read(): boolean;
  /** Sets (true) or clears (false) the flag. */
  write(on: boolean): void;
}

/** Options of {@link serializeCookie}. */
export interface CookieOptions {
  /** Lifetime in seconds (Max-Age); fractions are floored. */
  maxAge?: number;
  /** Expiry date (Expires). */
  expires?: Date;
  /** Domain; spec §9: the brand's main domain in production. */
  domain?: string;
  /** Path; defaults to '/'. */
  path?: string;
  /** Send only over HTTPS. */
  secure?: boolean;
  /** Hide from scripts (only meaningful for Set-Cookie from the server). */
  httpOnly?: boolean;
  /** SameSite policy. */
  sameSite?: "strict" | "lax" | "none";
}

const TOKEN_PATTERN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const SAME_SITE = { strict: "Strict", lax: "Lax", none: "None" } as const;

/**
 * Builds a cookie string `name=value; Max-Age=…; Expires=…; Domain=…; Path=/; Secure; HttpOnly;
 * SameSite=…`. The value is percent-encoded. Throws a TypeError for an invalid name, domain or
 * path, a non-finite maxAge or an invalid date.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!TOKEN_PATTERN.test(name)) throw new TypeError(`Invalid cookie name: ${name}`);
  const parts = [`${name}=${encodeURIComponent(value)}`];
  if (options.maxAge !== undefined) {
    if (!Number.isFinite(options.maxAge)) throw new TypeError("Cookie maxAge must be finite");
    parts.push(`Max-Age=${Math.floor(options.maxAge)}`);
  }
  if (options.expires !== undefined) {
    if (Number.isNaN(options.expires.getTime())) throw new TypeError("Cookie expires is an invalid date");
    parts.push(`Expires=${options.expires.toUTCString()}`);
  }
  if (options.domain !== undefined) {
    if (!/^\.?[A-Za-z0-9.-]+$/.test(options.domain)) throw new TypeError(`Invalid cookie domain: ${options.domain}`);
    parts.push(`Domain=${options.domain}`);
  }
  const path = options.path ?? "/";
  if (/[;\s]/.test(path)) throw new TypeError(`Invalid cookie path: ${path}`);
  parts.push(`Path=${path}`);
  if (options.secure) parts.push("Secure");
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.sameSite) parts.push(`SameSite=${SAME_SITE[options.sameSite]}`);
  return parts.join("; ");
}

function decodeValue(raw: string): string {
  const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

/**
 * Parses a `Cookie` header (or `document.cookie`) into name → decoded value. The first
 * occurrence of a name wins (browsers send the most specific path first); pairs without '=' are
 * skipped. The result has no prototype, so names like `__proto__` are harmless.
 */
export function parseCookies(header: string | null | undefined): Record<string, string> {
  const cookies: Record<string, string> = Object.create(null);
  if (!header) return cookies;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1) continue;
    const name = pair.slice(0, eq).trim();
    if (!name || name in cookies) continue;
    cookies[name] = decodeValue(pair.slice(eq + 1).trim());
  }
  return cookies;
}

/** Control characters (C0, DEL): never part of a well-formed cookie value. */
// oxlint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * The decoded value of one cookie in a `Cookie` header (or `document.cookie`), or null when it
 * is absent or empty. A malformed value (a broken %-escape, or one that decodes to control
 * characters such as `token=%00`) is null too, as if absent: such a value must never reach a
 * request header (spec §7 headers carry the token).
 */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const pair of header.split(";")) {
    const eq = pair.indexOf("=");
    if (eq === -1 || pair.slice(0, eq).trim() !== name) continue;
    const raw = pair.slice(eq + 1).trim();
    const unquoted = raw.length >= 2 && raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw;
    if (unquoted === "") return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(unquoted);
    } catch {
      return null;
    }
    return CONTROL_CHARACTER.test(decoded) ? null : decoded;
  }
  return null;
}

/** A window size read from the `w_{n}|h_{n}` cookie (spec §4). */
export interface WindowSize {
  /** Width in CSS px. */
  width: number;
  /** Height in CSS px. */
  height: number;
}

/** spec §4: parses 'w_390|h_844' into {width: 390, height: 844}; null for anything else. */
export function parseWindowSizeCookie(value: string | null | undefined): WindowSize | null {
  const match = /^w_(\d{1,6})\|h_(\d{1,6})$/.exec(value ?? "");
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  return width > 0 && height > 0 ? { width, height } : null;
}

/** The `w_{n}|h_{n}` cookie value for a window size (spec §4), sizes rounded to whole px. */
export function formatWindowSizeCookie(size: WindowSize): string {
  return `w_${Math.round(size.width)}|h_${Math.round(size.height)}`;
}

/** True when a `Cookie` header / `document.cookie` string carries the login flag (`login_status=1`). */
export function hasLoginFlag(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader ?? "", COOKIE_NAMES.loginStatus) === "1";
}
