import {
  COOKIE_NAMES,
  hasLoginFlag,
  LOGIN_FLAG_COOKIE_OPTIONS,
  LOGIN_FLAG_MAX_AGE_SECONDS,
  type LoginFlag,
  serializeCookie,
} from "@xunlan/validation";

/**
 * spec §4/§9: the login status is stored for 720 h and decides whether cart and profile load.
 * It lives in a cookie (not localStorage) so the server knows it on the first render and SSR
 * and hydration agree. The token itself stays in the `token` cookie (168 h). The cookie's name,
 * options, lifetime and reader are @xunlan/validation's (`COOKIE_NAMES.loginStatus`), shared with
 * the server (@xunlan/edge's server clients); this file is the browser's side.
 */
export type { LoginFlag } from "@xunlan/validation";
export { hasLoginFlag, LOGIN_FLAG_COOKIE_OPTIONS, LOGIN_FLAG_MAX_AGE_SECONDS };

/** The login flag in `document.cookie`. */
export const browserLoginFlag: LoginFlag = {
  read: () => hasLoginFlag(document.cookie),
  write: (on) => {
    document.cookie = serializeCookie(COOKIE_NAMES.loginStatus, on ? "1" : "", {
      ...LOGIN_FLAG_COOKIE_OPTIONS,
      maxAge: on ? LOGIN_FLAG_MAX_AGE_SECONDS : 0,
    });
  },
};
