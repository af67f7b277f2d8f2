import type { Page, Response } from "@playwright/test";
import { expect, test, waitForHydration } from "./fixtures";
import { gql, latestSmsCode, readCaptcha, trackCaptchas } from "./members-helpers";
import { paidOrder, shipOrder } from "./order-helpers";
import { installFakeWechat } from "./wechat-bridge";

// Issue 9, guest order lookup at 1440 and 390 (WeChat): a member pays an order in the sandbox
// cashier; then a fresh browser (not signed in) opens /guest-search-order, proves the member's
// mobile with the image captcha and an SMS code (read through the gateway's sandbox tools), and
// finds that order on /guest-order-detail — number, items and status; once the member confirms
// receipt and the invoice is issued, the guest's detail shows 查看发票 too.

const yuan = (n: number) => `¥${n.toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

interface OrderFacts {
  member: { cellphone: string };
  orderDetail: {
    statusText: string;
    totalPaid: number;
    shippingNumber: string;
    orderItems: Array<{ productName: string; styleDisplayNameCn: string; colorNameCn: string; sizeText: string; quantity: number }>;
  };
}

/** The latest SMS code of `mobile` before the lookup (the login's), so the lookup waits for a new one. */
async function codeBefore(page: Page, mobile: string): Promise<string | undefined> {
  const response = await page.request.get(`/sandbox/sms/outbox?mobile=${mobile}&limit=1`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { messages: Array<{ code: string | null }> }).messages[0]?.code ?? undefined;
}

test.describe("guest order lookup", () => {
  test("a guest proves the buyer's mobile by SMS and sees the order with its items and status", async ({
    page,
    browser,
    consoleProblems,
  }, info) => {
    // a payment in the cashier, then the lookup in a second browser (two minutes at load 35)
    test.setTimeout(240_000);
    const orderNumber = await paidOrder(page, info.project.name === "desktop" ? 6 : 7);
    // The sandbox warehouse ships a paid order a minute after payment, which a loaded machine can
    // pass mid-lookup: ship it now, so the status the guest must see is fixed (已发货).
    await shipOrder(page, orderNumber);
    const facts = await gql<OrderFacts>(
      page,
      "query($n:String!){ member { cellphone } orderDetail(orderNumber:$n){ statusText totalPaid shippingNumber orderItems { productName styleDisplayNameCn colorNameCn sizeText quantity } } }",
      { n: orderNumber },
    );
    const mobile = facts.member.cellphone;
    const item = facts.orderDetail.orderItems[0]!;
    expect(facts.orderDetail.statusText).toBe("已发货");
    const loginCode = await codeBefore(page, mobile);

    // A fresh context: no token, no login flag — the shopper is a guest.
    const guestContext = await browser.newContext();
    // Inside WeChat the pages load WeChat's JS-SDK: served by the fake bridge, as in every test's
    // own context (fixtures.ts), and with the silent sign-in already tried this session.
    await installFakeWechat(guestContext, { silentSignIn: false });
    const failed: string[] = [];
    guestContext.on("response", (response: Response) => {
      const type = response.request().resourceType();
      if (["image", "script", "stylesheet", "font", "media"].includes(type) && response.status() >= 400)
        failed.push(`${response.status()} ${response.url()}`);
    });
    const guest = await guestContext.newPage();
    const errors: string[] = [];
    guest.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    guest.on("pageerror", (error) => errors.push(error.message));
    trackCaptchas(guest);
    try {
      expect((await guestContext.cookies()).some((cookie) => cookie.name === "login_status")).toBe(false);
      await guest.goto("/guest-search-order", { waitUntil: "domcontentloaded" });
      await waitForHydration(guest);
      await expect(guest.getByRole("heading", { name: "查询订单" })).toBeVisible();
      const form = guest.getByRole("form", { name: "查询订单" });

      // spec §5: the same rules as the login form — nothing is sent without a mobile.
      await form.getByRole("button", { name: "查询订单" }).click();
      await expect(form.getByText("请输入手机号").first()).toBeVisible();

      await form.getByLabel("手机号", { exact: true }).fill(mobile);
      await form.getByLabel("图形验证码").fill(await readCaptcha(guest, form));
      await form.getByRole("button", { name: "获取验证码" }).click();
      await expect(form.getByRole("button", { name: /\d+s 重新发送/ })).toBeVisible({ timeout: 15_000 });
      await form.getByLabel("短信验证码").fill(await latestSmsCode(guest.request, mobile, loginCode));
      await form.getByRole("button", { name: "查询订单" }).click();

      // The mobile's orders: this one, with its status, items and amount.
      await expect(guest).toHaveURL(/\/guest-order-detail$/, { timeout: 15_000 });
      await expect(guest.getByRole("heading", { name: "我的订单" })).toBeVisible({ timeout: 15_000 });
      await expect(guest.getByText(`手机号 ${mobile.slice(0, 3)}****${mobile.slice(-4)} 的订单`)).toBeVisible();
      const card = guest.getByRole("listitem").filter({ hasText: orderNumber });
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId("guest-order-status")).toHaveText("已发货");
      // Chinese name, the size as picked ("255（US 7.5）") and labelled quantity (issue 24 item 7).
      await expect(card.getByText(item.styleDisplayNameCn, { exact: true })).toBeVisible();
      await expect(card.getByText(`颜色 ${item.colorNameCn} · 尺码 ${item.sizeText} · 数量 ${item.quantity}`)).toBeVisible();
      await card.getByRole("link", { name: "查看详情" }).click();

      // The order's detail.
      await expect(guest).toHaveURL(new RegExp(`/guest-order-detail\\?orderNumber=${orderNumber}$`));
      await expect(guest.getByRole("heading", { name: "订单详情" })).toBeVisible({ timeout: 15_000 });
      await expect(guest.getByText(`订单号 ${orderNumber}`, { exact: false })).toBeVisible();
      await expect(guest.getByTestId("guest-order-status")).toHaveText("已发货");
      const items = guest.getByRole("region", { name: "商品" });
      await expect(items.getByText(item.productName, { exact: true })).toBeVisible();
      await expect(items.getByText(item.styleDisplayNameCn, { exact: true })).toBeVisible();
      await expect(items.getByText(`颜色 ${item.colorNameCn} · 尺码 ${item.sizeText} · 数量 ${item.quantity}`)).toBeVisible();
      const picture = items.getByRole("img").first();
      await expect
        .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 30_000 })
        .toBe(true);
      await expect(guest.getByRole("region", { name: "金额" })).toContainText(yuan(facts.orderDetail.totalPaid));
      await expect(guest.getByRole("region", { name: "收货信息" })).toContainText("139****5678");
      await expect(guest.getByRole("region", { name: "收货信息" })).toContainText(facts.orderDetail.shippingNumber);

      // No invoice before 确认收货. The member confirms; the sweep issues the invoice (every 30 s),
      // and the guest sees it as a member does: 查看发票 opening the sandbox's signed picture.
      await expect(guest.getByRole("region", { name: "发票信息" })).toHaveCount(0);
      await gql(page, "mutation($n:String!){ confirmOrder(orderNumber:$n){ status } }", { n: orderNumber });
      await expect
        .poll(
          async () =>
            (
              await gql<{ orderDetail: { eInvoice: { status: string } | null } }>(
                page,
                "query($n:String!){ orderDetail(orderNumber:$n){ eInvoice { status } } }",
                { n: orderNumber },
              )
            ).orderDetail.eInvoice?.status,
          { timeout: 75_000, intervals: [2_000] },
        )
        .toBe("issued");
      await guest.reload({ waitUntil: "domcontentloaded" });
      await expect(guest.getByTestId("guest-order-status")).toHaveText("已完成", { timeout: 15_000 });
      const invoice = guest.getByRole("region", { name: "发票信息" });
      await expect(invoice.getByText(yuan(facts.orderDetail.totalPaid))).toBeVisible();
      const viewInvoice = invoice.getByRole("link", { name: "查看发票" });
      await expect(viewInvoice).toHaveAttribute("target", "_blank");
      const invoiceHref = (await viewInvoice.getAttribute("href"))!;
      expect(invoiceHref).toMatch(new RegExp(`^/sandbox/invoices/${orderNumber}\\.svg\\?`));
      const invoicePicture = await guest.request.get(invoiceHref);
      expect(invoicePicture.status()).toBe(200);
      expect(invoicePicture.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
      expect(await invoicePicture.text()).toContain("电子发票（普通发票）");

      // Still a guest: the lookup proved a mobile, it did not sign anyone in.
      expect((await guestContext.cookies()).some((cookie) => cookie.name === "login_status" && cookie.value === "1")).toBe(false);
      const path = info.outputPath(`guest-order-detail-${info.project.name}.png`);
      await guest.screenshot({ path, fullPage: true });
      await info.attach("guest-order-detail", { path, contentType: "image/png" });
      expect(errors, "console errors of the guest's pages").toEqual([]);
      expect(failed, "pictures, scripts, styles or fonts that failed in the guest's pages").toEqual([]);
    } finally {
      await guestContext.close();
    }
    expect(consoleProblems.errors).toEqual([]);
  });
});
