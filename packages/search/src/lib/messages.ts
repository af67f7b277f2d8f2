/** Shopper-facing texts of the search panel (spec §2, §8). */
export const SEARCH_MESSAGES = {
  placeholder: "搜索商品关键字",
  recent: "最近搜索",
  hot: "热门搜索",
  clearRecent: "清除最近搜索",
  clearConfirm: "确定要清除搜索记录吗？",
  submit: "搜索",
  close: "关闭搜索",
  results: (count: number) => `相关产品（${count}）`,
  noResult: (keyword: string) => `未搜索到有关“${keyword}”的产品`,
  corrected: (typed: string, used: string) => `未找到“${typed}”，已为您显示“${used}”的结果`,
  loadFailed: "搜索失败，请稍后再试",
  retry: "重试",
  suggestions: "搜索建议",
  category: "分类",
  recommendTitle: "为您推荐",
} as const;
