/**
 * Minimal cookie helpers the client needs on both sides: reading `document.cookie` or a
 * request's Cookie header, and writing the token cookie.
 */

/** Options of {@link serializeCookie}. */
export interface CookieOptions {
  /** Lifetime in seconds (`Max-Age`); 0 removes the cookie. Omit for a session cookie. */
  maxAgeSeconds?: number;
  /** Defaults to "/". */
  path?: string;
  /** The brand's main domain in production (spec §9); omit for the current host. */
  domain?: string;
  /** Adds `Secure`; set it when served over HTTPS. */
  secure?: boolean;
  /** Defaults to "Lax". */
  sameSite?: "Lax" | "Strict" | "None";
}

/** Control characters (C0, DEL): never part of a well-formed cookie value. */
// oxlint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Reads one cookie from a `document.cookie` string or a request's Cookie header. Returns null
 * when absent or empty; the value is URI-decoded. A malformed value (a broken %-escape, or one
 * that decodes to control characters such as `token=%00`) is ignored: null, as if absent.
 */
export function readCookie(cookieString: string | null | undefined, name: string): string | null {
  if (!cookieString) return null;
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const value = part.slice(eq + 1).trim();
    if (value === "") return null;
    let decoded: string;
    try {
      decoded = decodeURIComponent(value);
    } catch {
      return null;
    }
    return CONTROL_CHARACTER.test(decoded) ? null : decoded;
  }
  return null;
}

/**
 * Builds a `Set-Cookie` / `document.cookie` string. The value is URI-encoded.
 */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${options.path ?? "/"}`];
  if (options.maxAgeSeconds !== undefined) parts.push(`Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`);
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`SameSite=${options.sameSite ?? "Lax"}`);
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}

const WINDOW_SIZE = /^w_(\d+)\|h_(\d+)$/;

/**
 * spec §4: a cookie of the form `w_{n}|h_{n}` carries the browser's window size to the server.
 * Returns the size found in any cookie value (or name) of the header, else null. The server
 * passes `width` to `createApiClient({ getWindowWidth })` to pick the Platform header.
 */
export function parseWindowSizeCookie(
  cookieString: string | null | undefined,
): { width: number; height: number } | null {
  if (!cookieString) return null;
  for (const part of cookieString.split(";")) {
    const eq = part.indexOf("=");
    const candidates = eq === -1 ? [part] : [part.slice(eq + 1), part.slice(0, eq)];
    for (const raw of candidates) {
      let text = raw.trim();
      try {
        text = decodeURIComponent(text);
      } catch {
        // keep the raw text
      }
      const match = WINDOW_SIZE.exec(text);
      if (match) return { width: Number(match[1]), height: Number(match[2]) };
    }
  }
  return null;
}
