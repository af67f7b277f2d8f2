import { MESSAGES } from "@xunlan/validation";

/**
 * Shopper-facing texts of the member centre. Spec texts come from `MESSAGES` (@xunlan/validation);
 * the rest are this package's form messages. Import them in tests instead of retyping Chinese.
 */
export const UCENTER_MESSAGES = {
  // spec §8: load failure of the address options
  regionLoadFailed: MESSAGES.regionLoadFailed,
  retry: "重试",
  saved: "保存成功",
  saveFailed: "保存失败，请稍后再试",
  // profile form (spec §5 name rule 2–18)
  nameRequired: "请输入姓名",
  nameInvalid: "姓名需为2-18个字符",
  birthdayInFuture: "生日不能晚于今天",
  birthdayInvalid: "请选择正确的生日",
  regionIncomplete: "请选择完整的所在地区",
  // spec §5 email rule
  emailInvalid: MESSAGES.emailInvalid,
  // address form
  consigneeRequired: "请输入收货人姓名",
  consigneeInvalid: "收货人姓名需为2-18个字符",
  cellphoneRequired: MESSAGES.mobileRequired,
  cellphoneInvalid: MESSAGES.mobileInvalid,
  regionRequired: "请选择所在地区",
  detailRequired: "请输入详细地址",
  detailLength: "详细地址需为5-100个字符",
  postCodeInvalid: "邮政编码格式不正确",
  // address book
  deleteConfirm: "确定要删除该地址吗？",
  deleted: "地址已删除",
  defaultSet: "已设为默认地址",
  addressAdded: "地址添加成功",
  // favourites
  favoritesEmpty: "你还没有收藏任何商品",
  goShopping: "去逛逛",
  loadMore: "加载更多",
  noMoreData: MESSAGES.noMoreData,
  loadFailed: "加载失败，请稍后再试",
} as const;
