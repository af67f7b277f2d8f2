import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gql, uniqueMobile } from "./members-helpers";
import { auditOf, consoleSignIn, OPS_URL } from "./ops-helpers";
import { paidOrder, shipOrder } from "./order-helpers";

// The operations console (issue 25 §4, apps/ops) at its own port over the gateway's /ops/api: a
// fulfilment user ships, customer service opens a return and the warehouse takes it in (its
// refund is made as it is received), a merchandiser sets a size to 0 — the shopper's pages show
// each change, and the admin's audit list holds a record of each action.

test.describe.configure({ mode: "serial" });

/** The console in its own tab (its session lives in that tab's sessionStorage). */
async function consoleTab(page: Page): Promise<Page> {
  return page.context().newPage();
}

/** A full-page picture of the console at 1440 px (kept with the test's output). */
async function shot(ops: Page, info: TestInfo, name: string) {
  await ops.screenshot({ path: info.outputPath(`${name}.png`), fullPage: true });
}

async function openOrder(ops: Page, search: { number?: string; mobile?: string }, orderNumber: string, info?: TestInfo) {
  await ops.goto(`${OPS_URL}/orders`);
  const form = ops.getByRole("form", { name: "订单搜索" });
  if (search.number) await form.getByLabel("订单号").fill(search.number);
  if (search.mobile) await form.getByLabel("手机号").fill(search.mobile);
  await form.getByRole("button", { name: "查询" }).click();
  await expect(ops.getByRole("link", { name: orderNumber, exact: true })).toBeVisible();
  if (info) await shot(ops, info, "ops-orders");
  await ops.getByRole("link", { name: orderNumber, exact: true }).click();
  await expect(ops.getByRole("heading", { name: `订单 ${orderNumber}` })).toBeVisible();
}

test("a fulfilment user ships a paid order; the shopper sees 已发货 and the tracking number", async ({ page }, info) => {
  const orderNumber = await paidOrder(page, 7);
  const ops = await consoleTab(page);
  await consoleSignIn(ops, "fulfilment");
  await expect(ops.getByTestId("staff-role")).toHaveText(["仓储物流"]);
  // Fulfilment sees orders and the returns queue only: no stock, coupons or staff pages.
  await expect(ops.getByRole("navigation", { name: "主导航" }).getByRole("link")).toHaveText(["订单", "售后队列"]);
  await openOrder(ops, { number: orderNumber }, orderNumber, info);
  // Fulfilment's actions only: 发货, not 退款, 取消订单 or 备注; and it reads the unmasked address.
  await expect(ops.getByRole("button", { name: "退款" })).toHaveCount(0);
  await expect(ops.getByRole("button", { name: "取消订单" })).toHaveCount(0);
  await expect(ops.getByText("13912345678")).toBeVisible();

  const tracking = `SF${Date.now()}`;
  await ops.getByRole("button", { name: "发货" }).click();
  const form = ops.getByRole("form", { name: "发货" });
  await form.getByLabel("快递公司").selectOption("顺丰速运");
  await form.getByLabel("运单号").fill(tracking);
  await shot(ops, info, "ops-ship");
  await form.getByRole("button", { name: "确认发货" }).click();
  await expect(ops.getByRole("status").filter({ hasText: "已发货" })).toBeVisible();
  await expect(ops.getByTestId("tracking-number")).toHaveText(tracking);
  await expect(ops.getByRole("button", { name: "发货" })).toHaveCount(0);

  await page.goto(`/ucenter/orders/${orderNumber}`);
  await expect(page.getByTestId("order-status")).toHaveText("已发货", { timeout: 15_000 });
  await expect(page.getByText(tracking).first()).toBeVisible();

  const records = await auditOf(page.request, orderNumber);
  expect(records).toContainEqual(
    expect.objectContaining({ action: "order.ship", actorName: expect.any(String), targetType: "order", targetId: orderNumber }),
  );
  expect(records.find((r) => r.action === "order.ship")?.after).toMatchObject({ status: "shipped" });
});

test("customer service finds an order by mobile and opens a return; it is received and refunded; the shopper sees 已退款", async ({
  page,
}, info) => {
  const mobile = uniqueMobile();
  const orderNumber = await paidOrder(page, 8, mobile);
  // A return is asked for once the parcel is out (a paid order is cancelled instead).
  await shipOrder(page, orderNumber);
  const ops = await consoleTab(page);

  await consoleSignIn(ops, "customer_service");
  await expect(ops.getByTestId("staff-role")).toHaveText(["客服"]);
  await openOrder(ops, { mobile }, orderNumber);
  // Customer service reads masked personal data and has no 发货 or 退款.
  await expect(ops.getByText("139****5678")).toBeVisible();
  await expect(ops.getByRole("button", { name: "发货" })).toHaveCount(0);
  await expect(ops.getByRole("button", { name: "退款" })).toHaveCount(0);
  await ops.getByRole("button", { name: "发起退货" }).click();
  const form = ops.getByRole("form", { name: /代顾客发起退货/ });
  await form.getByLabel("退货原因").selectOption("尺码不合适");
  await form.getByRole("button", { name: "提交退货" }).click();
  await expect(ops.getByRole("status").filter({ hasText: "退货申请已提交" })).toBeVisible();
  await expect(ops.getByRole("region", { name: "售后单" }).getByText("待取件")).toBeVisible();
  await shot(ops, info, "ops-return-opened");
  await ops.getByRole("button", { name: "退出登录" }).click();

  // The warehouse takes the parcel in: the return's refund is made as it is received.
  await consoleSignIn(ops, "fulfilment");
  await openOrder(ops, { number: orderNumber }, orderNumber);
  await ops.getByRole("button", { name: "确认收货（退货）" }).click();
  await expect(ops.getByRole("status").filter({ hasText: "退货已确认收货" })).toBeVisible();
  await ops.getByRole("button", { name: "退出登录" }).click();

  // Finance sees the refund settled on the order's timeline.
  await consoleSignIn(ops, "finance");
  await expect(ops.getByTestId("staff-role")).toHaveText(["财务"]);
  await openOrder(ops, { number: orderNumber }, orderNumber);
  await expect
    .poll(
      async () => {
        await ops.reload();
        return ops.getByRole("list", { name: "订单时间线" }).textContent();
      },
      { timeout: 20_000 },
    )
    .toMatch(/退款 ¥[\d,.]+.*已退款/s);
  // Nothing is left to refund: finance is not offered a second refund.
  await expect(ops.getByRole("button", { name: "退款" })).toHaveCount(0);
  await shot(ops, info, "ops-refunded");

  await page.goto(`/ucenter/orders/${orderNumber}`);
  await expect(page.getByTestId("order-status")).toHaveText("已退款", { timeout: 15_000 });

  const actions = (await auditOf(page.request, orderNumber)).map((r) => r.action);
  expect(actions).toContain("return.open");
});

test("a merchandiser sets a size to 0 and the product page shows 暂无库存", async ({ page }, info) => {
  await page.goto("/");
  // A colour past the first page of results (the bag and order journeys take theirs from the first),
  // with every size in stock.
  const { searchProductColors } = await gql<{ searchProductColors: { productColorIds: string[] } }>(
    page,
    "{ searchProductColors(pageNumber: 3, pageSize: 60) { productColorIds } }",
  );
  const { productColors } = await gql<{
    productColors: Array<{ productSlug: string; styleSlug: string; productSizes: Array<{ ean: string; saleableQty: number }> }>;
  }>(page, "query($ids:[ID!]!){ productColors(ids:$ids){ productSlug styleSlug productSizes { ean saleableQty } } }", {
    ids: searchProductColors.productColorIds,
  });
  const colour = productColors.find((c) => c.productSizes.length >= 2 && c.productSizes.every((s) => s.saleableQty > 0));
  expect(colour, "a colour with every size in stock").toBeTruthy();
  const ean = colour!.productSizes[0]!.ean;
  const path = `/products/${colour!.styleSlug}/${colour!.productSlug}`;
  await page.goto(path);
  await expect(page.getByRole("radio", { name: /暂无库存/ })).toHaveCount(0);

  const ops = await consoleTab(page);
  await consoleSignIn(ops, "merchandising");
  await expect(ops.getByTestId("staff-role")).toHaveText(["商品运营"]);
  await expect(ops.getByRole("navigation", { name: "主导航" }).getByRole("link")).toHaveText(["库存", "商品价格", "优惠券发放"]);
  await ops.getByLabel("第 1 行 SKU").fill(ean);
  await ops.getByLabel("第 1 行门店编码").fill("XLWH01");
  await ops.getByLabel("第 1 行库存").fill("0");
  await ops.getByRole("button", { name: "保存 1 行" }).click();
  await expect(ops.getByRole("status").filter({ hasText: "已更新 1 行库存" })).toBeVisible();
  await expect(ops.getByText("已保存")).toBeVisible();
  await shot(ops, info, "ops-stock");
  await ops.goto(`${OPS_URL}/coupons`);
  await expect(ops.getByRole("heading", { name: "优惠券发放" })).toBeVisible();
  await shot(ops, info, "ops-coupons");
  await ops.getByRole("link", { name: "商品价格" }).click();
  await expect(ops.getByRole("heading", { name: "商品价格与上下架" })).toBeVisible();
  await shot(ops, info, "ops-catalog");
  await ops.getByRole("button", { name: "退出登录" }).click();
  await expect(ops.getByRole("form", { name: "员工登录" })).toBeVisible();
  await shot(ops, info, "ops-login");

  await expect
    .poll(
      async () => {
        await page.goto(path);
        return page.getByRole("radio", { name: /暂无库存/ }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  await expect(page.getByRole("radio", { name: /暂无库存/ })).toBeDisabled();

  const records = await auditOf(page.request, `${ean}@XLWH01`);
  expect(records[0]).toMatchObject({ action: "stock.set", targetType: "stock", after: { qty: 0 } });

  // The admin reads the same record on the console's audit page, and the staff list.
  await consoleSignIn(ops, "admin");
  await expect(ops.getByRole("region", { name: /^共 \d+ 名员工$/ })).toContainText("demo-merchandising");
  await shot(ops, info, "ops-staff");
  await ops.getByRole("link", { name: "审计日志" }).click();
  await ops.getByLabel("对象编号").fill(`${ean}@XLWH01`);
  const row = ops.getByRole("row").filter({ hasText: "stock.set" });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText("demo-merchandising");
  await expect(row).toContainText('{"qty":0}');
  await shot(ops, info, "ops-audit");
});
