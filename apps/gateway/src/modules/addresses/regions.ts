import { areaList } from "@vant/area-data";

/** spec §3 address options: one node of the three-level region tree. */
export interface RegionNode {
  /** GB/T 2260 administrative code, e.g. "440305". */
  id: string;
  parentId: string | null;
  /** 1 province, 2 city, 3 district. */
  type: 1 | 2 | 3;
  name: string;
  children: RegionNode[];
}

/** The data package the tree is built from (recorded in the README). */
export const REGION_DATA_SOURCE = "@vant/area-data";

// Taiwan (71), Hong Kong (81) and Macao (82) are outside the mainland delivery area.
const NON_MAINLAND_PREFIXES = new Set(["71", "81", "82"]);

let cached: { tree: RegionNode[]; byName: Map<string, RegionNode> } | undefined;

function build(): { tree: RegionNode[]; byName: Map<string, RegionNode> } {
  const tree: RegionNode[] = [];
  const byCode = new Map<string, RegionNode>();
  for (const [id, name] of Object.entries(areaList.province_list)) {
    if (NON_MAINLAND_PREFIXES.has(id.slice(0, 2))) continue;
    const node: RegionNode = { id, parentId: null, type: 1, name, children: [] };
    tree.push(node);
    byCode.set(id.slice(0, 2), node);
  }
  for (const [id, name] of Object.entries(areaList.city_list)) {
    const parent = byCode.get(id.slice(0, 2));
    if (!parent) continue;
    const node: RegionNode = { id, parentId: parent.id, type: 2, name, children: [] };
    parent.children.push(node);
    byCode.set(id.slice(0, 4), node);
  }
  for (const [id, name] of Object.entries(areaList.county_list)) {
    const parent = byCode.get(id.slice(0, 4));
    if (!parent) continue;
    parent.children.push({ id, parentId: parent.id, type: 3, name, children: [] });
  }
  const sort = (nodes: RegionNode[]) => {
    nodes.sort((a, b) => a.id.localeCompare(b.id));
    for (const n of nodes) sort(n.children);
  };
  sort(tree);
  return { tree, byName: new Map(tree.map((p) => [p.name, p])) };
}

/**
 * The mainland region tree (province → city → district), built once from @vant/area-data
 * and kept in memory: 31 provinces, every city with at least one district.
 */
export function regionTree(): RegionNode[] {
  cached ??= build();
  return cached.tree;
}

/**
 * Checks that the three names form a province → city → district chain of the tree. Returns
 * null when they do, else the first field that does not fit.
 */
export function invalidRegionField(province: string, city: string, district: string): "province" | "city" | "district" | null {
  cached ??= build();
  const p = cached.byName.get(province.trim());
  if (!p) return "province";
  const c = p.children.find((n) => n.name === city.trim());
  if (!c) return "city";
  return c.children.some((n) => n.name === district.trim()) ? null : "district";
}
