import { describe, expect, it } from "vitest";
import { SAMPLE_LINES, SAMPLE_PRICE, SAMPLE_PRICE_WITH_COUPON } from "../fixtures/bag";
import { keepAmountsTogether } from "../queries/mappers";
import { addressContact, addressLine, initialAddressId } from "./address";
import { checkoutGate, freeShippingMessage } from "./checkout-gate";
import { hasSoldOutLine, summaryLines, totalQuantity } from "./summary";

describe("summaryLines (spec §3 price calculation)", () => {
  it("lists goods, the promotion and free shipping; no coupon line at 0", () => {
    expect(summaryLines(SAMPLE_PRICE).map((line) => [line.label, line.value])).toEqual([
      ["商品金额", "¥2,437.00"],
      ["促销优惠", "-¥153.80"],
      ["运费", "免运费"],
    ]);
  });
  it("shows the coupon and a charged shipping fee", () => {
    expect(summaryLines(SAMPLE_PRICE_WITH_COUPON).map((line) => [line.label, line.value])).toEqual([
      ["商品金额", "¥199.00"],
      ["优惠券", "-¥30.00"],
      ["运费", "¥12.00"],
    ]);
  });
});

describe("checkoutGate (spec §5)", () => {
  it("is disabled for an empty bag, while a change is pending, and with a sold-out line", () => {
    expect(checkoutGate({ lineCount: 0, pending: false })).toEqual({ disabled: true, reason: null });
    expect(checkoutGate({ lineCount: 2, pending: true })).toEqual({ disabled: true, reason: "正在更新数量…" });
    expect(checkoutGate({ lineCount: 2, pending: false, hasSoldOut: true }).disabled).toBe(true);
    expect(checkoutGate({ lineCount: 2, pending: false })).toEqual({ disabled: false, reason: null });
  });
});

describe("freeShippingMessage", () => {
  it("says what is missing to 满 299 包邮 while shipping is charged", () => {
    expect(freeShippingMessage(169, 12)).toBe("再买 ¥130.00 即可包邮");
    expect(freeShippingMessage(320, 0)).toBeNull();
  });
});

describe("bag helpers", () => {
  it("counts pieces and finds sold-out lines", () => {
    expect(totalQuantity(SAMPLE_LINES)).toBe(4);
    expect(hasSoldOutLine(SAMPLE_LINES)).toBe(true);
    expect(hasSoldOutLine(SAMPLE_LINES.slice(0, 2))).toBe(false);
    expect(hasSoldOutLine([{ saleableQty: null }])).toBe(false);
  });
});

describe("address helpers", () => {
  const base = {
    consignee: "陈一舟",
    cellphone: "18600001111",
    province: "北京市",
    city: "北京市",
    district: "朝阳区",
    detailAddress: "建国路 88 号",
  };
  it("writes a municipality once and masks the mobile (spec §5)", () => {
    expect(addressLine(base)).toBe("北京市 朝阳区 建国路 88 号");
    expect(addressLine({ ...base, province: "广东省", city: "东莞市", district: "" })).toBe("广东省 东莞市 建国路 88 号");
    expect(addressContact(base)).toBe("陈一舟 186****1111");
  });
  it("starts with the chosen address, else the default, else the first", () => {
    const list = [
      { id: "a", isDefault: false },
      { id: "b", isDefault: true },
    ].map((a) => ({ ...base, ...a }));
    expect(initialAddressId(list, "a")).toBe("a");
    expect(initialAddressId(list, "gone")).toBe("b");
    expect(initialAddressId(list.map((a) => ({ ...a, isDefault: false })))).toBe("a");
    expect(initialAddressId([])).toBeNull();
  });
});

describe("summaryLines with named promotions", () => {
  it("names the applied promotions in the label", () => {
    const price = {
      ...SAMPLE_PRICE,
      promotions: [
        { code: "RUN2", name: "指定跑鞋第二双 8 折", discountAmount: 153.8 },
        { code: "FREESHIP", name: "满 299 包邮", discountAmount: 0 },
      ],
    };
    expect(summaryLines(price)[1]).toMatchObject({ label: "促销优惠（指定跑鞋第二双 8 折）", value: "-¥153.80" });
  });
});

describe("keepAmountsTogether (issue 26: 立减 30 / 元 never wraps)", () => {
  it("joins a number to the words beside it with no-break spaces, and leaves other spaces", () => {
    expect(keepAmountsTogether("新会员首单立减 30 元")).toBe("新会员首单立减\u00a030\u00a0元");
    expect(keepAmountsTogether("跑团专享 95 折")).toBe("跑团专享\u00a095\u00a0折");
    expect(keepAmountsTogether("满 ¥299 包邮 运动 装备")).toBe("满\u00a0¥299\u00a0包邮 运动 装备");
  });
});
