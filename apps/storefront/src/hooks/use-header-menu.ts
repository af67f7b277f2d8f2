import { useLocation } from "@tanstack/react-router";
import { useMenuState, type MenuState } from "@xunlan/header-footer";

/** The header's open menu (header-footer's useMenuState) on the router's current path: every route change closes it (spec §2). */
export function useHeaderMenu(): MenuState {
  return useMenuState(useLocation({ select: (location) => location.pathname }));
}
