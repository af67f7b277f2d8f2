import { describe, expect, it } from "vitest";
import {
  BREAKPOINTS,
  CAROUSEL,
  DEFAULT_DEBOUNCE_MS,
  HELP_KEYS,
  HELP_TITLES,
  IMAGE_WIDTHS,
  LAYOUT_BREAKPOINTS,
  LOGIN_FIELD_LENGTHS,
  LOGIN_STAGE,
  LOGIN_TYPE,
  RECOMMEND_LOCATIONS,
  RECOMMEND_TYPES,
  SCROLL_THROTTLE_MS,
  SORT_OPTIONS,
  STORAGE_LIFETIME_HOURS,
  TOAST,
  isHelpKey,
  isRecommendLocation,
  isRecommendType,
  storageLifetimeMs,
} from "./constants";

describe("storage lifetimes", () => {
  it("match spec §9", () => {
    expect(STORAGE_LIFETIME_HOURS).toEqual({
      token: 168,
      serviceCode: 72,
      translationMap: 72,
      checkoutData: 72,
      loginStatus: 720,
      silentLoginInfo: 720,
      userInfo: 720,
      poster: 720,
      recentView: 720,
      sid: 168,
      pdpData: 168,
      recommendedData: 168,
      plpData: 168,
      recentSearch: 168,
      cartCheck: 360,
    });
  });
  it("convert to milliseconds", () => {
    expect(storageLifetimeMs("token")).toBe(168 * 3_600_000);
    expect(storageLifetimeMs("cartCheck")).toBe(15 * 86_400_000);
  });
});

describe("layout and timing constants", () => {
  it("match spec §9", () => {
    expect(BREAKPOINTS).toEqual({ xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, xxl: 1536 });
    expect(LAYOUT_BREAKPOINTS).toEqual([640, 1083, 1200, 1700]);
    expect(TOAST).toEqual({ duration: 1500, delay: 150 });
    expect(SCROLL_THROTTLE_MS).toBeCloseTo(16.67, 2);
    expect(DEFAULT_DEBOUNCE_MS).toBeCloseTo(16.7, 1);
    expect(CAROUSEL).toEqual({ slidesPerView: 3, gap: 16, autoBelowWidth: 1023 });
    expect(IMAGE_WIDTHS).toEqual({ default: 1920, productImages: 174, productCard: 1536, bagSmall: 316, bagLarge: 500 });
    expect(LOGIN_FIELD_LENGTHS).toEqual({ mobile: 11, imageCode: 5, smsCode: 6, password: 16 });
  });
});

describe("sort options", () => {
  it("list default, newest, price desc, price asc with Chinese labels", () => {
    expect(SORT_OPTIONS.map((o) => [o.label, o.sort_field, o.sort_direction])).toEqual([
      ["默认排序", null, null],
      ["最新上架", "availableFrom", "desc"],
      ["价格从高到低", "price", "desc"],
      ["价格从低到高", "price", "asc"],
    ]);
    expect(new Set(SORT_OPTIONS.map((o) => o.key)).size).toBe(4);
  });
});

describe("enumerations", () => {
  it("login types and stages", () => {
    expect(LOGIN_TYPE).toEqual({ SMS: 4, PASSWORD: 2 });
    expect(LOGIN_STAGE).toEqual({ FORM: 0, WECHAT_QR: 1, BIND_MOBILE: 2 });
  });
  it("recommendation locations and types with guards", () => {
    expect(RECOMMEND_LOCATIONS).toEqual(["pdp", "cart", "search_no_result", "empty_order_list", "wishlist"]);
    expect(RECOMMEND_TYPES).toEqual(["Shoes", "Apparel", "Accessories"]);
    expect(isRecommendLocation("search_no_result")).toBe(true);
    expect(isRecommendLocation("home")).toBe(false);
    expect(isRecommendType("Shoes")).toBe(true);
    expect(isRecommendType("shoes")).toBe(false);
    expect(isRecommendType(1)).toBe(false);
  });
  it("help keys and titles", () => {
    expect(HELP_KEYS.map((k) => HELP_TITLES[k])).toEqual(["常见问题", "尺码指南", "隐私政策", "通用条款"]);
    expect(isHelpKey("size-guide")).toBe(true);
    expect(isHelpKey("toString")).toBe(false);
    expect(isHelpKey(undefined)).toBe(false);
  });
});
