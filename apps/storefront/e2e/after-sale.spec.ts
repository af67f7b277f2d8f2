import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gql, loginViaApi, trackCaptchas, uniqueMobile } from "./members-helpers";
import { paidOrder, shipOrder } from "./order-helpers";

// Issue 9, after-sale at 1440 and 390 (WeChat): a member pays an order in the sandbox cashier,
// the sandbox warehouse ships it, the member applies for a return with a pickup slot (spec §4:
// three selectable days, padding days greyed), finds it in /ucenter/after, opens it and cancels it.

/** A 2000 × 1500 phone photo with EXIF and a GPS position. */
const PHOTO = fileURLToPath(new URL("./assets/return-photo.jpg", import.meta.url));

/** A new member pays a two-unit order in the sandbox cashier; the warehouse ships it. */
async function paidAndShippedOrder(page: Page, index: number): Promise<string> {
  const orderNumber = await paidOrder(page, index);
  await shipOrder(page, orderNumber);
  return orderNumber;
}

test.beforeEach(({ page }) => trackCaptchas(page));

test.describe("after-sale", () => {
  test("a paid, shipped order is returned with a pickup slot, listed, opened and the return cancelled", async ({
    page,
    consoleProblems,
  }, info) => {
    // a payment, a return and its cancellation through the real gateway (about a minute on a busy machine)
    test.setTimeout(180_000);
    const orderNumber = await paidAndShippedOrder(page, info.project.name === "desktop" ? 0 : 1);

    // The order detail's 申请售后 links here; a link shared in WeChat carries its parameters.
    await page.goto(`/refund?orderNumber=${orderNumber}&from=singlemessage&isappinstalled=0`);
    await expect(page.getByRole("heading", { level: 1, name: "申请售后" })).toBeVisible();
    const form = page.getByRole("form", { name: "申请售后" });
    await expect(form).toBeVisible({ timeout: 15_000 });

    // The only line is chosen; 2 bought, one returned.
    const line = form.getByRole("checkbox", { name: /^退货：/ });
    await expect(line).toBeChecked();
    await expect(form.getByText("可退 2 件")).toBeVisible();
    const stepper = form.getByRole("group", { name: /退货数量$/ });
    await expect(stepper.getByRole("status")).toHaveText("1");

    // Nothing else chosen yet: every missing choice is named.
    await form.getByRole("button", { name: "提交申请" }).click();
    await expect(form.getByRole("alert")).toHaveText(["请选择退货原因", "请选择取件日期", "请选择取件时间段"]);

    await form.getByRole("radio", { name: "尺码不合适" }).check({ force: true });
    await form.getByRole("textbox", { name: "补充说明" }).fill("鞋码偏小，想退一双");
    // A photo of the item: signed upload to the store, thumbnail shown once it arrived.
    await form.getByLabel("上传照片").setInputFiles(PHOTO);
    const thumbnails = form
      .getByRole("list", { name: "已上传的照片" })
      .getByRole("listitem")
      .filter({ has: page.getByRole("img") });
    await expect(thumbnails).toHaveCount(1);
    await expect(thumbnails.first()).toHaveAttribute("data-status", "done", { timeout: 15_000 });
    // The default address is the pickup address.
    await expect(form.getByRole("radiogroup", { name: "取件地址" }).getByRole("radio", { checked: true })).toHaveCount(1);
    await expect(form.getByRole("radiogroup", { name: "取件地址" })).toContainText("139****5678");

    // spec §4: three selectable days, two greyed padding days before and two after.
    const days = form.getByRole("group", { name: "取件日期" }).getByRole("radio");
    const enabled = form.getByRole("group", { name: "取件日期" }).getByRole("radio", { disabled: false });
    await expect(enabled).toHaveCount(3);
    const total = await days.count();
    expect(total).toBeGreaterThanOrEqual(7);
    await expect(days.first()).toBeDisabled();
    await expect(days.nth(1)).toBeDisabled();
    await expect(days.nth(total - 1)).toBeDisabled();
    await expect(days.nth(total - 2)).toBeDisabled();
    const dayLabel = (await enabled.first().getAttribute("aria-label")) ?? "";
    await enabled.first().check({ force: true });
    await form.getByRole("radio", { name: "上午 09:00-12:00" }).check({ force: true });
    await expect(form.getByRole("alert")).toHaveCount(0);

    await form.getByRole("button", { name: "提交申请" }).click();
    await expect(page).toHaveURL(/\/refund\/detail\?returnOrderNumber=XR\d{16}/, { timeout: 15_000 });
    const returnOrderNumber = new URL(page.url()).searchParams.get("returnOrderNumber")!;
    await expect(page.getByTestId("after-sale-status")).toHaveText("待取件");
    await expect(page.getByText(`${dayLabel} 09:00-12:00`)).toBeVisible();
    await expect(page.getByTestId("return-order-number")).toHaveText(returnOrderNumber);
    // The photo is shown from the store, resized to 1600 px wide.
    const photo = page.getByRole("img", { name: "商品照片 1" });
    await photo.scrollIntoViewIfNeeded();
    await expect(photo).toBeVisible();
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1600);

    // The order is 售后中 while the return is open.
    const during = await gql<{ orderDetail: { statusText: string } }>(
      page,
      "query($n:String!){ orderDetail(orderNumber:$n){ statusText } }",
      { n: orderNumber },
    );
    expect(during.orderDetail.statusText).toBe("售后中");

    // /ucenter/after lists it; its detail opens from there.
    await page.goto("/ucenter/after");
    const row = page.getByRole("list", { name: "售后记录" }).getByRole("listitem").filter({ hasText: returnOrderNumber });
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(row.getByText("待取件")).toBeVisible();
    await row.getByRole("link", { name: /查看详情/ }).click();
    await expect(page).toHaveURL(new RegExp(`/refund/detail\\?returnOrderNumber=${returnOrderNumber}$`));

    // 取消申请 asks first, then withdraws the return.
    await page.getByRole("button", { name: "取消申请" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("确定要取消该售后申请吗？");
    await confirm.getByRole("button", { name: "确定取消" }).click();
    await expect(page.getByTestId("after-sale-status")).toHaveText("已取消");
    await expect(page.getByRole("button", { name: "取消申请" })).toHaveCount(0);
    const after = await gql<{ orderDetail: { statusText: string; orderItems: Array<{ returnedQuantity: number }> } }>(
      page,
      "query($n:String!){ orderDetail(orderNumber:$n){ statusText orderItems { returnedQuantity } } }",
      { n: orderNumber },
    );
    expect(after.orderDetail).toEqual({ statusText: "已发货", orderItems: [{ returnedQuantity: 0 }] });

    await page.goto("/ucenter/after");
    await expect(
      page.getByRole("list", { name: "售后记录" }).getByRole("listitem").filter({ hasText: returnOrderNumber }).getByText("已取消"),
    ).toBeVisible({
      timeout: 15_000,
    });
    expect(consoleProblems.hydration, "hydration warnings").toEqual([]);
  });

  test("a member without returns sees 暂无售后记录; /refund without an order number says where to start", async ({ page }) => {
    await loginViaApi(page, uniqueMobile());
    await page.goto("/ucenter/after");
    await expect(page.getByRole("heading", { name: "暂无售后记录" })).toBeVisible({ timeout: 15_000 });
    await page.goto("/refund?utm_source=wechat");
    await expect(page.getByText("缺少订单号，请从订单详情进入")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("link", { name: "查看我的订单" })).toHaveAttribute("href", "/ucenter/orders");
  });
});
