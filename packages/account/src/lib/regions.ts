import { formatRegion } from "@xunlan/validation";
import type { RegionNode, RegionValue } from "./types";

/** A node of the normalised three-level tree every picker works on. */
export interface RegionOption {
  id: string;
  name: string;
  /** Level: 1 province, 2 city, 3 district. */
  level: 1 | 2 | 3;
  children: RegionOption[];
}

/** The empty selection. */
export const EMPTY_REGION: RegionValue = { province: "", city: "", district: "" };

// Rows of GB/T 2260 style data name a municipality's only city 市辖区 (or 县); shoppers expect the
// municipality's own name there (北京市 → 北京市 → 东城区).
const PLACEHOLDER_CITY_NAMES = new Set(["市辖区", "县", "省直辖县级行政区划", "自治区直辖县级行政区划"]);

function levelOf(type: RegionNode["type"], fallback: 1 | 2 | 3): 1 | 2 | 3 {
  if (type === 1 || type === "1" || type === "province") return 1;
  if (type === 2 || type === "2" || type === "city") return 2;
  if (type === 3 || type === "3" || type === "district" || type === "area") return 3;
  return fallback;
}

function childrenOf(node: RegionNode): RegionNode[] {
  const list: readonly RegionNode[] = node.children ?? [];
  return list.filter((child) => Boolean(child && typeof child.name === "string" && child.name.trim()));
}

function toOption(node: RegionNode, level: 1 | 2 | 3): RegionOption {
  return { id: String(node.id), name: node.name.trim(), level, children: [] };
}

/**
 * Normalises the §3 address-options tree (`{ id, parentId, type, name, children }`) into exactly
 * three levels. Handles both shapes a municipality comes in: 北京市 → 北京市/市辖区 → 东城区, and
 * 北京市 → 东城区 (districts straight under the province), which gains a city named like the
 * province. Cities without districts (东莞市) keep an empty `children`.
 */
export function normalizeRegionTree(nodes: readonly RegionNode[] | null | undefined): RegionOption[] {
  if (!Array.isArray(nodes)) return [];
  return childrenOf({ id: "", type: 0, name: "", children: [...nodes] }).map((provinceNode) => {
    const province = toOption(provinceNode, 1);
    const children = childrenOf(provinceNode);
    const districtsDirectly = children.length > 0 && children.every((c) => levelOf(c.type, 2) === 3);
    if (districtsDirectly) {
      province.children = [
        {
          id: `${province.id}-city`,
          name: province.name,
          level: 2,
          children: children.map((d) => toOption(d, 3)),
        },
      ];
      return province;
    }
    province.children = children.map((cityNode) => {
      const city = toOption(cityNode, 2);
      if (PLACEHOLDER_CITY_NAMES.has(city.name) && children.length === 1) city.name = province.name;
      city.children = childrenOf(cityNode).map((d) => toOption(d, 3));
      return city;
    });
    return province;
  });
}

/** The nodes a value names, level by level; a level that does not match stops the walk. */
export interface RegionPath {
  province?: RegionOption;
  city?: RegionOption;
  district?: RegionOption;
}

/** Resolves a value's names against the tree. */
export function findRegionPath(tree: readonly RegionOption[], value: RegionValue | null | undefined): RegionPath {
  const path: RegionPath = {};
  if (!value) return path;
  path.province = tree.find((p) => p.name === value.province);
  if (!path.province) return path;
  path.city = path.province.children.find((c) => c.name === value.city);
  if (!path.city) return path;
  path.district = path.city.children.find((d) => d.name === value.district);
  return path;
}

/**
 * Whether a value names a leaf of the tree: province, city and district, or province and a city
 * that has no districts. Without a tree (not loaded) a value is complete when province, city and
 * district are all filled.
 */
export function isRegionComplete(tree: readonly RegionOption[] | null, value: RegionValue | null | undefined): boolean {
  if (!value || !value.province || !value.city) return false;
  if (!tree || tree.length === 0) return Boolean(value.district);
  const path = findRegionPath(tree, value);
  if (!path.city) return false;
  return path.city.children.length === 0 ? !value.district : Boolean(path.district);
}

/** Whether nothing is chosen. */
export function isRegionEmpty(value: RegionValue | null | undefined): boolean {
  return !value || (!value.province && !value.city && !value.district);
}

// The region as shoppers read it is validation's, shared with the order and return pages.
export { formatRegion };

/** One hit of {@link searchRegions}. */
export interface RegionSearchResult {
  /** The path down to the matching node (lower levels empty). */
  value: RegionValue;
  /** Display label, e.g. 广东省 / 深圳市 / 南山区. */
  label: string;
  /** Whether the hit is a leaf (selecting it completes the value). */
  complete: boolean;
}

/**
 * Finds provinces, cities and districts whose name contains `query` (trimmed; blank gives none),
 * shallow levels first, at most `limit` hits. A municipality's city is skipped as a hit of its own
 * (it would repeat the province).
 */
export function searchRegions(tree: readonly RegionOption[], query: string, limit = 30): RegionSearchResult[] {
  const q = query.trim();
  if (!q) return [];
  const byLevel: RegionSearchResult[][] = [[], [], []];
  for (const province of tree) {
    if (province.name.includes(q)) {
      byLevel[0]!.push({ value: { ...EMPTY_REGION, province: province.name }, label: province.name, complete: false });
    }
    for (const city of province.children) {
      const isMunicipality = city.name === province.name;
      if (!isMunicipality && city.name.includes(q)) {
        byLevel[1]!.push({
          value: { province: province.name, city: city.name, district: "" },
          label: `${province.name} / ${city.name}`,
          complete: city.children.length === 0,
        });
      }
      for (const district of city.children) {
        if (district.name.includes(q)) {
          byLevel[2]!.push({
            value: { province: province.name, city: city.name, district: district.name },
            label: formatRegion({ province: province.name, city: city.name, district: district.name }, " / "),
            complete: true,
          });
        }
      }
    }
  }
  return byLevel.flat().slice(0, limit);
}

/**
 * Moves a value to a new choice at `level` and clears every level below it (spec: a higher level's
 * change resets the lower ones). A province with a single city (a municipality) gets that city
 * chosen at once.
 */
export function selectRegionLevel(tree: readonly RegionOption[], value: RegionValue, level: 1 | 2 | 3, name: string): RegionValue {
  if (level === 1) {
    const province = tree.find((p) => p.name === name);
    const only = province?.children.length === 1 ? province.children[0] : undefined;
    return { province: name, city: only?.name ?? "", district: "" };
  }
  if (level === 2) return { province: value.province, city: name, district: "" };
  return { ...value, district: name };
}
