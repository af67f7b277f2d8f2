/**
 * Security headers of every storefront response (issue 12): a Content-Security-Policy that lets
 * only the storefront's own scripts run — inline scripts by a per-request nonce (a fresh render)
 * or by their SHA-256 (a page served from the page cache, whose HTML was rendered for someone
 * else) — no framing, Referrer-Policy, nosniff, and HSTS when the shopper came over TLS.
 */
import { createHash, randomBytes } from "node:crypto";

export { CSP_NONCE_HEADER } from "./csp-nonce";

/** A fresh nonce: 128 random bits, base64. */
export function createNonce(): string {
  return randomBytes(16).toString("base64");
}

/** What inline scripts a policy allows: those carrying `nonce`, or those whose text hashes to one of `hashes`. */
export type InlineScripts = { nonce: string } | { hashes: readonly string[] };

/** Options of {@link contentSecurityPolicy}. */
export interface PolicyOptions {
  /** Where pictures are redirected to (IMAGE_ORIGIN), allowed for img-src and media-src. */
  imageOrigin?: string | undefined;
}

/**
 * WeChat's JS-SDK (jweixin, loaded only inside WeChat for sharing and the address picker; issue
 * 23 §1): its script host and the fallback host the document names, and the host it reports to.
 */
export const WECHAT_JS_SDK_ORIGINS = ["https://res.wx.qq.com", "https://res2.wx.qq.com"] as const;

/**
 * The storefront's Content-Security-Policy. Scripts: same-origin files, the allowed inline
 * ones (no 'unsafe-inline', no eval) and WeChat's JS-SDK file; styles may be inline (components set style
 * attributes); pictures and videos from the site, the picture origin and data:/blob: (uploads'
 * previews); calls same-origin (the /graphql proxy); never framed by another site.
 */
export function contentSecurityPolicy(inline: InlineScripts, options: PolicyOptions = {}): string {
  const scripts = "nonce" in inline ? [`'nonce-${inline.nonce}'`] : inline.hashes.map((hash) => `'sha256-${hash}'`);
  const media = ["'self'", "data:", "blob:", ...(options.imageOrigin ? [options.imageOrigin] : [])].join(" ");
  return [
    "default-src 'self'",
    ["script-src 'self'", ...scripts, ...WECHAT_JS_SDK_ORIGINS].join(" "),
    "style-src 'self' 'unsafe-inline'",
    `img-src ${media}`,
    `media-src ${media}`,
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** SHA-256 (base64) of every inline script's text in `html` (scripts with `src` load as files). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attrs = match[1] ?? "";
    if (/\ssrc\s*=/i.test(attrs)) continue;
    // Data blocks (JSON-LD, application/json) are never run: no need to allow them.
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(
      createHash("sha256")
        .update(match[2] ?? "", "utf8")
        .digest("base64"),
    );
  }
  return [...hashes];
}

/** True when the shopper reached us over TLS (directly, or through a TLS-terminating proxy). */
export function isTls(request: Request): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return (request.headers.get("x-forwarded-proto") ?? "").split(",")[0]?.trim().toLowerCase() === "https";
}

/**
 * Sets the headers every response gets (Referrer-Policy, nosniff, no framing, HSTS over TLS)
 * and, for HTML when `policy` is given, the Content-Security-Policy (an upstream's own is kept).
 */
export function applySecurityHeaders(request: Request, headers: Headers, policy: string | null): void {
  headers.set("referrer-policy", "strict-origin-when-cross-origin");
  headers.set("x-content-type-options", "nosniff");
  headers.set("x-frame-options", "DENY");
  if (isTls(request)) headers.set("strict-transport-security", "max-age=31536000");
  const html = (headers.get("content-type") ?? "").startsWith("text/html");
  if (html && policy && !headers.has("content-security-policy")) headers.set("content-security-policy", policy);
}
