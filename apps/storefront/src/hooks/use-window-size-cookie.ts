import { WINDOW_SIZE_MAX_AGE_SECONDS } from "@xunlan/edge/shared";
import { COOKIE_NAMES, formatWindowSizeCookie, serializeCookie } from "@xunlan/validation";
import { useEffect } from "react";

/**
 * Keeps the §4 `w_{n}|h_{n}` cookie current so the next server render guesses the layout and
 * sends the right `Platform` header (§7). Written on mount and after resizing settles.
 */
export function useWindowSizeCookie() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      document.cookie = serializeCookie(
        COOKIE_NAMES.windowSize,
        formatWindowSizeCookie({ width: window.innerWidth, height: window.innerHeight }),
        { maxAge: WINDOW_SIZE_MAX_AGE_SECONDS, path: "/", sameSite: "lax" },
      );
    };
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(write, 300);
    };
    write();
    window.addEventListener("resize", onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener("resize", onResize);
    };
  }, []);
}
