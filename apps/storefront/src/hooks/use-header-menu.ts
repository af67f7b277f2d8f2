import { useLocation } from "@tanstack/react-router";
import { useCallback, useEffect, useState } from "react";

/** Spec §4 header menu index: -1 closed, 1–3 category/collection menus, 4 search, 5 bag, 6 user, 7 mobile menu. */
export type MenuIndex = -1 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** Only -1 to 7 are accepted (spec §4); 0 is not a menu. */
export function isMenuIndex(value: number): value is MenuIndex {
  return Number.isInteger(value) && value >= -1 && value <= 7 && value !== 0;
}

/**
 * The header's open menu. Out-of-range values are ignored; every route change closes it
 * (spec §2 "It closes on every route change").
 */
export function useHeaderMenu() {
  const [activeMenuIndex, setIndex] = useState<MenuIndex>(-1);
  const pathname = useLocation({ select: (location) => location.pathname });

  useEffect(() => {
    setIndex(-1);
  }, [pathname]);

  const setActiveMenuIndex = useCallback((next: number) => {
    if (isMenuIndex(next)) setIndex(next);
  }, []);

  /** Spec §4: the toggle sets 7 when closed, -1 when open. */
  const toggleMobileMenu = useCallback(() => {
    setIndex((current) => (current === -1 ? 7 : -1));
  }, []);

  return { activeMenuIndex, setActiveMenuIndex, toggleMobileMenu };
}
