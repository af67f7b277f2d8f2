/**
 * Listing filters (spec §3 Filter) derived from the catalogue: each value counts the visible
 * product colours carrying it, so empty values never show.
 */

import { THIRD_LEVEL } from "./categories";
import { COLOR_FAMILIES } from "./colours";
import { FEATURE_CN } from "./ranges";
import type { Filter, ProductStyle } from "./types";

const LABELS: Record<string, { label: string; values: Record<string, string> }> = {
  gender: { label: "性别", values: { men: "男子", women: "女子", kids: "儿童" } },
  product_type: { label: "品类", values: { Shoes: "鞋类", Apparel: "服装", Accessories: "配件" } },
  sub_type: {
    label: "系列",
    values: { ...THIRD_LEVEL.shoes, ...THIRD_LEVEL.apparel, ...THIRD_LEVEL.accessories },
  },
  color: { label: "颜色", values: COLOR_FAMILIES },
  price_band: {
    label: "价格",
    values: {
      "0-299": "¥300 以下",
      "300-599": "¥300 - ¥599",
      "600-999": "¥600 - ¥999",
      "1000-1499": "¥1000 - ¥1499",
      "1500+": "¥1500 及以上",
    },
  },
  feature: { label: "功能", values: FEATURE_CN },
};

/** Filter codes in display order. */
export const FILTER_CODES = ["gender", "product_type", "sub_type", "color", "price_band", "feature"] as const;

/** Every filter code with its label and every value's label, in display order (counts come from queries). */
export function filterDefinitions(): Array<{ filter_code: string; filter_label: string; values: Array<{ value: string; label: string }> }> {
  return FILTER_CODES.map((code) => {
    const meta = LABELS[code]!;
    return {
      filter_code: code,
      filter_label: meta.label,
      values: Object.entries(meta.values).map(([value, label]) => ({ value, label })),
    };
  });
}

/** Builds the filter list from styles' `productColorLang.filterAttributes` (website-visible colours only). */
export function buildFilters(styles: Iterable<ProductStyle>): Filter[] {
  const counts = new Map<string, Map<string, number>>(FILTER_CODES.map((c) => [c, new Map()]));
  for (const style of styles)
    for (const color of style.productColors) {
      if (!color.enableAtWebsite || !color.publish) continue;
      for (const [code, values] of Object.entries(color.productColorLang.filterAttributes)) {
        const m = counts.get(code);
        if (!m) continue;
        for (const v of values) m.set(v, (m.get(v) ?? 0) + 1);
      }
    }
  return FILTER_CODES.map((code) => {
    const meta = LABELS[code]!;
    const m = counts.get(code)!;
    // Keep the label table's order (it is the natural one: small to large prices, etc.).
    const order = Object.keys(meta.values);
    const values = [...m.entries()]
      .sort((a, b) => order.indexOf(a[0]) - order.indexOf(b[0]))
      .map(([value, count]) => ({ value, label: meta.values[value] ?? value, count }));
    return { filter_code: code, filter_label: meta.label, filter_value: values };
  });
}
