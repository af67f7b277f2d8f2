/**
 * Every shopper-facing message of spec §2, §5 and §8, word for word. Parameterised texts are
 * functions. Import these instead of retyping Chinese strings so tests and UI stay in sync.
 */
export const MESSAGES = {
  // spec §5: login form messages
  mobileRequired: "请输入手机号",
  mobileInvalid: "请输入正确的手机号码",
  imageCodeRequired: "请输入图形验证码",
  smsCodeRequired: "请输入短信验证码",
  passwordRequired: "请输入密码",
  // spec §5 password rule (8–16 characters with a lowercase letter, an uppercase letter and a digit)
  passwordRule: "密码需为8-16位，且包含大小写字母和数字",
  consentRequired: "请阅读并同意所有条款",
  // spec §5 email rule (the member profile's 邮箱)
  emailInvalid: "请输入正确的邮箱地址",
  // spec §5: footer subscription (empty); a mismatch reuses mobileInvalid
  subscriptionMobileRequired: "请输入手机号码",
  // spec §8
  loginFailed: "登录失败，请重试",
  smsSent: "短信验证码发送成功，请注意查收！",
  itemDeleted: "商品删除成功！",
  loginRequired: "请先登录",
  loginRequiredForAction: "请先登录后再操作",
  loginRequiredForPurchase: "请先登录后再购买～",
  // a block whose data did not load, and its button
  loadFailed: "加载失败，请稍后再试",
  retry: "重试",
  // spec §8 logout response code: the member's session ended (expired or signed out elsewhere)
  sessionExpired: "登录已过期，请重新登录",
  // spec §4: favourite toggle
  favouriteAdded: "收藏成功",
  favouriteRemoved: "收藏已取消",
  // spec §5: quantity and stock
  quantityLimit: "已达数量上限，无法继续加购",
  lowStock: "库存紧张",
  outOfStock: "暂无库存",
  // spec §8: load failures
  sizeChartLoadFailed: "尺码表加载失败",
  storeListLoadFailed: "门店列表加载失败",
  regionLoadFailed: "地区列表加载失败",
  clearSearchConfirm: "确定要清除搜索记录吗？",
  // spec §2: error page
  notFound: "很抱歉，您访问的页面不存在",
  serverError: "服务器出了小问题，请稍后再试～",
  backHome: "返回首页",
  notFoundEn: "This page could not be found",
  // spec §2: search panel
  searchPlaceholder: "搜索商品关键字",
  noMoreData: "暂无更多数据",
  // spec §5: content and query messages
  pageTypeInvalid: "缺少必要参数或参数错误：页面类型",
  pageCodeRequired: "缺少必要参数：页面代码",
  pathRequired: "参数错误：请求路径不能为空",
  queryRequired: "缺少必要参数：query",
  typeRequired: "缺少必要参数：type",
  paramsRequired: "缺少必要参数",
  // spec §8: guest token errors (the misspelling is the spec's and intentional)
  guestTokenFailed: "Error occurred",
  guestTokenMaxRetries: "max retries excedded",
  /** spec §2: search without result. */
  searchNoResult: (keyword: string): string => `未搜索到有关“${keyword}”的产品`,
  /** spec §2: search results title. */
  relatedProducts: (count: number): string => `相关产品（${count}）`,
  /** spec §4: SMS button label during the countdown. */
  smsResend: (seconds: number): string => `${seconds}s 重新发送`,
} as const;
