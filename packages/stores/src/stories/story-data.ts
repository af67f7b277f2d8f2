// Stories only: stores and their stock for the store locator, store page and stock panel stories.

import { createMockClient, type MockHandlers } from "@xunlan/api-client/mock";
import { storeObject } from "../fixtures";

// A failing handler answers as the gateway's internal error would (code 500).
const createStoryClient = (handlers: MockHandlers) => createMockClient(handlers, { errorCode: "500" });

const STORES = [
  storeObject(1, "迅岚上海南京西路店", "上海", 0.8),
  storeObject(2, "迅岚上海徐家汇店", "上海", 3.2),
  storeObject(3, "迅岚北京三里屯店", "北京", 1068),
  storeObject(4, "迅岚广州天河城店", "广州", 1212),
  storeObject(5, "迅岚成都太古里店", "成都", 1659),
];

/**
 * storeList as the gateway answers it: by city and keyword (name or address), nearest first with
 * `distance` only when a position is given.
 */
function storeList(v: Record<string, unknown>) {
  const keyWord = typeof v.keyWord === "string" ? v.keyWord : "";
  const found = STORES.filter(
    (s) => (!v.cityName || s.city === v.cityName) && (!keyWord || s.storeName.includes(keyWord) || s.address.includes(keyWord)),
  );
  if (v.longitude === null || v.longitude === undefined) return found.map((s) => ({ ...s, distance: null }));
  return found.toSorted((a, b) => (a.distance ?? 0) - (b.distance ?? 0));
}

/**
 * Stores and the colour's stock in them (42 in the first two, 41 in the third). `failing`: the
 * stock call fails; `storeList`: the store list fails, or never answers (loading).
 */
export function storeStoryClient(options: { failing?: boolean; storeList?: "failing" | "pending" } = {}) {
  const size = (label: string, saleableQty: number) => ({ ean: `6900000${label}`, label, saleableQty });
  return createStoryClient({
    storeList: (v) => {
      if (options.storeList === "failing") throw new Error("门店列表加载失败");
      if (options.storeList === "pending") return new Promise<never>(() => {});
      return storeList(v);
    },
    getStoreStockData: () => {
      if (options.failing) throw new Error("门店列表加载失败");
      return [
        { store: STORES[0], sizes: [size("41", 4), size("42", 2)] },
        { store: STORES[1], sizes: [size("42", 6), size("43", 1)] },
        { store: STORES[2], sizes: [size("41", 1)] },
      ];
    },
  });
}
