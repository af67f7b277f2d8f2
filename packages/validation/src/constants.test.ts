import { describe, expect, it } from "vitest";
import {
  CAROUSEL,
  HELP_KEYS,
  HELP_TITLES,
  IMAGE_WIDTHS,
  isHelpKey,
  LOGIN_FIELD_LENGTHS,
  LOGIN_STAGE,
  LOGIN_TYPE,
  MONTH_DAYS,
  RECOMMEND_LOCATIONS,
  RECOMMEND_TYPES,
  SORT_OPTIONS,
  STORAGE_LIFETIME_HOURS,
  TOAST,
  YEAR_DAYS,
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

  it("count a month as spec §9's 30-day unit and a year as 365 days", () => {
    expect(MONTH_DAYS).toBe(30);
    expect(YEAR_DAYS).toBe(365);
    // the 720 h lifetimes are one month of MONTH_DAYS
    expect(STORAGE_LIFETIME_HOURS.loginStatus).toBe(MONTH_DAYS * 24);
  });
});

describe("layout and timing constants", () => {
  it("match spec §9", () => {
    expect(TOAST).toEqual({ duration: 1500, delay: 150 });
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
  it("recommendation locations and types", () => {
    expect(RECOMMEND_LOCATIONS).toEqual(["pdp", "cart", "search_no_result", "empty_order_list", "wishlist"]);
    expect(RECOMMEND_TYPES).toEqual(["Shoes", "Apparel", "Accessories"]);
  });
  it("help keys and titles", () => {
    expect(HELP_KEYS.map((k) => HELP_TITLES[k])).toEqual(["常见问题", "尺码指南", "隐私政策", "通用条款"]);
    expect(isHelpKey("size-guide")).toBe(true);
    expect(isHelpKey("toString")).toBe(false);
    expect(isHelpKey(undefined)).toBe(false);
  });
});
