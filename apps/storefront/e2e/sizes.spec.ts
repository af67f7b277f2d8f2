import type { Locator, Page } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { gql, loginViaApi, trackCaptchas, uniqueMobile } from "./members-helpers";
import { ADDRESS, shipOrder } from "./order-helpers";

/**
 * One size system (issue 13 item 2): a men's shoe in 中国码 245 reads the same — 中国码 first, then
 * US 6.5 and EU 39 — on the listing's size chip, the product page's size button, its size chart
 * and the help size guide, at 1440 (desktop) and 390 (WeChat). Before, the chip said "6.5", the
 * button "245 / US 6.5", and the help guide called EU 40 中国码 and had no 6.5 row at all.
 */

const SIZE = { cn: "245", us: "6.5", eu: "39" };

/** The text a shopper sees in an element, whitespace folded. */
async function seen(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, " ").trim();
}

/** A table's row for 中国码 245 as {column head: cell}. */
async function rowOf(table: Locator, cn: string): Promise<Record<string, string>> {
  return table.evaluate((element, cnSize) => {
    const heads = [...element.querySelectorAll("thead th")].map((th) => (th.textContent ?? "").trim());
    const cnIndex = heads.findIndex((head) => head.includes("中国码"));
    const row = [...element.querySelectorAll("tbody tr")].find((tr) => (tr.children[cnIndex]?.textContent ?? "").trim() === cnSize);
    if (!row) return {};
    return Object.fromEntries(heads.map((head, i) => [head, (row.children[i]?.textContent ?? "").trim()]));
  }, cn);
}

/** The size chips of the listing: the sidebar at 1440, the 筛选 dialog at 390. */
async function sizeChips(page: Page, isMobile: boolean): Promise<Locator> {
  if (isMobile) {
    await page.getByRole("button", { name: /^筛选/ }).click();
    return page.getByRole("dialog", { name: "筛选" }).getByRole("group", { name: /尺码/ });
  }
  return page.getByRole("complementary", { name: "筛选" }).getByRole("group", { name: /尺码/ });
}

test("a size reads the same on the size chip, the size button, the size chart and the help guide", async ({ page, isMobile }) => {
  test.setTimeout(90_000);
  await page.goto("/explore/men/shoes/running");
  await waitForHydration(page);

  // The chip: its value stays the US size (URLs keep ?us_size=6.5), its face is 中国码 first.
  const chips = await sizeChips(page, isMobile);
  const chip = chips.locator("label").filter({ has: page.locator(`[data-size-text="中国码 ${SIZE.cn} · US ${SIZE.us} · EU ${SIZE.eu}"]`) });
  await expect(chip).toHaveCount(1);
  const chipText = await seen(chip);
  expect(chipText).toBe(`${SIZE.cn} US ${SIZE.us} · EU ${SIZE.eu}`);
  // 245 is the large line, US and EU below it; the group says what 245 is, and so does the chip's name.
  await expect(chip.locator("span.font-bold").first()).toHaveText(SIZE.cn);
  await expect(chips.locator("legend")).toContainText("中国码 (mm)");
  await expect(chip.getByRole("checkbox")).toHaveAccessibleName(`中国码 ${SIZE.cn} · US ${SIZE.us} · EU ${SIZE.eu}`);
  if (isMobile) await page.getByRole("dialog", { name: "筛选" }).getByRole("button", { name: "关闭" }).click();

  // The size button of a men's running shoe.
  await page.goto("/products/velox-run-2");
  await waitForHydration(page);
  const sizes = page.getByRole("radiogroup", { name: /选择尺码/ });
  const button = sizes
    .locator("label")
    .filter({ has: page.locator(`[data-size-text="中国码 ${SIZE.cn} · US ${SIZE.us} · EU ${SIZE.eu}"]`) });
  await expect(button).toHaveCount(1);
  expect(await seen(button)).toBe(chipText);
  await expect(page.locator(`[id="${await sizes.getAttribute("aria-labelledby")}"]`)).toContainText("中国码 (mm)");
  await expect(button.getByRole("radio")).toHaveAccessibleName(/^中国码 245 · US 6\.5 · EU 39/);

  // The size chart: the row of 245 says US 6.5 and EU 39, 中国码 in the first column.
  await page.getByRole("button", { name: "尺码表" }).click();
  const chart = page.getByRole("dialog", { name: "尺码表" }).locator("table");
  await expect(chart).toBeVisible();
  const chartRow = await rowOf(chart, SIZE.cn);
  expect(chartRow).toEqual({ "中国码 (mm)": SIZE.cn, "美码 US": SIZE.us, "欧码 EU": SIZE.eu, "脚长 (cm)": "24.5" });

  // The help size guide: the same row, the same column heads (it is generated from the same table).
  await page.goto("/help?key=size-guide");
  const guide = page.locator("table").filter({ has: page.locator("caption", { hasText: "男子鞋类" }) });
  await expect(guide).toBeVisible();
  expect(await rowOf(guide, SIZE.cn)).toEqual(chartRow);
  // And no row calls an EU size 中国码: every 中国码 cell of the shoe tables is a foot length in mm.
  const cnCells = await page.locator("table").evaluateAll((tables) =>
    tables.flatMap((table) => {
      const heads = [...table.querySelectorAll("thead th")].map((th) => (th.textContent ?? "").trim());
      const i = heads.indexOf("中国码 (mm)");
      return i === -1 ? [] : [...table.querySelectorAll("tbody tr")].map((tr) => (tr.children[i]?.textContent ?? "").trim());
    }),
  );
  expect(cnCells.length).toBeGreaterThan(20);
  expect(cnCells.filter((cell) => !/^\d{3}$/.test(cell))).toEqual([]);
});

/**
 * Issue 24 item 5: the size a shopper picked reads the same after purchase. 中国码 245 of a men's
 * running shoe is "245（US 6.5）" in the bag, and so on /success's order, the order list, the
 * order detail and the return form — never the EU "尺码 39" the order pages used to say.
 */
test("the picked size reads the same in the bag and on every page after purchase", async ({ page }) => {
  test.setTimeout(180_000);
  trackCaptchas(page);
  const picked = `${SIZE.cn}（US ${SIZE.us}）`;
  await loginViaApi(page, uniqueMobile());

  // The product page's 245 into the bag; the bag line says 245（US 6.5）.
  await page.goto("/products/velox-run-2");
  await waitForHydration(page);
  const sizes = page.getByRole("radiogroup", { name: /选择尺码/ });
  await sizes
    .locator("label")
    .filter({ has: page.locator(`[data-size-text="中国码 ${SIZE.cn} · US ${SIZE.us} · EU ${SIZE.eu}"]`) })
    .click();
  await page.getByRole("button", { name: "加入购物袋" }).click();
  await expect(page.getByRole("dialog", { name: "已加入购物袋" })).toContainText(picked);
  await page.goto("/cart");
  const bagLine = page.getByRole("list", { name: "购物袋商品" }).getByRole("listitem").first();
  await expect(bagLine).toContainText(`尺码${picked}`);
  const { cart } = await gql<{ cart: { cartItems: Array<{ ean: string }> } }>(page, "{ cart { cartItems { ean } } }");
  const ean = cart.cartItems[0]!.ean;

  // Bought and paid in the sandbox cashier.
  const { submitOrder } = await gql<{ submitOrder: { orderNumber: string } }>(
    page,
    "mutation($e:String!,$a:OrderAddressInput!){ submitOrder(isInCart:true, products:[{ean:$e, quantity:1}], address:$a){ orderNumber } }",
    {
      e: ean,
      a: {
        consignee: ADDRESS.consignee,
        consigneeCellphone: ADDRESS.cellphone,
        province: ADDRESS.province,
        city: ADDRESS.city,
        district: ADDRESS.district,
        detailAddress: ADDRESS.detailAddress,
      },
    },
  );
  const orderNumber = submitOrder.orderNumber;
  const { payOrder } = await gql<{ payOrder: { cashierUrl: string } }>(
    page,
    'mutation($n:String!){ payOrder(orderNumber:$n, payType:"wechat"){ cashierUrl } }',
    { n: orderNumber },
  );
  await page.goto(payOrder.cashierUrl);
  await page
    .getByRole("button", { name: /确认支付|模拟扫码支付成功/ })
    .first()
    .click();
  await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible({ timeout: 15_000 });
  await shipOrder(page, orderNumber);

  // The order list's card.
  await page.goto("/ucenter/orders");
  const card = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ hasText: orderNumber });
  await expect(card).toContainText(`尺码 ${picked}`, { timeout: 15_000 });
  await expect(card).not.toContainText(`尺码 ${SIZE.eu}`);

  // The order detail's line.
  await page.goto(`/ucenter/orders/${orderNumber}`);
  const line = page.getByRole("list", { name: "订单商品" }).getByRole("listitem").first();
  await expect(line).toContainText(`尺码 ${picked} · 数量 1`, { timeout: 15_000 });

  // The return form's line (the order is shipped).
  await page.goto(`/refund?orderNumber=${orderNumber}`);
  const form = page.getByRole("form", { name: "申请售后" });
  await expect(form).toContainText(`尺码 ${picked}`, { timeout: 15_000 });
  await expect(form.getByRole("checkbox", { name: /^退货：/ })).toHaveAccessibleName(
    new RegExp(`${SIZE.cn}（US ${SIZE.us.replace(".", "\\.")}）$`),
  );

  // The gateway says the same to every other reader (guest lookup, receipts): sizeText.
  const { orderDetail } = await gql<{ orderDetail: { orderItems: Array<{ sizeText: string }> } }>(
    page,
    "query($n:String!){ orderDetail(orderNumber:$n){ orderItems { sizeText } } }",
    { n: orderNumber },
  );
  expect(orderDetail.orderItems.map((item) => item.sizeText)).toEqual([picked]);
});
