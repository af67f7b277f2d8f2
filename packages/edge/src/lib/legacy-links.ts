import { convertLegacyLink } from "@xunlan/validation";

/** The legacy query parameters of spec §2 (old mini-program links). */
export const LEGACY_PARAMS = ["n1", "n2", "n3", "style_slug", "product_slug", "key", "frame"] as const;

/**
 * Paths whose own query uses a legacy name: /help takes `key` (faq, size-guide…), so a `key`
 * there is never a landing-page link.
 */
const OWN_KEY_PATHS = /^\/help\/?$/;

/**
 * spec §2 legacy links, checked on every request: where an old mini-program link on `pathname`
 * with `search` should go, or null when nothing is to convert (no legacy parameter, the path
 * is /help, or the link already points where it is). The /redirect route converts
 * unconditionally with `convertLegacyLink`.
 */
export function legacyRedirectTarget(pathname: string, search: Record<string, unknown>): string | null {
  if (OWN_KEY_PATHS.test(pathname)) return null;
  const query: Record<string, string> = {};
  for (const name of LEGACY_PARAMS) {
    const value = search[name];
    if (typeof value === "string" || typeof value === "number") query[name] = String(value);
  }
  if (Object.keys(query).length === 0) return null;
  const target = convertLegacyLink(query);
  if (!target || target === pathname) return null;
  return target;
}
