import type { Page } from "@playwright/test";
import { expect, PICTURE_TIMEOUT, test } from "./fixtures";
import { ADDRESS, paidOrder } from "./order-helpers";

/**
 * Issue 26 §5 and §7, in both projects (1440 × 900 desktop, 390 × 844 WeChat): every listing opens
 * on products — its first product card starts inside the first screen, under a compact category
 * header whose picture is never asked for or shown wider than its source — and the success page
 * shows what was bought, where it goes, when it arrives, the order number on one line and the two
 * next steps.
 */

const LISTINGS = [
  "/explore/men",
  "/explore/sports",
  "/explore/women/shoes",
  "/explore/men/shoes/running",
  "/explore/collection/new-arrivals",
  "/explore/collection/lanfoam",
  `/search?keyword=${encodeURIComponent("跑鞋")}`,
];

/** The top of the first product card, in CSS px from the top of the page at scroll 0. */
async function firstCardTop(page: Page): Promise<number> {
  const card = page.getByTestId("product-card").first();
  await expect(card).toBeVisible();
  return card.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
}

test.describe("listings open on products (issue 26 §5)", () => {
  for (const path of LISTINGS) {
    test(`${decodeURIComponent(path)}: the first product card starts in the first screen`, async ({ page, consoleProblems }) => {
      await page.goto(path);
      const height = page.viewportSize()!.height;
      expect(await firstCardTop(page), `first card top < ${height}`).toBeLessThan(height);
      expect(consoleProblems.errors, "console errors").toEqual([]);
    });
  }

  test("the category header's picture is never wider than its source", async ({ page }) => {
    await page.goto("/explore/men");
    const header = page.getByTestId("category-header");
    await expect(header.getByRole("heading", { level: 1 })).toContainText("男子");
    const picture = page.getByTestId("category-picture").locator("img");
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: PICTURE_TIMEOUT })
      .toBe(true);
    const state = await picture.evaluate((img: HTMLImageElement) => ({
      source: Number(img.getAttribute("width")),
      shown: img.getBoundingClientRect().width,
      dpr: window.devicePixelRatio,
      asked: Number(new URL(img.currentSrc).searchParams.get("w")),
      candidates: (img.getAttribute("srcset") ?? "")
        .split(",")
        .map((candidate) => Number(candidate.trim().split(" ")[1]!.replace("w", ""))),
    }));
    expect(state.source).toBe(750);
    expect(Math.max(...state.candidates), "no srcset candidate past the source").toBeLessThanOrEqual(state.source);
    expect(state.asked).toBeLessThanOrEqual(state.source);
    expect(state.shown, "shown at most at its source width").toBeLessThanOrEqual(state.source);
    // A picture of a few CSS px: the box, not the window.
    expect(state.shown).toBeLessThan(page.viewportSize()!.width * 0.45);
  });
});

test.describe("the success page (issue 26 §7)", () => {
  test.describe.configure({ timeout: 120_000 });
  test("items as picked, the address, the expected delivery, the number on one line and the two next steps", async ({ page }, info) => {
    const orderNumber = await paidOrder(page, info.project.name === "desktop" ? 12 : 13);
    const { order } = await page.evaluate(async (number) => {
      const response = await fetch("/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", channel: "WEB" },
        body: JSON.stringify({
          query: "query($n:String!){ order(orderNumber:$n){ payAt totalPaid orderItems { productName colorNameCn sizeText quantity } } }",
          variables: { n: number },
        }),
      });
      return (
        (await response.json()) as {
          data: {
            order: {
              payAt: string;
              totalPaid: number;
              orderItems: Array<{ productName: string; colorNameCn: string; sizeText: string; quantity: number }>;
            };
          };
        }
      ).data;
    }, orderNumber);

    const item = page.getByTestId("success-item");
    await expect(item).toHaveCount(order.orderItems.length);
    const line = order.orderItems[0]!;
    await expect(item.first()).toContainText(line.productName);
    await expect(item.first()).toContainText(line.colorNameCn);
    await expect(page.getByTestId("success-item-size").first()).toHaveText(`尺码 ${line.sizeText}`);
    await expect(item.first()).toContainText(`数量 ${line.quantity}`);
    const picture = item.first().locator("img");
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: PICTURE_TIMEOUT })
      .toBe(true);

    const amount = `¥${order.totalPaid.toLocaleString("en-US", { minimumFractionDigits: 2 })}`;
    await expect(page.getByText("实付金额")).toBeVisible();
    await expect(page.locator("dl").first()).toContainText(amount);

    const address = page.getByTestId("success-address");
    await expect(address).toContainText(ADDRESS.consignee);
    await expect(address).toContainText(ADDRESS.detailAddress);
    await expect(address).toContainText("139****5678");

    // Paid today (Beijing): it arrives from tomorrow on, named by month, day and weekday.
    const delivery = page.getByTestId("success-delivery");
    await expect(delivery).toContainText(/\d{1,2}月\d{1,2}日（周.） – \d{1,2}月\d{1,2}日（周.）/);
    await expect(delivery).toContainText("付款后 48 小时内发货");

    // The order number on one line, whole.
    const number = page.getByTestId("order-number");
    await expect(number).toHaveText(orderNumber);
    const lines = await number.evaluate((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
      const box = element.getBoundingClientRect();
      return { lines: tops.size, overflows: element.scrollWidth > element.clientWidth + 1, right: box.right, width: window.innerWidth };
    });
    expect(lines.lines, "the order number on one line").toBe(1);
    expect(lines.overflows).toBe(false);
    expect(lines.right).toBeLessThanOrEqual(lines.width);

    await expect(page.getByRole("link", { name: "查看订单" })).toHaveAttribute("href", new RegExp(`${orderNumber}$`));
    await expect(page.getByRole("link", { name: "继续购物" })).toBeVisible();
  });
});
