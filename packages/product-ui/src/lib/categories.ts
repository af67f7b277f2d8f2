import type { Category } from "./types";

/** Listing routes live under /explore (spec §2 routes). */
export const EXPLORE_BASE = "/explore";

function matches(category: Category, level: string): boolean {
  return category.category_route === level || String(category.id) === level;
}

function children(category: Category | undefined): Category[] {
  return (category?.childs ?? []).filter((child) => child.enable !== false);
}

function segment(category: Category): string {
  return encodeURIComponent(category.category_route || String(category.id));
}

/**
 * Resolves listing levels (spec §2: each a route slug or numeric id) to the category nodes,
 * root first. Returns null when a level does not exist — the listing then resolves to nothing
 * (the caller logs the warning, spec §2/§8). Pass the full tree (categoryTreeAll) for from=hidden.
 */
export function resolveCategoryPath(tree: readonly Category[], levels: readonly string[]): Category[] | null {
  const path: Category[] = [];
  let options: readonly Category[] = tree;
  for (const level of levels) {
    const found = options.find((category) => matches(category, level));
    if (!found) return null;
    path.push(found);
    options = found.childs ?? [];
  }
  return path;
}

/** `/explore/{first}/{second}/{third}` of resolved nodes (slugs, ids only when a node has no route). */
export function categoryHref(path: readonly Category[], basePath: string = EXPLORE_BASE): string {
  return [basePath, ...path.map(segment)].join("/");
}

/** One entry of the listing sub-navigation. */
export interface SubNavItem {
  key: string;
  label: string;
  href: string;
  /** The listing currently shown. */
  active: boolean;
}

/** Options of {@link subNavItems}. */
export interface SubNavOptions {
  /** Default /explore. */
  basePath?: string;
  /** Query kept on every link, e.g. "?from=hidden" (spec §2). */
  search?: string;
}

/**
 * spec §2 listing rules: with only the first level the sub-navigation lists its children; with
 * a second level (and a third) it lists the third-level children of the second level, with an
 * entry 全部 (the second level itself) first. Unknown levels or no levels → [].
 */
export function subNavItems(tree: readonly Category[], levels: readonly string[], options: SubNavOptions = {}): SubNavItem[] {
  const { basePath = EXPLORE_BASE, search = "" } = options;
  const path = levels.length > 0 ? resolveCategoryPath(tree, levels) : null;
  if (!path) return [];
  const [first, second, third] = path;
  if (!first) return [];
  if (!second) {
    return children(first).map((child) => ({
      key: String(child.id),
      label: child.title,
      href: categoryHref([first, child], basePath) + search,
      active: false,
    }));
  }
  return [
    { key: `all-${second.id}`, label: "全部", href: categoryHref([first, second], basePath) + search, active: !third },
    ...children(second).map((child) => ({
      key: String(child.id),
      label: child.title,
      href: categoryHref([first, second, child], basePath) + search,
      active: third?.id === child.id,
    })),
  ];
}

/**
 * The breadcrumb trail of a listing (after 首页): one entry per resolved level, linking to its
 * listing; [] when a level does not exist.
 */
export function categoryBreadcrumbs(tree: readonly Category[], levels: readonly string[], basePath: string = EXPLORE_BASE) {
  const path = resolveCategoryPath(tree, levels) ?? [];
  return path.map((category, i) => ({ label: category.title, href: categoryHref(path.slice(0, i + 1), basePath) }));
}
