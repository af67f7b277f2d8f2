/** Texts of the store locator (spec §8: 门店列表加载失败). */
export const STORE_MESSAGES = {
  title: "附近门店",
  loadFailed: "门店列表加载失败",
  retry: "重新加载",
  locate: "使用我的位置",
  locating: "正在定位…",
  located: "已按距离由近到远排列",
  locateDenied: "无法获取您的位置，请选择城市查找门店",
  allCities: "全部城市",
  city: "城市",
  keyword: "搜索门店名称或地址",
  empty: "没有找到符合条件的门店",
  pickup: "支持门店自提",
  hours: "营业时间",
  count: (n: number) => `共 ${n} 家门店`,
} as const;
