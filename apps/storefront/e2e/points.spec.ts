import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { gql, trackCaptchas } from "./members-helpers";
import { ADDRESS, paidOrder, shipOrder } from "./order-helpers";

// Issue 24 §2 at 1440 and 390 (WeChat): a member pays an order, the note on /success says what
// it will earn; confirming receipt credits the points (order detail, the 我的积分 history, the
// shell's total); a return taken in by the warehouse takes back the returned unit's points.

interface OrderFacts {
  createdAt: string;
  orderItems: Array<{ id: string; totalPaid: number; quantity: number }>;
}

interface Summary {
  promotion: { rate: number; startDate: string | null; endDate: string | null } | null;
}

/**
 * What the test expects, computed from the order's paid lines and the 积分翻倍 window the store
 * publishes (not from Order.points, the thing under test): one point per whole yuan, times the
 * promotion's rate when the order was placed inside its window.
 */
async function expectations(page: Page, orderNumber: string) {
  const { orderDetail } = await gql<{ orderDetail: OrderFacts }>(
    page,
    "query($n:String!){ orderDetail(orderNumber:$n){ createdAt orderItems { id totalPaid quantity } } }",
    {
      n: orderNumber,
    },
  );
  const { memberPointsSummary } = await gql<{ memberPointsSummary: Summary }>(
    page,
    "{ memberPointsSummary { promotion { rate startDate endDate } } }",
  );
  const placed = Date.parse(orderDetail.createdAt);
  const promotion = memberPointsSummary.promotion;
  const inside =
    promotion &&
    (!promotion.startDate || Date.parse(promotion.startDate) <= placed) &&
    (!promotion.endDate || placed < Date.parse(promotion.endDate));
  const rate = inside ? promotion.rate : 1;
  const item = orderDetail.orderItems[0]!;
  expect(item.quantity).toBe(2);
  const fen = Math.round(item.totalPaid * 100);
  const earned = Math.floor(fen / 100) * rate;
  // One of the two units returned: the kept unit's share, rounded down, at the same rate.
  const kept = Math.floor(Math.floor(fen / 2) / 100) * rate;
  return { itemId: item.id, rate, earned, kept, reversed: earned - kept };
}

const format = (n: number) => new Intl.NumberFormat("zh-CN").format(n);

test.beforeEach(({ page }) => trackCaptchas(page));

test("points: credited when the order completes, taken back after a return", async ({ page, consoleProblems }, info) => {
  // a payment, a receipt and a return through the real gateway
  test.setTimeout(180_000);
  const shot = async (name: string) => page.screenshot({ path: info.outputPath(`${name}-${info.project.name}.png`), fullPage: true });
  const orderNumber = await paidOrder(page, info.project.name === "desktop" ? 12 : 13);
  const want = await expectations(page, orderNumber);
  const doubled = want.rate > 1;

  // /success: what the paid order will earn.
  const successNote = page.getByTestId("order-points");
  await expect(successNote).toContainText(`订单完成后可得 ${format(want.earned)} 积分`);
  await expect(successNote.getByText("积分翻倍")).toHaveCount(doubled ? 1 : 0);
  await shot("success");

  // Nothing is credited before completion.
  await page.goto("/ucenter/points");
  await expect(page.getByText("暂无积分记录")).toBeVisible({ timeout: 15_000 });

  // 确认收货 completes the order and credits the points.
  await shipOrder(page, orderNumber);
  await page.goto(`/ucenter/orders/${orderNumber}`);
  await expect(page.getByTestId("order-points")).toContainText(`订单完成后可得 ${format(want.earned)} 积分`, { timeout: 15_000 });
  await page.getByRole("button", { name: "确认收货" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "确认收货" }).click();
  await expect(page.getByTestId("order-status")).toHaveText("已完成");
  await expect(page.getByTestId("order-points")).toHaveText(new RegExp(`已获得 ${format(want.earned)} 积分`));
  await expect(page.getByRole("region", { name: "会员信息" })).toContainText(format(want.earned));

  // 我的积分: the level card and the history's one entry.
  await page.goto("/ucenter/points");
  const history = page.getByRole("list", { name: "积分明细" });
  const earnRow = history.getByRole("listitem").filter({ hasText: "订单完成" });
  await expect(earnRow).toContainText(`+${format(want.earned)}`, { timeout: 15_000 });
  await expect(earnRow).toContainText(`余额 ${format(want.earned)}`);
  await expect(earnRow.getByRole("link")).toHaveText(`订单 ${orderNumber}`);
  await expect(earnRow.getByText("积分翻倍")).toHaveCount(doubled ? 1 : 0);
  const card = page.getByRole("region", { name: "会员等级" });
  await expect(card).toContainText(format(want.earned));
  await expect(page.getByRole("table")).toContainText("迅岚会员");
  await shot("points-earned");

  // A return of one unit; the warehouse takes it in (its developer tool, instead of the pickup day).
  const { afterSaleOptions } = await gql<{ afterSaleOptions: { pickupDays: Array<{ form_pickupDate: string; disabled: boolean }> } }>(
    page,
    "{ afterSaleOptions { pickupDays { form_pickupDate disabled } } }",
  );
  const day = afterSaleOptions.pickupDays.find((d) => !d.disabled)!.form_pickupDate;
  const { afterSaleApply } = await gql<{ afterSaleApply: { returnOrderNumber: string } }>(
    page,
    `mutation($n:String!,$i:ID!,$d:String!){ afterSaleApply(orderNumber:$n, items:[{itemId:$i, quantity:1}], consignee:"${ADDRESS.consignee}", consigneeCellphone:"${ADDRESS.cellphone}",
      province:"${ADDRESS.province}", city:"${ADDRESS.city}", district:"${ADDRESS.district}", detailAddress:"${ADDRESS.detailAddress}", reason:"尺码不合适", pickupDate:$d, pickupTimeSpan:"09:00-12:00"){ returnOrderNumber } }`,
    { n: orderNumber, i: want.itemId, d: day },
  );
  const received = await page.request.post("/sandbox/warehouse/receive", { data: { returnOrderNumber: afterSaleApply.returnOrderNumber } });
  expect(await received.json()).toEqual({ returnOrderNumber: afterSaleApply.returnOrderNumber, status: "refunding" });

  await page.goto("/ucenter/points");
  const reverseRow = history.getByRole("listitem").filter({ hasText: "退货扣回" });
  await expect(reverseRow).toContainText(`-${format(want.reversed)}`, { timeout: 15_000 });
  await expect(reverseRow).toContainText(`余额 ${format(want.kept)}`);
  await expect(reverseRow.getByRole("link")).toHaveText(`订单 ${orderNumber}`);
  await expect(reverseRow.getByText(`售后 ${afterSaleApply.returnOrderNumber}`)).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(2);
  await expect(card).toContainText(format(want.kept));
  await shot("points-returned");

  await page.goto(`/ucenter/orders/${orderNumber}`);
  await expect(page.getByTestId("order-points")).toHaveText(
    new RegExp(`已获得 ${format(want.kept)} 积分（退货扣回 ${format(want.reversed)}）`),
    { timeout: 15_000 },
  );
  await shot("order-detail");

  // The member page: level, points and the way to the next level.
  await page.goto("/ucenter/member");
  await expect(page.getByRole("region", { name: "会员等级" })).toContainText(/再得 [\d,]+ 积分升级为/);
  await expect(page.getByRole("region", { name: "会员等级" })).toContainText(format(want.kept));
  await shot("member");
  expect(consoleProblems.hydration, "hydration warnings").toEqual([]);
  expect(consoleProblems.errors, "console errors").toEqual([]);
});
