import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";

describe("MESSAGES", () => {
  it("keeps the spec's exact texts", () => {
    expect(MESSAGES.loginFailed).toBe("登录失败，请重试");
    expect(MESSAGES.smsSent).toBe("短信验证码发送成功，请注意查收！");
    expect(MESSAGES.loginRequiredForPurchase).toBe("请先登录后再购买～");
    expect(MESSAGES.quantityLimit).toBe("已达数量上限，无法继续加购");
    expect(MESSAGES.serverError).toBe("服务器出了小问题，请稍后再试～");
    expect(MESSAGES.pageTypeInvalid).toBe("缺少必要参数或参数错误：页面类型");
    expect(MESSAGES.guestTokenMaxRetries).toBe("max retries excedded");
    expect(MESSAGES.subscriptionMobileRequired).toBe("请输入手机号码");
    expect(MESSAGES.mobileRequired).toBe("请输入手机号");
  });

  it("formats the parameterised texts with full-width punctuation", () => {
    expect(MESSAGES.searchNoResult("跑鞋")).toBe("未搜索到有关“跑鞋”的产品");
    expect(MESSAGES.relatedProducts(12)).toBe("相关产品（12）");
    expect(MESSAGES.relatedProducts(0)).toBe("相关产品（0）");
    expect(MESSAGES.smsResend(59)).toBe("59s 重新发送");
  });

  it("has no duplicate static texts", () => {
    const texts = Object.values(MESSAGES).filter((v: unknown): v is string => typeof v === "string");
    expect(new Set(texts).size).toBe(texts.length);
  });
});
