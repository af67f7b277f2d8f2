/**
 * Business constants and limits of the storefront (spec §9, plus the enumerations of §2, §4
 * and §5). Pixel values are CSS pixels, durations are milliseconds unless the name says otherwise.
 */

/** spec §9: duration unit, days per year. */
export const YEAR_DAYS = 365;
/** spec §9: duration unit, days per month (a "month" of a cookie or a lifetime is 30 days). */
export const MONTH_DAYS = 30;

/** A month of spec §9 in hours: the 720 h lifetimes are one month. */
const MONTH_HOURS = MONTH_DAYS * 24;

/** spec §9: local-storage lifetimes, in hours, per stored key. */
export const STORAGE_LIFETIME_HOURS = {
  token: 168,
  serviceCode: 72,
  translationMap: 72,
  checkoutData: 72,
  // 720 h: one 30-day month (spec §9 duration units)
  loginStatus: MONTH_HOURS,
  silentLoginInfo: MONTH_HOURS,
  userInfo: MONTH_HOURS,
  poster: MONTH_HOURS,
  recentView: MONTH_HOURS,
  sid: 168,
  pdpData: 168,
  recommendedData: 168,
  plpData: 168,
  recentSearch: 168,
  cartCheck: 360,
} as const;

/** A key of {@link STORAGE_LIFETIME_HOURS}. */
export type StorageKey = keyof typeof STORAGE_LIFETIME_HOURS;

/** spec §4/§8: a guest token fetch is retried up to 3 times. */
export const GUEST_TOKEN_RETRIES = 3;

/** spec §7/§9: widths below this are mobile mode; at or above it the platform is Desktop. */
export const MOBILE_BREAKPOINT = 1024;

/** spec §4/§9: the SMS button locks for 60 seconds after a successful send. */
export const SMS_COUNTDOWN_SECONDS = 60;

/** spec §4/§9: bag quantity changes are debounced 1 s. */
export const QUANTITY_DEBOUNCE_MS = 1000;

/** spec §5/§9: a saleable quantity from 1 up to this value shows 库存紧张. */
export const LOW_STOCK_THRESHOLD = 3;

/** spec §9: a toast shows for `duration` ms after a `delay` ms delay. */
export const TOAST = { duration: 1500, delay: 150 } as const;

/** spec §9: the loading indicator hides 500 ms after the work finishes. */
export const LOADING_HIDE_DELAY_MS = 500;

/** A sort option of the listing and search (spec §3 sort option, §9). */
export interface SortOption {
  /** Stable identifier for UI state and URLs. */
  readonly key: "default" | "newest" | "priceDesc" | "priceAsc";
  /** Chinese label shown to shoppers. */
  readonly label: string;
  /** Field sent as sortBy; null for the default order. */
  readonly sort_field: "availableFrom" | "price" | null;
  /** Direction sent as sortDirection; null for the default order. */
  readonly sort_direction: "asc" | "desc" | null;
}

/** spec §9: the sort options in display order (default, newest, price high→low, low→high). */
export const SORT_OPTIONS: readonly SortOption[] = [
  { key: "default", label: "默认排序", sort_field: null, sort_direction: null },
  { key: "newest", label: "最新上架", sort_field: "availableFrom", sort_direction: "desc" },
  { key: "priceDesc", label: "价格从高到低", sort_field: "price", sort_direction: "desc" },
  { key: "priceAsc", label: "价格从低到高", sort_field: "price", sort_direction: "asc" },
];

/** spec §7/§9: search results per page. */
export const SEARCH_PAGE_SIZE = 9;
/** spec §9: at most this many recent searches are kept (newest first). */
export const RECENT_SEARCH_LIMIT = 10;
/** spec §9: a keyword is saved to recent searches 2 s after searching. */
export const RECENT_SEARCH_SAVE_DELAY_MS = 2000;
/** spec §9: the search button is debounced 500 ms. */
export const SEARCH_DEBOUNCE_MS = 500;
/** spec §2/§9: desktop mega-menu opens after hovering 500 ms. */
export const MENU_HOVER_DELAY_MS = 500;

/** spec §2/§9: maximum lengths of the login form fields. */
export const LOGIN_FIELD_LENGTHS = {
  mobile: 11,
  imageCode: 5,
  smsCode: 6,
  password: 16,
} as const;

/** spec §2/§9: the consent checkbox declares the user is at least this old. */
export const AGE_DECLARATION = 16;

/** spec §2/§9: gap in px between repeated marquee texts. */
export const MARQUEE_GUTTER_PX = 100;
/** spec §2/§9: marquee scroll speed in px per second. */
export const MARQUEE_SPEED_PX_PER_SECOND = 100;
/** spec §9: desktop mega-menu width in px. */
export const DESKTOP_MENU_WIDTH = 856;
/** spec §9: maximum width of a search tag in px. */
export const SEARCH_TAG_MAX_WIDTH = 180;
/** spec §9: recommendation slide widths in px (258 in fixed or search mode). */
export const RECOMMEND_SLIDE_WIDTH = { default: 312, fixed: 258, search: 258 } as const;
/** spec §2/§9: recommendation carousel: 3 per view, 16 px gap, auto width below 1023 px. */
export const CAROUSEL = { slidesPerView: 3, gap: 16, autoBelowWidth: 1023 } as const;
/** spec §9: bag item image sizes in px. */
export const BAG_IMAGE_SIZE = { small: 74, large: 176 } as const;

/** spec §5/§9: image widths requested from the image service. */
export const IMAGE_WIDTHS = {
  default: 1920,
  productImages: 174,
  productCard: 1536,
  bagSmall: 316,
  bagLarge: 500,
} as const;

/** spec §4/§9: the pickup window offers 3 selectable days. */
export const PICKUP_SELECTABLE_DAYS = 3;
/** spec §4: disabled padding days shown before and after the selectable window. */
export const PICKUP_PADDING_DAYS = 2;
/**
 * Minutes an unpaid order waits for payment before it is cancelled (spec §7 paymentExpireTime).
 * The one definition: the gateway's deadline, checkout's and the cashier's notes use it, and a
 * test holds the FAQ document's text to it.
 */
export const PAYMENT_WINDOW_MINUTES = 15;
/**
 * Why a shopper cancels an unpaid order (issue 24 item 4): the choices of the 取消订单 dialog.
 * The last, 其他, asks for the shopper's own words; the gateway keeps whatever reason it is sent
 * (1 to {@link ORDER_CANCEL_REASON_MAX_LENGTH} characters).
 */
export const ORDER_CANCEL_REASONS = [
  "不想买了",
  "信息填写错误，重新下单",
  "商品选错了（尺码、颜色）",
  "忘记使用优惠券",
  "支付遇到问题",
  "其他",
] as const;
/** The longest cancel reason the gateway keeps (a typed 其他 reason included). */
export const ORDER_CANCEL_REASON_MAX_LENGTH = 60;
/** spec §2/§9: customer service phone hours (Mon to Sun, except public holidays). */
export const CUSTOMER_SERVICE_HOURS = "10:00-22:00";
/** 在线客服 message topics (the form's choices; the gateway refuses any other). */
export const CUSTOMER_SERVICE_TOPICS = ["订单与配送", "退换货", "商品咨询", "会员与账户", "其他"] as const;
/** Longest 在线客服 message, in characters. */
export const CUSTOMER_SERVICE_MAX_LENGTH = 500;
/** spec §2/§8: a chunk-load failure reloads the page at most once per 60 s. */
export const CHUNK_RELOAD_INTERVAL_MS = 60_000;

/** spec §8: response status constants. */
export const RESPONSE_STATUS = { SUCCESS: 200, BAD_REQUEST: 400, UNAUTHORIZED: 401 } as const;

/** spec §4/§7: login types sent as `type` (4 SMS code, 2 password). */
export const LOGIN_TYPE = { SMS: 4, PASSWORD: 2 } as const;
/** A value of {@link LOGIN_TYPE}. */
export type LoginType = (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];

/** spec §2/§4: login popup stages. */
export const LOGIN_STAGE = { FORM: 0, WECHAT_QR: 1, BIND_MOBILE: 2 } as const;
/** A value of {@link LOGIN_STAGE}. */
export type LoginStage = (typeof LOGIN_STAGE)[keyof typeof LOGIN_STAGE];

/** spec §5: recommendation locations. */
export const RECOMMEND_LOCATIONS = ["pdp", "cart", "search_no_result", "empty_order_list", "wishlist"] as const;
/** A value of {@link RECOMMEND_LOCATIONS}. */
export type RecommendLocation = (typeof RECOMMEND_LOCATIONS)[number];

/** spec §5: recommendation product types. */
export const RECOMMEND_TYPES = ["Shoes", "Apparel", "Accessories"] as const;
/** A value of {@link RECOMMEND_TYPES}. */
export type RecommendType = (typeof RECOMMEND_TYPES)[number];

/** spec §2: the `key` query values of /help, in tab order. */
export const HELP_KEYS = ["faq", "size-guide", "privacy", "policy"] as const;
/** A value of {@link HELP_KEYS}. */
export type HelpKey = (typeof HELP_KEYS)[number];

/** spec §2: Chinese titles of the /help tabs. */
export const HELP_TITLES: Readonly<Record<HelpKey, string>> = {
  faq: "常见问题",
  "size-guide": "尺码指南",
  privacy: "隐私政策",
  policy: "通用条款",
};

/** True when the value is one of {@link HELP_KEYS} (spec §2). */
export function isHelpKey(value: unknown): value is HelpKey {
  return typeof value === "string" && (HELP_KEYS as readonly string[]).includes(value);
}
