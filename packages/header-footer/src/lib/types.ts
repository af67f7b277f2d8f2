import type { LinkComponent } from "@xunlan/ui";

/**
 * A node of the category tree as the header shows it (spec §3 Category, mapped by the app:
 * `title` → label, the explore route → `href`). Up to three levels.
 */
export interface NavCategory {
  id: string | number;
  title: string;
  /** Listing route, e.g. `/explore/men/shoes`. */
  href: string;
  children?: NavCategory[];
}

/** A curated collection (content document `collections.json`, spec §3 collections). */
export interface NavCollection {
  name: string;
  children: Array<{ name: string; link: string }>;
}

/** One country of the country/language chooser (spec §3 Country). */
export interface Country {
  id: string | number;
  country_name: string;
  links: Array<{ id: string | number; language_name: string; link: string }>;
}

/** The announcement content document (spec §2 Announcement banner). */
export interface AnnouncementContent {
  enable: boolean;
  message: string;
  style?: "white" | "black";
  closable?: boolean;
  link?: { label: string; href: string; external?: boolean };
}

/** Shared by every component that renders links: the router's link component. */
export interface WithLinkComponent {
  /**
   * The router's link (`href` prop). Falls back to the `LinkProvider` of `@xunlan/ui`, then `<a>`.
   */
  LinkComponent?: LinkComponent;
}
