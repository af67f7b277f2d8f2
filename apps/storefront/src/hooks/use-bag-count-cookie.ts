import { useQueryClient } from "@tanstack/react-query";
import { cartKeys } from "@xunlan/cart";
import { writeBagCountCookie } from "@xunlan/edge/shared";
import type { LoginFlag } from "@xunlan/session";
import { COOKIE_NAMES, readCookie } from "@xunlan/validation";
import { useEffect, useRef } from "react";

/**
 * Keeps the `bag_count` cookie in step with the badge, and fills a page shell's badge (issue 27
 * §1): a page from the edge's shared cache carries no shopper's bag count (0), so after hydration
 * the badge first shows what the cookie last said, and the gateway's answer follows — a
 * member's with the session's one request (MemberSession, the SessionProvider's fill), a
 * guest's asked for (CartCount) only when the cookie says the bag is not empty, so an empty-bag
 * visitor's page view costs no call. The shell's 0 is never written back over the cookie.
 */
export function useBagCountCookie(cartCount: number | undefined, loginFlag: LoginFlag): void {
  const queryClient = useQueryClient();
  const hydrated = useRef(false);
  useEffect(() => {
    if (!hydrated.current) {
      hydrated.current = true;
      const remembered = Number(readCookie(document.cookie, COOKIE_NAMES.bagCount) ?? "");
      if (Number.isInteger(remembered) && remembered > 0 && (cartCount ?? 0) === 0) {
        queryClient.setQueryData(cartKeys.count(), remembered);
        if (!loginFlag.read()) void queryClient.invalidateQueries({ queryKey: cartKeys.count(), exact: true });
        return;
      }
    }
    if (cartCount !== undefined) writeBagCountCookie(cartCount);
  }, [cartCount, queryClient, loginFlag]);
}
