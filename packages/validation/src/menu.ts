/**
 * Header menu indexes (spec §2 Header, §3 activedMenuIndex, §4).
 * Menu 2 is not named by the spec; it is the first collection's menu (menu 3 is the second).
 */
export const MENU_INDEX = {
  CLOSED: -1,
  SHOP: 1,
  FIRST_COLLECTION: 2,
  SECOND_COLLECTION: 3,
  SEARCH: 4,
  BAG: 5,
  USER: 6,
  MOBILE_MENU: 7,
} as const;

/** Any accepted header menu index: an integer from -1 to 7. */
export type MenuIndex = -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** True for integers from -1 to 7 inclusive; other values must be ignored (spec §4). */
export function isValidMenuIndex(value: unknown): value is MenuIndex {
  return typeof value === "number" && Number.isInteger(value) && value >= MENU_INDEX.CLOSED && value <= MENU_INDEX.MOBILE_MENU;
}

/** The menu toggle's next index: 7 when closed (-1), -1 when anything is open (spec §4). */
export function toggleMenuIndex(current: MenuIndex): MenuIndex {
  // spec §4: the toggle sets 7 when closed, -1 when open
  return current === MENU_INDEX.CLOSED ? MENU_INDEX.MOBILE_MENU : MENU_INDEX.CLOSED;
}
