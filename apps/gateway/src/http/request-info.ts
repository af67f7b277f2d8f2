import { randomUUID } from "node:crypto";
import type { Platform, RequestInfo } from "../context";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{8,128}$/;
const COOKIE_ID_PATTERN = /^[A-Za-z0-9._-]{1,128}$/;
const IP_PATTERN = /^[0-9A-Fa-f.:]{2,45}$/;

/** The request id: a well-formed `x-request-id` (e.g. from the storefront proxy) or a new UUID. */
export function requestIdOf(request: Request): string {
  const sent = request.headers.get("x-request-id");
  return sent && REQUEST_ID_PATTERN.test(sent) ? sent : randomUUID();
}

/** Parses the spec §7 headers: channel, Platform and x-cookie-id. */
export function readRequestInfo(request: Request, requestId: string): RequestInfo {
  const channel = request.headers.get("channel")?.trim();
  const platform = request.headers.get("platform")?.trim().toLowerCase();
  const cookieId = request.headers.get("x-cookie-id")?.trim();
  const clientIp = (request.headers.get("x-forwarded-for")?.split(",")[0] ?? request.headers.get("x-real-ip") ?? "").trim();
  return {
    requestId,
    channel: "WEB",
    rejectedChannel: channel && channel.toUpperCase() !== "WEB" ? channel : null,
    platform: platform === "desktop" ? "Desktop" : platform === "mobile" ? "Mobile" : (null satisfies Platform | null),
    cookieId: cookieId && COOKIE_ID_PATTERN.test(cookieId) ? cookieId : null,
    clientIp: IP_PATTERN.test(clientIp) ? clientIp : null,
  };
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
