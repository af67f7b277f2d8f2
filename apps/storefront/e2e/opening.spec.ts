import type { Locator, Page } from "@playwright/test";
import { ProductColorDocument, SearchProductColorsDocument } from "@xunlan/api-client";
import { addAddress } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { operation, uniqueMobile } from "./members-helpers";

// Issue 23 §4, the Done-when's last sentence: the store as a brand opens it — the built gateway
// as a deployment (NODE_ENV=production on a fresh PostgreSQL database, trusted documents), the
// providers' fakes as the providers' base URLs (收钱吧 LitePOS, 阿里云短信, 快递100, the WeChat open
// platform; keys made for the run), the brand's own systems declared absent (none), and no
// ALLOW_SANDBOX_* flag or sandbox tool — serves a paid order end to end in the browser.
// apps/gateway/scripts/opening-day.ts starts all of it (Playwright project "opening").

/** The control server of opening-day.ts: the shopper's phone (the SMS fake's deliveries) and eyes (the captcha). */
const CONTROL = process.env.E2E_OPENING_CONTROL_URL!;

/** Captcha ids by the image the page received (getCaptcha's answer; persisted requests carry no text to match). */
function trackCaptchaIds(page: Page): Map<string, string> {
  const ids = new Map<string, string>();
  page.on("response", async (response) => {
    if (!response.url().endsWith("/graphql")) return;
    const body = (await response.json().catch(() => null)) as { data?: { getCaptcha?: { captchaId: string; image: string } } } | null;
    const captcha = body?.data?.getCaptcha;
    if (captcha) ids.set(captcha.image, captcha.captchaId);
  });
  return ids;
}

/** Reads the captcha shown in `scope` (a person reads the picture; the control server answers for the test). */
async function readCaptcha(page: Page, scope: Locator, ids: Map<string, string>): Promise<string> {
  const image = scope.getByRole("img", { name: "图形验证码" });
  await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
  const src = (await image.getAttribute("src"))!;
  await expect.poll(() => ids.get(src), { message: "the page's getCaptcha answer was seen" }).toBeTruthy();
  const response = await page.request.post(`${CONTROL}/captcha?id=${ids.get(src)}`);
  expect(response.ok(), `control /captcha answered ${response.status()}`).toBe(true);
  return ((await response.json()) as { answer: string }).answer;
}

/** The code in the newest SMS the 阿里云短信 fake delivered to `mobile` (the login template's `${code}`). */
async function smsCode(page: Page, mobile: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`${CONTROL}/sms?mobile=${mobile}`);
        const { messages } = (await response.json()) as { messages: Array<{ params: Record<string, string>; text: string }> };
        code = messages[0]?.params.code;
        return messages[0]?.text ?? "";
      },
      { message: "an SMS delivered through the 阿里云短信 fake" },
    )
    .toMatch(/^【迅岚XUNLAN】您的登录验证码为\d{6}，\d+分钟内有效。/);
  return code!;
}

/** A colour with a size that has at least two units, through api-client's persisted operations (the gateway runs nothing else). */
async function pickColour(page: Page): Promise<{ styleSlug: string; productSlug: string; ean: string }> {
  const { searchProductColors } = await operation<{
    searchProductColors: { productColors: Array<{ styleSlug: string; productSlug: string }> };
  }>(page, SearchProductColorsDocument, { pageNumber: 1, pageSize: 24 });
  // From the middle of the first page: the price and stock of a typical product.
  for (const card of searchProductColors.productColors.slice(8)) {
    const { productColor } = await operation<{
      productColor: { purchaseLimit: number | null; productSizes: Array<{ ean: string; saleableQty: number }> } | null;
    }>(page, ProductColorDocument, { productSlug: card.productSlug });
    const size = productColor?.productSizes.find((s) => s.saleableQty >= 2);
    if (size && productColor!.purchaseLimit !== 0) return { styleSlug: card.styleSlug, productSlug: card.productSlug, ean: size.ean };
  }
  throw new Error("no seeded colour with stock");
}

test("opening day: sign in by SMS, bag, checkout, the LitePOS cashier, the paid order in 我的订单 — no sandbox anywhere", async ({
  page,
  consoleProblems,
}) => {
  // A whole purchase through two processes on a 2-core machine shared with other suites.
  test.setTimeout(180_000);
  const captchaIds = trackCaptchaIds(page);

  // The gateway says so itself: no sandbox provider, the brand's systems absent, no sandbox tools.
  const health = (await (await page.request.get(`${process.env.E2E_OPENING_GATEWAY_URL}/health`)).json()) as {
    sandbox: string[];
    systems: Record<string, string>;
  };
  expect(health).toMatchObject({ sandbox: [], systems: { warehouse: "none", retail: "none", invoice: "none", customerService: "none" } });
  expect((await page.request.get(`/sandbox/sms/outbox?mobile=${uniqueMobile()}`)).status(), "no SMS outbox under /sandbox").toBe(404);

  await page.goto("/");
  // No 演示环境 mark, no 在线客服 (CUSTOMER_SERVICE_PROVIDER=none); the hotline stays.
  await expect(page.getByRole("contentinfo").getByRole("link", { name: /400-/ })).toBeVisible();
  await expect(page.getByRole("note").filter({ hasText: "演示环境" })).toHaveCount(0);
  await expect(page.getByRole("contentinfo").getByText("在线客服", { exact: true })).toHaveCount(0);
  const colour = await pickColour(page);
  const productPath = `/products/${colour.styleSlug}/${colour.productSlug}`;

  // Sign in by SMS: the code goes out through 阿里云短信 (the fake checks the V3 signature) and is read off the phone.
  const mobile = uniqueMobile();
  await page.goto(`/login?returnUrl=${encodeURIComponent(productPath)}`);
  const form = page.locator("main");
  await form.getByLabel("手机号", { exact: true }).fill(mobile);
  await form.getByLabel("图形验证码").fill(await readCaptcha(page, form, captchaIds));
  await form.getByRole("button", { name: "获取验证码" }).click();
  await expect(page.getByText("短信验证码发送成功，请注意查收！")).toBeVisible();
  await form.getByLabel("短信验证码").fill(await smsCode(page, mobile));
  await form.getByRole("checkbox").check();
  await form.getByRole("button", { name: "确认" }).click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));

  // The bag. No store stock is claimed (RETAIL_PROVIDER=none: no POS).
  await page
    .getByRole("radiogroup", { name: /选择尺码/ })
    .locator("label", { has: page.locator(`input[value="${colour.ean}"]`) })
    .click();
  await expect(page.getByRole("button", { name: "附近门店库存" })).toHaveCount(0);
  await page.getByRole("region", { name: "购买" }).getByRole("button", { name: "加入购物袋" }).click();
  const miniBag = page.getByRole("dialog", { name: "已加入购物袋" });
  await expect(miniBag).toContainText("共 1 件");
  await miniBag.getByRole("button", { name: /查看购物袋/ }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.locator(`article[data-ean="${colour.ean}"]`)).toBeVisible();

  // Checkout, then 收钱吧's cashier (the fake's page, on its own origin).
  await page.getByRole("button", { name: "去结算" }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await addAddress(page);
  await page.getByRole("button", { name: "提交订单" }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/cashier\?order_token=/, { timeout: 20_000 });
  await expect(page.getByRole("heading", { name: "收钱吧收银台（测试）" })).toBeVisible();
  for (const method of ["微信支付", "支付宝", "银联云闪付"]) await expect(page.getByRole("button", { name: method })).toBeVisible();
  await page.getByRole("button", { name: "支付宝" }).click();

  // Back on the store: the signed notification marked the order paid.
  await expect(page).toHaveURL(/\/success\?orderNumber=/, { timeout: 20_000 });
  const orderNumber = new URL(page.url()).searchParams.get("orderNumber")!;
  await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible({ timeout: 20_000 });

  // 我的订单: the paid order waits for the brand's warehouse (WAREHOUSE_PROVIDER=none ships nothing by itself).
  await page.goto("/ucenter/orders");
  const tabs = page.getByRole("navigation", { name: "订单状态" });
  await expect(tabs.getByRole("link", { name: "待发货" })).toBeVisible();
  // No 门店订单 tab: there is no retail POS.
  await expect(tabs.getByRole("link", { name: "门店订单" })).toHaveCount(0);
  const card = page.getByRole("list", { name: "订单列表" }).getByRole("listitem").filter({ hasText: orderNumber });
  await expect(card).toContainText("待发货");
  await card.getByRole("link", { name: new RegExp(`查看详情\\s*：${orderNumber}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/ucenter/orders/${orderNumber}$`));
  await expect(page.locator("main")).toContainText("待发货");
  // No 电子发票 row (INVOICE_PROVIDER=none).
  await expect(page.getByText("电子发票", { exact: true })).toHaveCount(0);
  expect(consoleProblems.hydration, "hydration warnings").toEqual([]);
});
