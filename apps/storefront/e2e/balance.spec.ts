import type { Page, TestInfo } from "@playwright/test";
import { isDesktop } from "./checkout-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { gql, loginViaApi, trackCaptchas, uniqueMobile } from "./members-helpers";
import { ADDRESS, pickEan } from "./order-helpers";

// Issue 24 §3 at 1440 and 390 (WeChat): a member with store credit uses part of it at checkout,
// pays the rest in the sandbox cashier with the method they pick there (the real cashier's
// choices: no 支付宝 inside WeChat), sees both parts on the order, then cancels it: the credit
// goes back to the balance and the rest to the cashier, the way each came.

test.beforeEach(({ page }) => trackCaptchas(page));

/** A full-page picture of the page as the shopper sees it, kept with the test's output for review. */
async function snapshot(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}-${info.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: "image/png" });
}

const fen = (text: string) => Math.round(Number(text.replace(/[^\d.]/g, "") || "0") * 100);
const yuan = (f: number) => `¥${(f / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function storeCredit(page: Page): Promise<number> {
  const { member } = await gql<{ member: { storeCreditBalance: number } }>(page, "{ member { storeCreditBalance } }");
  return member.storeCreditBalance;
}

test("store credit in part, the rest in the cashier's chosen method; cancelling refunds each the way it came", async ({ page }, info) => {
  test.setTimeout(240_000);
  const mobile = uniqueMobile();
  await loginViaApi(page, mobile);
  const credited = await page.request.post("/sandbox/members/store-credit", { data: { mobile, amount: 120 } });
  expect(credited.status()).toBe(200);
  await gql(
    page,
    "mutation($c:String!,$m:String!,$p:String!,$ci:String!,$d:String!,$a:String!){ addCustomerAddress(consignee:$c,cellphone:$m,province:$p,city:$ci,district:$d,detailAddress:$a,isDefault:true){ id } }",
    { c: ADDRESS.consignee, m: ADDRESS.cellphone, p: ADDRESS.province, ci: ADDRESS.city, d: ADDRESS.district, a: ADDRESS.detailAddress },
  );
  const ean = await pickEan(page, isDesktop(info) ? 12 : 13);

  // Checkout (立即购买 of one unit): 余额 shows the balance; the switch uses what the order needs.
  await page.goto(`/checkout?buy=${ean}&qty=1`);
  await waitForHydration(page);
  const picker = page.getByTestId("balance-picker");
  await expect(picker.getByTestId("balance-available")).toHaveText("可用余额 ¥120.00", { timeout: 15_000 });
  const summary = page.getByRole("complementary", { name: "订单摘要" });
  const total = summary.getByTestId("order-total");
  await expect(total).toHaveText(/¥/);
  const due = fen(await total.innerText());
  expect(due).toBeGreaterThan(12_000);
  await picker.getByRole("switch", { name: "使用余额抵扣" }).check();
  await expect(total).toHaveText(yuan(due - 12_000));

  // Only ¥50 of it: the total and the line 余额抵扣 follow, the rest is said to go to the cashier.
  const amount = picker.getByLabel("使用金额（元）");
  await amount.fill("50");
  await amount.press("Enter");
  await expect(total).toHaveText(yuan(due - 5_000));
  await expect(summary).toContainText("余额抵扣");
  await expect(summary).toContainText("-¥50.00");
  await expect(picker.getByTestId("balance-rest")).toHaveText(`余额抵扣 ¥50.00，其余 ${yuan(due - 5_000)} 在收银台在线支付`);
  await snapshot(page, info, "checkout-balance");

  await page.locator("button:visible", { hasText: "提交订单" }).click();

  // The sandbox cashier: the amount left, the balance already used, the methods that apply.
  await expect(page).toHaveURL(/\/sandbox\/cashier\/XP\d+/, { timeout: 15_000 });
  await expect(page.getByTestId("cashier-amount")).toHaveText(yuan(due - 5_000).replace("¥", "¥"));
  await expect(page.getByText("已用余额抵扣 ¥50.00，还需在线支付")).toBeVisible();
  const methods = page.getByRole("group", { name: "选择支付方式" });
  if (isDesktop(info)) {
    await expect(methods.getByRole("radio")).toHaveCount(3);
    await expect(methods.getByRole("radio", { name: "微信支付" })).toBeChecked();
    await expect(page.getByText("请使用微信扫一扫")).toBeVisible();
    await methods.getByText("银联云闪付").click();
    await expect(page.getByText("请使用云闪付扫一扫")).toBeVisible();
    await expect(page.getByText("请使用微信扫一扫")).toBeHidden();
  } else {
    // Inside WeChat the real cashier cannot open 支付宝.
    await expect(methods.getByRole("radio")).toHaveCount(2);
    await expect(methods.getByRole("radio", { name: "支付宝" })).toHaveCount(0);
    await expect(methods.getByRole("radio", { name: "微信支付" })).toBeChecked();
  }
  await snapshot(page, info, "cashier-methods");
  // One tap pays with the method chosen.
  await page.getByRole("button", { name: /确认支付|模拟扫码支付成功/ }).click();
  await expect(page).toHaveURL(/\/success\?orderNumber=/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible({ timeout: 15_000 });
  const orderNumber = new URL(page.url()).searchParams.get("orderNumber")!;
  const method = isDesktop(info) ? "银联云闪付" : "微信支付";
  const { order } = await gql<{ order: { payType: string; balancePaidAmount: number; onlinePayAmount: number; totalPaid: number } }>(
    page,
    "query($n:String!){ order(orderNumber:$n){ payType balancePaidAmount onlinePayAmount totalPaid } }",
    { n: orderNumber },
  );
  expect(order).toEqual({
    payType: isDesktop(info) ? "unionpay" : "wechat",
    balancePaidAmount: 50,
    onlinePayAmount: (due - 5_000) / 100,
    totalPaid: due / 100,
  });
  expect(await storeCredit(page)).toBe(70);

  // The order: both parts and the method used.
  await page.goto(`/ucenter/orders/${orderNumber}`);
  await expect(page.getByTestId("order-status")).toHaveText("待发货", { timeout: 15_000 });
  const amounts = page.getByRole("region", { name: "金额明细" });
  await expect(amounts).toContainText(`余额支付¥50.00`);
  await expect(amounts).toContainText(`在线支付${yuan(due - 5_000)}`);
  await expect(page.getByRole("region", { name: "订单信息" })).toContainText(`支付方式${method}`);
  await snapshot(page, info, "order-detail-balance");

  // 取消订单并退款: the balance part back to the balance, the rest to the cashier.
  await waitForHydration(page);
  await page.getByRole("button", { name: "取消订单并退款" }).click();
  const confirm = page.getByRole("alertdialog", { name: "取消订单并退款" });
  await expect(confirm).toContainText("余额支付的部分退回余额");
  await confirm.getByRole("button", { name: "确定取消" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("已退款", { timeout: 15_000 });
  expect(await storeCredit(page)).toBe(120);
});
