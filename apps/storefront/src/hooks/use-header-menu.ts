import { useLocation } from "@tanstack/react-router";
import { MENU_INDEX, isValidMenuIndex, toggleMenuIndex, type MenuIndex } from "@xunlan/validation";
import { useCallback, useState } from "react";

/**
 * The header's open menu (spec §4: -1 closed … 7 mobile menu). Values outside -1…7 are
 * ignored. Every route change closes it (spec §2): a menu belongs to the path it was opened
 * on, so it reads as closed as soon as the path differs — no effect, no extra render.
 */
export function useHeaderMenu() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const [menu, setMenu] = useState<{ index: MenuIndex; pathname: string }>({
    index: MENU_INDEX.CLOSED,
    pathname,
  });
  const activeMenuIndex: MenuIndex = menu.pathname === pathname ? menu.index : MENU_INDEX.CLOSED;

  const setActiveMenuIndex = useCallback(
    (next: number) => {
      if (isValidMenuIndex(next)) setMenu({ index: next, pathname });
    },
    [pathname],
  );

  /** Spec §4: the toggle sets 7 when closed, -1 when open. */
  const toggleMobileMenu = useCallback(
    () => setMenu({ index: toggleMenuIndex(activeMenuIndex), pathname }),
    [activeMenuIndex, pathname],
  );

  return { activeMenuIndex, setActiveMenuIndex, toggleMobileMenu };
}
