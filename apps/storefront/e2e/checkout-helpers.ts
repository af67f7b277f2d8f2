import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect } from "./fixtures";
import { latestSmsCode, readCaptcha } from "./members-helpers";

// Shared by the checkout journeys (cart.spec.ts, buy-now.spec.ts).

export const isDesktop = (info: TestInfo) => info.project.name === "desktop";

export function loginSurface(page: Page, info: TestInfo): Locator {
  return isDesktop(info) ? page.getByRole("region", { name: "登录/注册" }) : page.getByRole("dialog", { name: "登录/注册" });
}

/** Logs in by SMS in the open login menu (a new mobile registers, and gets the new-member coupon). */
export async function smsLogin(page: Page, info: TestInfo, mobile: string) {
  const popup = loginSurface(page, info);
  await expect(popup.getByRole("heading", { name: "登录/注册" })).toBeVisible();
  await popup.getByLabel("手机号", { exact: true }).fill(mobile);
  await popup.getByLabel("图形验证码").fill(await readCaptcha(page, popup));
  await popup.getByRole("button", { name: "获取验证码" }).click();
  await popup.getByLabel("短信验证码").fill(await latestSmsCode(page.request, mobile));
  await popup.getByRole("checkbox").check();
  await popup.getByRole("button", { name: isDesktop(info) ? "确认" : "登录", exact: true }).click();
  await expect(popup).toBeHidden();
}

/** Adds the first address with the region picker; it becomes the chosen one. */
export async function addAddress(page: Page) {
  const form = page.getByRole("form", { name: "新增收货地址" });
  await form.getByLabel("收货人").fill("林晓岚");
  await form.getByLabel("手机号码").fill("13912345678");
  await form.getByRole("button", { name: /所在地区/ }).click();
  await page.getByRole("option", { name: "广东省" }).click();
  await page.getByRole("option", { name: "深圳市" }).click();
  await page.getByRole("option", { name: "南山区" }).click();
  await form.getByLabel("详细地址").fill("科技园南区 迅岚大厦 18 楼");
  await form.getByRole("button", { name: "保存地址" }).click();
  const chosen = page.getByRole("radiogroup", { name: "请选择收货地址" }).getByRole("radio", { checked: true });
  await expect(chosen).toHaveCount(1);
  await expect(page.getByRole("radiogroup", { name: "请选择收货地址" })).toContainText("139****5678");
}

/**
 * Issue 26: the best coupon (the new member's 立减 30) is applied without a tap — 已选最优优惠 —
 * and the total 应付金额 already has it: 商品金额 − 促销 − 30 + 运费, to the fen.
 */
export async function expectBestCouponApplied(page: Page) {
  const summary = page.getByRole("complementary", { name: "订单摘要" });
  await expect(summary).toContainText("-¥30.00");
  await expect(page.getByTestId("best-offer")).toContainText("已选最优优惠");
  const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "") || "0") * 100);
  const line = async (key: string) => {
    const value = summary.locator(`[data-key="${key}"] dd`);
    return (await value.count()) > 0 ? fen(await value.innerText()) : 0;
  };
  const expected = (await line("totalPrice")) - (await line("promotion")) - 3000 + (await line("shipping"));
  expect(fen(await summary.getByTestId("order-total").innerText())).toBe(expected);
}
