import { HELP_KEYS, HELP_TITLES } from "@xunlan/validation";

/** Fixed store routes the layout links to (spec §2 Routes). */
export const ROUTES = {
  home: "/",
  cart: "/cart",
  ucenter: "/ucenter",
  stores: "/store",
  help: (key: (typeof HELP_KEYS)[number]) => `/help?key=${key}`,
} as const;

/** The help-centre links of spec §2 (FAQ, size guide, privacy policy, general terms). */
export const HELP_LINKS: ReadonlyArray<{ key: (typeof HELP_KEYS)[number]; label: string; href: string }> = HELP_KEYS.map((key) => ({
  key,
  label: HELP_TITLES[key],
  href: ROUTES.help(key),
}));
