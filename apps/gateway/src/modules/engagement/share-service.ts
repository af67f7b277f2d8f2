/**
 * spec §7 memberShareQrCode: a member's share poster for a storefront page — the page's link
 * with the member's share code, drawn as a QR code on a branded SVG poster.
 */
import { encode } from "uqr";
import { GatewayError } from "../../kernel/errors";

/** Query parameter that carries the sharing member's code on a shared link. */
export const SHARE_PARAM = "sharer";

/** Longest `args` accepted (characters). */
export const SHARE_ARGS_MAX_LENGTH = 500;
/**
 * Longest share link (characters, percent-encoded): a QR code at error correction M holds at
 * most 2 331 bytes, and a phone camera reads a much smaller one reliably.
 */
export const SHARE_LINK_MAX_LENGTH = 1_000;

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Builds the share link and poster. `page` must be a storefront path ("/products/…"); `args`
 * an optional query string. '400' for anything else (an absolute URL, a protocol-relative
 * path, over 300 characters), `args` over 500 characters, or a link too long for a QR code.
 */
export function memberShareQrCode(input: { origin: string; page: string; args?: string | null; memberUid: string }): {
  url: string;
  image: string;
} {
  const page = input.page.trim();
  if (!page.startsWith("/") || page.startsWith("//") || page.length > 300 || /[\s\\]/.test(page))
    throw GatewayError.badRequest("参数错误：page", "page");
  if ((input.args?.length ?? 0) > SHARE_ARGS_MAX_LENGTH)
    throw GatewayError.badRequest(`参数错误：args 不能超过 ${SHARE_ARGS_MAX_LENGTH} 个字符`, "args");
  const url = new URL(page, input.origin);
  if (url.origin !== new URL(input.origin).origin) throw GatewayError.badRequest("参数错误：page", "page");
  for (const [k, v] of new URLSearchParams(input.args ?? "")) if (k !== SHARE_PARAM) url.searchParams.set(k, v);
  url.searchParams.set(SHARE_PARAM, input.memberUid);
  const link = url.toString();
  if (link.length > SHARE_LINK_MAX_LENGTH) throw GatewayError.badRequest("参数错误：args 过长，分享链接无法生成二维码", "args");
  const { size, data } = encode(link, { border: 2, ecc: "M" });
  let path = "";
  data.forEach((row, y) => row.forEach((on, x) => (on ? (path += `M${x} ${y}h1v1h-1z`) : undefined)));
  const qr = 440;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800" viewBox="0 0 600 800">
<rect width="600" height="800" fill="#fff"/><rect width="600" height="120" fill="#111"/>
<text x="300" y="75" fill="#fff" font-size="40" font-weight="700" text-anchor="middle" font-family="sans-serif" letter-spacing="6">迅岚 XUNLAN</text>
<svg x="80" y="170" width="${qr}" height="${qr}" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#111"/></svg>
<text x="300" y="680" fill="#111" font-size="28" text-anchor="middle" font-family="sans-serif">长按识别二维码，查看好友分享的好物</text>
<text x="300" y="730" fill="#666" font-size="20" text-anchor="middle" font-family="sans-serif">${escapeXml(url.pathname.slice(0, 60))}</text>
</svg>`;
  return { url: link, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}
