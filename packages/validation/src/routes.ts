import { MESSAGES } from "./messages";

/** A parsed query: each key maps to a value, repeated values, or nothing. */
export type QueryInput = Readonly<Record<string, string | readonly string[] | null | undefined>>;

function queryValue(query: QueryInput, key: string): string | null {
  const raw = query[key];
  const value = Array.isArray(raw) ? raw[0] : raw;
  const trimmed = typeof value === "string" ? value.trim() : "";
  return trimmed ? trimmed : null;
}

function segment(value: string): string {
  return encodeURIComponent(value);
}

/**
 * spec §2 Legacy links: converts an old mini-program query to a storefront path, or null.
 * In priority order: n1[/n2[/n3]] → /explore/n1[/n2[/n3]] (a level is used only when all levels
 * before it are present); style_slug plus product_slug → /products/{style}/{product}; key, else
 * frame → /landing/{key}. Blank values count as missing; segments are URI-encoded.
 */
export function convertLegacyLink(query: QueryInput): string | null {
  const levels: string[] = [];
  for (const key of ["n1", "n2", "n3"]) {
    const value = queryValue(query, key);
    if (!value) break;
    levels.push(segment(value));
  }
  if (levels.length > 0) return `/explore/${levels.join("/")}`;

  const style = queryValue(query, "style_slug");
  const product = queryValue(query, "product_slug");
  if (style && product) return `/products/${segment(style)}/${segment(product)}`;

  const landing = queryValue(query, "key") ?? queryValue(query, "frame");
  if (landing) return `/landing/${segment(landing)}`;
  return null;
}

/** Error codes the error page can be forced to show (spec §2). */
export type ErrorPageCode = 400 | 404 | 500;

/**
 * spec §2 Error page: the paths /error-400, /error-404 and /error-500 force the code shown.
 * Returns that code, or null for any other path. Query, hash and a trailing slash are ignored.
 */
export function errorCodeFromPath(path: string): ErrorPageCode | null {
  const pathname = path.split(/[?#]/)[0] ?? "";
  const match = /^\/?error-(400|404|500)\/?$/.exec(pathname);
  return match ? (Number(match[1]) as ErrorPageCode) : null;
}

/** spec §2: the error page text: 很抱歉，您访问的页面不存在 for 404, the server-error text otherwise. */
export function errorMessageFor(code: number | null | undefined): string {
  return code === 404 ? MESSAGES.notFound : MESSAGES.serverError;
}

/** spec §2 Route guards: true for /ucenter and every path below it (which need login). */
export function isProtectedPath(path: string): boolean {
  return /^\/ucenter(?:[/?#]|$)/.test(path);
}

/**
 * Longest encoded returnUrl a redirect carries. Encoding a crafted link's long query string
 * again (each `%` becomes `%25`) made a `Location` header past what proxies and HTTP clients
 * take (nginx: 4–8 KB, Node: 16 KB; the page fuzzer of issue 12 found one the storefront could
 * not be read back): past this the query is left out, past it again the path too.
 */
export const MAX_RETURN_URL_LENGTH = 2_000;

/** The encoded returnUrl of `path`: the whole path, else without its query and hash, else "/". */
function encodedReturnUrl(path: string): string {
  const full = encodeURIComponent(path);
  if (full.length <= MAX_RETURN_URL_LENGTH) return full;
  const pathOnly = encodeURIComponent(path.replace(/[?#].*$/s, ""));
  return pathOnly.length <= MAX_RETURN_URL_LENGTH ? pathOnly : encodeURIComponent("/");
}

/**
 * spec §2 Route guards: where the `authenticated` guard sends a logged-out visitor:
 * /?returnUrl={encoded path} (at most {@link MAX_RETURN_URL_LENGTH} characters of it).
 */
export function authRedirectPath(fullPath: string): string {
  return `/?returnUrl=${encodedReturnUrl(fullPath)}`;
}

/** The `reason` /login shows 登录已过期，请重新登录 for (spec §8 logout response code). */
export const SESSION_EXPIRED_REASON = "expired";

/**
 * spec §8: where the logout response code sends the shopper — /login?returnUrl={encoded current
 * path}, with `reason=expired` so the page says why (the session ended; it is no silent guest).
 */
export function sessionExpiredLoginPath(fullPath: string): string {
  return `/login?returnUrl=${encodedReturnUrl(fullPath)}&reason=${SESSION_EXPIRED_REASON}`;
}

/** Whitespace, control characters and backslashes: browsers drop or rewrite them in URLs. */
// oxlint-disable-next-line no-control-regex
const UNSAFE_URL_CHARACTER = /[\s\u0000-\u001f\u007f\\]/;

/**
 * A safe in-site returnUrl: the value when it is a local path ('/…', not '//…' or '/\…'),
 * otherwise null, so a crafted link cannot send a shopper to another site after login. Any
 * whitespace, control character or backslash refuses it too: browsers strip tabs and newlines
 * ('/\t/evil.example' would become '//evil.example') and read '\' as '/'.
 */
export function safeReturnUrl(value: string | null | undefined): string | null {
  if (!value || !value.startsWith("/") || value.startsWith("//") || UNSAFE_URL_CHARACTER.test(value)) return null;
  const base = "http://return.invalid";
  try {
    if (new URL(value, base).origin !== base) return null;
  } catch {
    return null;
  }
  return value;
}
