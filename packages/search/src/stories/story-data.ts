// Stories only: a small catalogue for the search stories.

import { createMockClient, type MockHandlers } from "@xunlan/api-client/mock";
import { colourObject } from "../fixtures";

// A failing handler answers as the gateway's internal error would (code 500).
const createStoryClient = (handlers: MockHandlers) => createMockClient(handlers, { errorCode: "500" });

const RUNNING = Array.from({ length: 12 }, (_, i) => colourObject(i + 1));
const NEWEST = [13, 14, 15].map((n) => colourObject(n, "轻岚训练鞋"));
const ALL = [...RUNNING, ...NEWEST];

/** 跑鞋 finds 12 colours; other keywords none (the no-result rail shows 3 newest). */
export function searchStoryClient(options: { history?: string[] } = {}) {
  let history = options.history ?? [];
  return createStoryClient({
    searchProductColors: (v) => {
      const pageNumber = Number(v.pageNumber ?? 1);
      const pageSize = Number(v.pageSize ?? 9);
      const found = v.keyword === "跑鞋" ? RUNNING : v.keyword ? [] : NEWEST;
      // the gateway's price order (spec §9); the default order is the fixtures' (cheapest first)
      const list =
        v.sortBy === "price" ? found.toSorted((a, b) => (v.sortDirection === "desc" ? b.price - a.price : a.price - b.price)) : found;
      const page = list.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
      return {
        productColorIds: page.map((c) => c.id),
        productColors: page,
        count: list.length,
        pageNumber,
        pageSize,
        filters: [],
        correctedKeyword: null,
      };
    },
    productColors: (v) => (v.ids as string[]).map((id) => ALL.find((c) => c.id === id || c.productId === id)).filter(Boolean),
    searchSuggestions: (v) =>
      String(v.keyword).startsWith("跑") || String(v.keyword).startsWith("p")
        ? [
            { kind: "category", keyword: "跑步鞋", count: 12, path: "men/shoes/running" },
            { kind: "keyword", keyword: "跑鞋", count: 12, path: null },
          ]
        : [],
    searchHistory: () => history,
    saveSearchHistory: (v) => (history = [String(v.keyword), ...history.filter((k) => k !== v.keyword)].slice(0, 10)),
    clearSearchHistory: () => {
      history = [];
      return true;
    },
  });
}
