/**
 * The REST-style paths of spec §7 ("methods and payloads not shown") and the GraphQL operation of
 * §7 each one runs (issue 25 §5). A path is only a second door to api-client's generated
 * operation: rest.ts runs that operation's persisted document through the gateway's own yoga, so
 * every rule, limit and error is the GraphQL one. Nothing here decides anything but which
 * operation, and (for a few paths) variables the path itself fixes.
 *
 * Paths without a GraphQL twin answer 501 with `notImplemented` (README "REST API" lists them).
 */
export interface RestPath {
  /** Full path, e.g. "/api/order/cart/get". */
  path: string;
  /** Spec §7 group, the OpenAPI tag. */
  tag: "member" | "goods" | "order" | "support" | "crm";
  /** Chinese one-line summary (OpenAPI `summary`). */
  summary: string;
  /** The generated operation's name (packages/api-client/src/graphql/*.graphql), or null: no twin. */
  operation: string | null;
  /**
   * With this variable present in the request, `operation` is replaced by `alternative`
   * (address/save: with addressId an update, without it an addition).
   */
  switch?: { variable: string; operation: string };
  /** Variables the path fixes; they are not taken from the request. */
  fixed?: Readonly<Record<string, unknown>>;
  /** For operation null: why (Chinese, shown as the 501's message) and where to go instead. */
  notImplemented?: string;
}

const member = (path: string, summary: string, operation: string | null, extra: Partial<RestPath> = {}): RestPath => ({
  path: `/api/member/${path}`,
  tag: "member",
  summary,
  operation,
  ...extra,
});
const goods = (path: string, summary: string, operation: string): RestPath => ({
  path: `/api/goods/${path}`,
  tag: "goods",
  summary,
  operation,
});
const order = (path: string, summary: string, operation: string | null, extra: Partial<RestPath> = {}): RestPath => ({
  path: `/api/order/${path}`,
  tag: "order",
  summary,
  operation,
  ...extra,
});

/** Every REST path of spec §7, in the spec's order. */
export const REST_PATHS: readonly RestPath[] = [
  // Member
  member("wechatoa/getOauthUrl", "微信授权登录地址（二维码）", "WechatQrUrl"),
  member("captcha", "获取图形验证码", "GetCaptcha"),
  member("sendSMS", "发送短信验证码", "GetVerifyCode"),
  member("checkSms", "校验短信验证码", null, {
    notImplemented: "暂不支持单独校验短信验证码：验证码在使用它的接口（登录、找回密码）中校验，且只能使用一次",
  }),
  member("address/getBook", "省市区数据", "AddressOptions"),
  member("login", "会员登录（短信验证码登录时新手机号自动注册）", "MemberLogin"),
  member("logout", "退出登录", "MemberLogout"),
  member("sso/signIn", "获取访问令牌（游客令牌）", "WebAuthorization"),
  member("getUserCenter", "会员中心资料", "Member"),
  member("getUserStatus", "登录状态", "MemberSession"),
  member("join", "加入会员", null, {
    notImplemented: "暂不支持单独加入会员：使用短信验证码登录（/api/member/login）时新手机号自动注册为会员",
  }),
  member("getProfile", "会员资料", "Member"),
  member("updateProfile", "修改会员资料", "UpdateMember"),
  member("changePwd", "修改密码（短信验证码）", "ResetPassword"),
  member("collect/list", "收藏列表", "MemberProductFavoriteList"),
  member("collect/listIndex", "已收藏的商品编号", "MemberFavoriteIds"),
  member("collect/add", "收藏商品", "AddMemberProductFavorite"),
  member("collect/cancel", "取消收藏", "DeleteMemberProductFavorite"),
  member("address/list", "收货地址列表", "CustomerAddresses"),
  member("address/get", "单个收货地址", null, {
    notImplemented: "暂不支持按编号查询单个收货地址：请使用收货地址列表（/api/member/address/list）",
  }),
  member("address/save", "新增或修改收货地址（带 addressId 为修改）", "AddCustomerAddress", {
    switch: { variable: "addressId", operation: "UpdateCustomerAddress" },
  }),
  member("address/del", "删除收货地址", "DeleteCustomerAddress"),
  member("common/getQrCode", "分享小程序码", "MemberShareQrCode"),
  member("subscribe", "订阅短信资讯", "MemberSubscribe"),
  member("checkCaptchaCode", "校验图形验证码", null, {
    notImplemented: "暂不支持单独校验图形验证码：验证码在使用它的接口（发送短信、登录）中校验，且只能使用一次",
  }),
  member("common/makeEncryption", "数据加密", null, {
    notImplemented: "暂不支持数据加密接口：请求经 HTTPS 传输，敏感数据不在客户端加密",
  }),
  // Goods
  goods("plp", "商品列表（分类、筛选、排序）", "SearchProductColors"),
  goods("pdp", "商品详情", "ProductColor"),
  goods("saveLatestView", "记录最近浏览", "SaveLatestView"),
  goods("getLatestView", "最近浏览", "GetLatestView"),
  goods("search", "搜索商品", "SearchKeyword"),
  goods("searchHistory", "搜索记录", "SearchHistory"),
  goods("getStoreStockData", "门店库存", "GetStoreStockData"),
  // Order
  order("cart/get", "购物袋", "Cart"),
  order("cart/add", "加入购物袋", "AddCartItem"),
  order("cart/update", "修改数量（+1 或 -1）", "UpdateCartItemQuantity"),
  order("cart/del", "删除商品", "DeleteCartItem"),
  order("cart/getCartNum", "购物袋件数", "CartCount"),
  order("checkout/confirm", "确认订单：计算价格", "CalculateOrderPrice"),
  order("checkout/checkCouponCode", "校验优惠券", "ValidateOrderCoupon"),
  order("checkout/useCouponCode", "使用优惠券后的价格", "CalculateOrderPrice"),
  order("checkout/delCouponCode", "不使用优惠券的价格", "CalculateOrderPrice", { fixed: { couponCode: null } }),
  order("checkout/createOrder", "提交订单", "SubmitOrder"),
  order("order/pay", "支付订单", "PayOrder"),
  order("order/getStatusList", "订单状态列表", null, {
    notImplemented: "暂不支持订单状态列表接口：订单状态见订单列表（/api/order/order/list）各订单的 status 字段",
  }),
  order("order/list", "订单列表", "OrderList"),
  order("order/detail", "订单详情", "OrderDetail"),
  order("order/reorder", "再次购买", "Reorder"),
  order("order/complete", "确认收货", "ConfirmOrder"),
  order("afterSale/list", "售后列表", "AfterSaleList"),
  order("afterSale/detail", "售后详情", "AfterSaleDetail"),
  order("afterSale/apply", "申请退货", "AfterSaleApply"),
  order("afterSale/afterSaleCancel", "撤销退货申请", "AfterSaleCancel"),
  order("afterSale/cancel", "取消订单并退款（未发货）", "AfterSaleCancelRefund"),
  order("subscribe/addSmsProductArrivalReminder", "到货提醒", "AddSmsProductArrivalReminder"),
  // Other
  { path: "/api/support/oss/getToken", tag: "support", summary: "上传凭证", operation: "OssGetToken" },
  { path: "/api/crm/retail/order", tag: "crm", summary: "门店消费记录", operation: "OrderList", fixed: { filters: { isStore: true } } },
  { path: "/api/crm/retail/order/detail", tag: "crm", summary: "门店消费详情", operation: "OrderDetail" },
];
