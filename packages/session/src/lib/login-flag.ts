import { createIsomorphicFn } from "@tanstack/react-start";
import { deleteCookie, getRequestHeader, setCookie } from "@tanstack/react-start/server";
import { STORAGE_LIFETIME_HOURS, readCookie, serializeCookie } from "@xunlan/validation";

/**
 * spec §4/§9: the login status is stored for 720 h and decides whether cart and profile load.
 * It lives in a cookie (not localStorage) so the server knows it on the first render and SSR
 * and hydration agree. The token itself stays in the `token` cookie (168 h).
 */
export const LOGIN_FLAG_COOKIE = "login_status";

/** spec §9: login status 720 h, as a cookie Max-Age. */
export const LOGIN_FLAG_MAX_AGE_SECONDS = STORAGE_LIFETIME_HOURS.loginStatus * 60 * 60;

const cookieBase = { path: "/", sameSite: "lax" } as const;

/** True when a `Cookie` header / `document.cookie` string carries the login flag. */
export function hasLoginFlag(cookieHeader: string | null | undefined): boolean {
  return readCookie(cookieHeader ?? "", LOGIN_FLAG_COOKIE) === "1";
}

/** Reads the login flag: the request's cookies on the server, `document.cookie` in the browser. */
export const readLoginFlag = createIsomorphicFn()
  .server(() => hasLoginFlag(getRequestHeader("cookie")))
  .client(() => hasLoginFlag(document.cookie));

/** Sets (true) or clears (false) the login flag on whichever side runs. */
export const writeLoginFlag = createIsomorphicFn()
  .server((on: boolean) => {
    if (on) setCookie(LOGIN_FLAG_COOKIE, "1", { ...cookieBase, maxAge: LOGIN_FLAG_MAX_AGE_SECONDS });
    else deleteCookie(LOGIN_FLAG_COOKIE, cookieBase);
  })
  .client((on: boolean) => {
    document.cookie = serializeCookie(LOGIN_FLAG_COOKIE, on ? "1" : "", {
      ...cookieBase,
      maxAge: on ? LOGIN_FLAG_MAX_AGE_SECONDS : 0,
    });
  });
