/**
 * Category route slugs the catalogue files products under. They mirror the gateway's seeded
 * three-level tree (apps/gateway/src/db/seed): first level = gender, second = product type,
 * third = sub-type. If the seed renames a slug, change it here only.
 */

/** First level: who it is for. */
export const FIRST_LEVEL = { men: "男子", women: "女子", kids: "儿童" } as const;
/** Second level: product type. */
export const SECOND_LEVEL = { shoes: "鞋类", apparel: "服装", accessories: "配件" } as const;
/** Third level: sub-type, grouped by the second level it belongs to. */
export const THIRD_LEVEL = {
  shoes: { running: "跑步", training: "训练", basketball: "篮球", outdoor: "户外", lifestyle: "运动生活" },
  apparel: { tshirts: "T 恤", hoodies: "卫衣", jackets: "夹克", shorts: "短裤", pants: "长裤" },
  accessories: { socks: "袜子", caps: "帽子", bags: "包袋" },
} as const;

/** The seed's sport branch (`/explore/sports/{sport}/{leaf}`), a second listing for sport items. */
export const SPORTS_LEVEL = {
  running: { road: "路跑", trail: "越野跑", marathon: "马拉松" },
  basketball: { shoes: "篮球鞋" },
  training: { gym: "健身" },
  outdoor: { hiking: "徒步" },
} as const;

/** A first-level slug. */
export type FirstSlug = keyof typeof FIRST_LEVEL | "sports";
/** A second-level slug. */
export type SecondSlug = keyof typeof SECOND_LEVEL;
/** A third-level slug (any branch). */
export type ThirdSlug =
  | keyof (typeof THIRD_LEVEL)["shoes"]
  | keyof (typeof THIRD_LEVEL)["apparel"]
  | keyof (typeof THIRD_LEVEL)["accessories"];

/** A style's place in the tree: `/explore/{first}/{second}/{third}` (route slugs). */
export interface CategoryPath {
  first: FirstSlug;
  second: string;
  third: string;
}

/** "men/shoes/running" — the path string the gateway's category `path` uses. */
export function categoryPathString(p: CategoryPath): string {
  return `${p.first}/${p.second}/${p.third}`;
}

/**
 * Distinct category paths the styles are filed under, sorted. The gateway's category seed
 * should contain each (it may add the missing leaves, e.g. women/apparel/pants, kids/accessories/caps).
 */
export function requiredCategoryPaths(styles: Iterable<{ categoryPaths: CategoryPath[] }>): string[] {
  const set = new Set<string>();
  for (const s of styles) for (const p of s.categoryPaths) set.add(categoryPathString(p));
  return [...set].sort();
}
