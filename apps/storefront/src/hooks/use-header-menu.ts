import { useLocation } from "@tanstack/react-router";
import { MENU_INDEX, isValidMenuIndex, toggleMenuIndex, type MenuIndex } from "@xunlan/validation";
import { useCallback, useEffect, useState } from "react";

/**
 * The header's open menu (spec §4: -1 closed … 7 mobile menu). Values outside -1…7 are
 * ignored; every route change closes it (spec §2 "It closes on every route change").
 */
export function useHeaderMenu() {
  const [activeMenuIndex, setIndex] = useState<MenuIndex>(MENU_INDEX.CLOSED);
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    setIndex(MENU_INDEX.CLOSED);
  }, [pathname]);

  const setActiveMenuIndex = useCallback((next: number) => {
    if (isValidMenuIndex(next)) setIndex(next);
  }, []);

  /** Spec §4: the toggle sets 7 when closed, -1 when open. */
  const toggleMobileMenu = useCallback(() => setIndex(toggleMenuIndex), []);

  return { activeMenuIndex, setActiveMenuIndex, toggleMobileMenu };
}
