import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gql, loginViaApi, trackCaptchas, uniqueMobile } from "./members-helpers";
import { paidOrder, shipOrder } from "./order-helpers";

// Issue 9, member orders at 1440 and 390 (WeChat): a member pays in the sandbox cashier, follows
// 查看订单 to the order, finds it under the 已发货 tab once shipped, opens it, sees the tracking
// timeline, confirms receipt (已完成) and puts it back into the bag with 再次购买.

const yuan = (n: number) => `¥${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface OrderFacts {
  orderDetail: {
    totalPaid: number;
    orderItems: Array<{ styleDisplayNameCn: string; colorNameCn: string; sizeText: string; sharePrice: number; sku: string }>;
  };
}

test.beforeEach(({ page }) => trackCaptchas(page));

/** A full-page picture of the page as the shopper sees it, kept with the test's output for review. */
async function snapshot(page: Page, info: TestInfo, name: string): Promise<void> {
  const path = info.outputPath(`${name}-${info.project.name}.png`);
  await page.screenshot({ path, fullPage: true });
  await info.attach(name, { path, contentType: "image/png" });
}

test.describe("member orders", () => {
  test("a paid order is followed to delivery, received and bought again", async ({ page, consoleProblems }, info) => {
    // a payment, shipping, confirm and reorder through the real gateway (three minutes at load 35)
    test.setTimeout(300_000);
    const orderNumber = await paidOrder(page, info.project.name === "desktop" ? 2 : 3);
    const facts = await gql<OrderFacts>(
      page,
      "query($n:String!){ orderDetail(orderNumber:$n){ totalPaid orderItems { styleDisplayNameCn colorNameCn sizeText sharePrice sku } } }",
      {
        n: orderNumber,
      },
    );
    const item = facts.orderDetail.orderItems[0]!;

    // /success's 查看订单 opens this order: paid, waiting for the warehouse.
    await page.getByRole("link", { name: "查看订单" }).click();
    await expect(page).toHaveURL(new RegExp(`/ucenter/orders/${orderNumber}$`));
    await expect(page.getByTestId("order-status")).toHaveText("待发货", { timeout: 15_000 });
    await expect(page.getByText("已付款，仓库正在为您备货")).toBeVisible();
    await expect(page.getByRole("button", { name: "取消订单并退款" })).toBeVisible();

    await shipOrder(page, orderNumber);

    // The list: the 已发货 tab (a shared WeChat link carries its parameters) holds the order.
    await page.goto("/ucenter/orders?from=singlemessage&isappinstalled=0");
    const tabs = page.getByRole("navigation", { name: "订单状态" });
    await expect(tabs.getByRole("link")).toHaveText(["全部", "待付款", "待发货", "已发货", "已完成", "售后/退款", "门店订单"]);
    await tabs.getByRole("link", { name: "已发货" }).click();
    await expect(page).toHaveURL(/\/ucenter\/orders\?tab=shipped$/);
    await expect(tabs.getByRole("link", { name: "已发货" })).toHaveAttribute("aria-current", "page");
    const row = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ hasText: orderNumber });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText("已发货", { exact: true })).toBeVisible();
    await expect(row.getByText(yuan(facts.orderDetail.totalPaid))).toBeVisible();
    await expect(row.getByText("共 2 件")).toBeVisible();
    await snapshot(page, info, "orders-list");
    await row.getByRole("link", { name: /查看详情/ }).click();

    // The detail: status, the item as bought, the amount, the tracking timeline.
    await expect(page).toHaveURL(new RegExp(`/ucenter/orders/${orderNumber}$`));
    await expect(page.getByTestId("order-status")).toHaveText("已发货", { timeout: 15_000 });
    const line = page.getByRole("list", { name: "订单商品" }).getByRole("listitem").first();
    await expect(line.getByText(item.styleDisplayNameCn, { exact: true })).toBeVisible();
    await expect(line.getByText(`${item.colorNameCn} · 尺码 ${item.sizeText} · 数量 2`)).toBeVisible();
    await expect(line.getByText(yuan(item.sharePrice))).toBeVisible();
    const picture = line.getByRole("img");
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
      .toBe(true);
    await expect(page.getByRole("region", { name: "金额明细" })).toContainText(yuan(facts.orderDetail.totalPaid));
    await expect(page.getByRole("region", { name: "收货信息" })).toContainText("139****5678");
    const timeline = page.getByRole("list", { name: "物流轨迹" });
    await expect(timeline.getByRole("listitem").first()).toContainText("【上海青浦仓】快件已揽收", { timeout: 15_000 });
    await expect(page.getByRole("region", { name: "物流信息" }).getByText("揽收", { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "申请售后" })).toHaveAttribute("href", `/refund?orderNumber=${orderNumber}`);
    await snapshot(page, info, "order-detail");

    // 确认收货 asks first; then the order is 已完成.
    await page.getByRole("button", { name: "确认收货" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("请确认您已收到全部商品，确认后订单将完成。");
    await confirm.getByRole("button", { name: "确认收货" }).click();
    await expect(page.getByTestId("order-status")).toHaveText("已完成");
    await expect(page.getByTestId("toast")).toHaveText("已确认收货");
    await expect(page.getByRole("button", { name: "确认收货" })).toHaveCount(0);

    // 再次购买: the two units go back into the bag at today's price, and the bag opens.
    await page.getByRole("button", { name: "再次购买" }).click();
    await expect(page).toHaveURL(/\/cart$/, { timeout: 15_000 });
    await expect(page.getByRole("heading", { level: 1, name: /^购物袋/ })).toHaveText("购物袋共 2 件", { timeout: 15_000 });
    const bagLine = page.locator(`article[data-ean="${item.sku}"]`);
    await expect(bagLine).toContainText(item.styleDisplayNameCn);
    await expect(bagLine).toContainText(yuan(item.sharePrice));

    // The 已完成 tab now holds it.
    await page.goto("/ucenter/orders?tab=completed");
    await expect(page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ hasText: orderNumber })).toBeVisible({
      timeout: 15_000,
    });
    expect(consoleProblems.hydration, "hydration warnings").toEqual([]);
  });

  test("a member without orders sees 暂无订单 with recommendations; another member's order is not found", async ({ page }) => {
    test.setTimeout(180_000);
    await loginViaApi(page, uniqueMobile());
    await page.goto("/ucenter/orders");
    await expect(page.getByRole("heading", { name: "暂无订单" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: /去逛逛/ })).toHaveAttribute("href", "/");
    await page.goto("/ucenter/orders/XL00000000000000");
    await expect(page.getByText("订单不存在")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: "查看我的订单" })).toHaveAttribute("href", "/ucenter/orders");
  });
});
