import { isValidMenuIndex, MENU_INDEX, type MenuIndex, toggleMenuIndex } from "@xunlan/validation";
import { useCallback, useState } from "react";

/** What {@link useMenuState} gives the header: the open menu and how to change it. */
export interface MenuState {
  /** spec §4: -1 closed, 0–6 the header's menus, 7 the mobile menu. */
  activeMenuIndex: MenuIndex;
  /** Opens a menu (or closes with -1); values outside -1…7 are ignored. */
  setActiveMenuIndex: (next: number) => void;
  /** Spec §4: the mobile toggle sets 7 when closed, -1 when open. */
  toggleMobileMenu: () => void;
}

/**
 * The header's open menu (spec §4 menu index). Every route change closes it (spec §2): a menu
 * belongs to the path it was opened on, so it reads as closed as soon as `pathname` differs — no
 * effect, no extra render. The app passes its router's current path.
 */
export function useMenuState(pathname: string): MenuState {
  const [menu, setMenu] = useState<{ index: MenuIndex; pathname: string }>({ index: MENU_INDEX.CLOSED, pathname });
  const activeMenuIndex: MenuIndex = menu.pathname === pathname ? menu.index : MENU_INDEX.CLOSED;

  const setActiveMenuIndex = useCallback(
    (next: number) => {
      if (isValidMenuIndex(next)) setMenu({ index: next, pathname });
    },
    [pathname],
  );

  const toggleMobileMenu = useCallback(() => setMenu({ index: toggleMenuIndex(activeMenuIndex), pathname }), [activeMenuIndex, pathname]);

  return { activeMenuIndex, setActiveMenuIndex, toggleMobileMenu };
}
