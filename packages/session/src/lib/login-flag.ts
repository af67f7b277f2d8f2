import { readCookie, STORAGE_LIFETIME_HOURS, serializeCookie } from "@xunlan/validation";

/**
 * spec §4/§9: the login status is stored for 720 h and decides whether cart and profile load.
 * It lives in a cookie (not localStorage) so the server knows it on the first render and SSR
 * and hydration agree. The token itself stays in the `token` cookie (168 h).
 */
export const LOGIN_FLAG_COOKIE = "login_status";

/** spec §9: login status 720 h, as a cookie Max-Age. */
export const LOGIN_FLAG_MAX_AGE_SECONDS = STORAGE_LIFETIME_HOURS.loginStatus * 60 * 60;

/** Path and SameSite of the login flag cookie (the server writes it with the same options). */
export const LOGIN_FLAG_COOKIE_OPTIONS = { path: "/", sameSite: "lax" } as const;

/**
 * Reads and writes the login flag on one side of the wire: the app builds the server's from
 * its request (cookie header in, Set-Cookie out); {@link browserLoginFlag} is the browser's.
 */
export interface LoginFlag {
  read(): boolean;
  /** Sets (true) or clears (false) the flag. */
  write(on: boolean): void;
}

/** True when a `Cookie` header / `document.cookie` string carries the login flag. */
export function hasLoginFlag(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader ?? "", LOGIN_FLAG_COOKIE) === "1";
}

/** The login flag in `document.cookie`. */
export const browserLoginFlag: LoginFlag = {
  read: () => hasLoginFlag(document.cookie),
  write: (on) => {
    document.cookie = serializeCookie(LOGIN_FLAG_COOKIE, on ? "1" : "", {
      ...LOGIN_FLAG_COOKIE_OPTIONS,
      maxAge: on ? LOGIN_FLAG_MAX_AGE_SECONDS : 0,
    });
  },
};
