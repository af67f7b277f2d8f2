/**
 * Cookie names and parsing shared by the server (request cookies) and the browser
 * (`document.cookie`). Spec §4: a `token` cookie on the server request sets the token; a cookie of
 * the form `w_{n}|h_{n}` sets the window size.
 */

/** The guest/member access token (spec §4). Readable by scripts so the client can send it. */
export const TOKEN_COOKIE = "token";
/** Persistent anonymous client id sent as `x-cookie-id` (ARCHITECTURE.md, spec §7). */
export const CID_COOKIE = "cid";
/** Where the browser records its window size for the next server render. */
export const VIEWPORT_COOKIE = "viewport";

/** Spec §9: token lifetime 168 h. */
export const TOKEN_MAX_AGE_SECONDS = 168 * 60 * 60;
/** The anonymous client id lives for a (365-day, spec §9) year. */
export const CID_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Spec §9: mobile mode below width 1024; spec §7: Platform Desktop when width ≥ 1024. */
export const DESKTOP_MIN_WIDTH = 1024;

/** The §7 `Platform` header value. */
export type Platform = "Desktop" | "Mobile";

/** A window size read from a `w_{n}|h_{n}` cookie. */
export interface Viewport {
  width: number;
  height: number;
}

const VIEWPORT_PATTERN = /w_(\d{2,5})\|h_(\d{2,5})/;

/**
 * Finds a `w_{n}|h_{n}` value anywhere in a raw Cookie header (any cookie name, encoded or
 * not), so older clients that wrote it under another name still count.
 */
export function parseViewportCookie(cookieHeader: string | null | undefined): Viewport | null {
  if (!cookieHeader) return null;
  const decoded = cookieHeader.replaceAll("%7C", "|").replaceAll("%7c", "|");
  const match = VIEWPORT_PATTERN.exec(decoded);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]) };
}

/** Serialises a window size in the §4 `w_{n}|h_{n}` form. */
export function formatViewport(viewport: Viewport): string {
  return `w_${Math.round(viewport.width)}|h_${Math.round(viewport.height)}`;
}

/** §7: Desktop when the width is at least 1024. */
export function platformForWidth(width: number): Platform {
  return width >= DESKTOP_MIN_WIDTH ? "Desktop" : "Mobile";
}

const MOBILE_UA = /Mobi|Android|iPhone|iPad|iPod|MicroMessenger|HarmonyOS/i;

/**
 * The first render's layout guess: the viewport cookie when present, otherwise the user agent.
 */
export function guessPlatform(viewport: Viewport | null, userAgent: string | null | undefined): Platform {
  if (viewport) return platformForWidth(viewport.width);
  return userAgent && MOBILE_UA.test(userAgent) ? "Mobile" : "Desktop";
}

/** Reads one cookie from a raw Cookie header (browser side). */
export function readCookie(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}
