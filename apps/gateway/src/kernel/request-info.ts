import { randomUUID } from "node:crypto";
import { BlockList, isIP } from "node:net";

/** spec §7: the only channel the gateway serves for now. */
export type Channel = "WEB";

/** spec §7: Desktop when the window is ≥ 1024 px wide, else Mobile. */
export type Platform = "Desktop" | "Mobile";

/** What the request's headers said (spec §7), parsed once per request. */
export interface RequestInfo {
  /** From x-request-id (when well-formed) or generated; in every log line of the request. */
  requestId: string;
  /** `channel` header. Missing is taken as WEB; any other value is refused with '400'. */
  channel: Channel;
  /** The raw `channel` header value when it is not WEB (the auth plugin refuses it). */
  rejectedChannel: string | null;
  /** `Platform` header, null when absent or not Desktop/Mobile. */
  platform: Platform | null;
  /** `x-cookie-id`: the persistent anonymous client id, null when absent or malformed. */
  cookieId: string | null;
  /**
   * The client's address: the socket peer, or what a trusted proxy (TRUSTED_PROXIES) forwarded;
   * null when unknown (in-process requests in tests). Per-IP limits key on it.
   */
  clientIp: string | null;
  /** The request's `Cookie` header (the storefront's proxy passes the browser's on), null when none. */
  cookieHeader: string | null;
  /** The shopper came over TLS (an https URL, or the proxy's X-Forwarded-Proto https): cookies set are Secure. */
  overTls: boolean;
}

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;
const COOKIE_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;

/** The request id: a well-formed `x-request-id` (e.g. from the storefront proxy) or a new UUID. */
export function requestIdOf(request: Request): string {
  const sent = request.headers.get("x-request-id");
  return sent && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/** Loopback: the storefront on the same machine, the default TRUSTED_PROXIES. */
export const DEFAULT_TRUSTED_PROXIES = ["127.0.0.1/8", "::1"] as const;

/** Which peer addresses may say who the client is (X-Forwarded-For / X-Real-IP). */
export interface TrustedProxies {
  trusts(address: string): boolean;
}

/** An address without its IPv4-mapped IPv6 prefix (`::ffff:10.0.0.1` → `10.0.0.1`); null when not an IP. */
export function normalizeIp(value: string | null | undefined): string | null {
  const trimmed = (value ?? "").trim().replace(/^\[|\]$/g, "");
  const address = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.test(trimmed) ? trimmed.slice(7) : trimmed;
  return isIP(address) ? address : null;
}

/**
 * Builds the TRUSTED_PROXIES check from addresses and CIDR ranges (`10.0.0.0/8`, `::1`).
 * Throws on an entry that is neither.
 */
export function createTrustedProxies(entries: readonly string[]): TrustedProxies {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.trim().split("/");
    const ip = normalizeIp(address);
    if (!ip) throw new Error(`TRUSTED_PROXIES: not an IP address or CIDR range: ${entry}`);
    const family = isIP(ip) === 6 ? "ipv6" : "ipv4";
    if (bits === undefined) list.addAddress(ip, family);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === "ipv6" ? 128 : 32)) {
        throw new Error(`TRUSTED_PROXIES: bad prefix length in ${entry}`);
      }
      list.addSubnet(ip, prefix, family);
    }
  }
  return { trusts: (address) => list.check(address, isIP(address) === 6 ? "ipv6" : "ipv4") };
}

/**
 * The client's address (issue 12: limits key on it). The socket's peer, unless that peer is a
 * trusted proxy: then the nearest X-Forwarded-For hop that is not itself a trusted proxy
 * (a client can prepend anything, so the list is read from the right), or X-Real-IP, or the
 * peer. Null when the peer is unknown (an in-process request without a socket).
 */
export function clientIpOf(request: Request, peer: string | null, trusted: TrustedProxies): string | null {
  const address = normalizeIp(peer);
  if (!address) return null;
  if (!trusted.trusts(address)) return address;
  const hops = (request.headers.get("x-forwarded-for") ?? "").split(",").map(normalizeIp);
  for (let i = hops.length - 1; i >= 0; i -= 1) {
    const hop = hops[i];
    if (hop === null || hop === undefined) break;
    if (!trusted.trusts(hop)) return hop;
  }
  return normalizeIp(request.headers.get("x-real-ip")) ?? address;
}

/** Parses the spec §7 headers: channel, Platform and x-cookie-id; `clientIp` from {@link clientIpOf}. */
export function readRequestInfo(request: Request, requestId: string, clientIp: string | null = null): RequestInfo {
  const channel = request.headers.get("channel")?.trim();
  const platform = request.headers.get("platform")?.trim().toLowerCase();
  const cookieId = request.headers.get("x-cookie-id")?.trim();
  return {
    requestId,
    channel: "WEB",
    rejectedChannel: channel && channel.toUpperCase() !== "WEB" ? channel : null,
    platform: platform === "desktop" ? "Desktop" : platform === "mobile" ? "Mobile" : (null satisfies Platform | null),
    cookieId: cookieId && COOKIE_ID_PATTERN.test(cookieId) ? cookieId : null,
    clientIp,
    cookieHeader: request.headers.get("cookie"),
    overTls:
      new URL(request.url).protocol === "https:" ||
      (request.headers.get("x-forwarded-proto") ?? "").split(",")[0]!.trim().toLowerCase() === "https",
  };
}

/** The value of cookie `name` in a `Cookie` header, null when absent (malformed pairs ignored). */
export function cookieValueOf(cookieHeader: string | null, name: string): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const eq = pair.indexOf("=");
    if (eq > 0 && pair.slice(0, eq).trim() === name) return pair.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The bearer token of `Authorization: Bearer <token>`: undefined when no Authorization header
 * was sent, null when one was sent but is not a Bearer credential.
 */
export function bearerTokenOf(request: Request): string | null | undefined {
  const header = request.headers.get("authorization");
  if (header === null || header.trim() === "") return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1] ?? null;
}
