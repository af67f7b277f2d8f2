import type { APIRequestContext, Browser, BrowserContext, Locator, Page, TestInfo } from "@playwright/test";
import { AddCustomerAddressDocument, GetCaptchaDocument, GetVerifyCodeDocument, MemberLoginDocument } from "@xunlan/api-client";
import { expectBestCouponApplied, isDesktop, loginSurface } from "./checkout-helpers";
import { expect, test } from "./fixtures";
import { captchaAnswer, latestSmsCode, operation, readCaptcha, trackCaptchas, uniqueMobile } from "./members-helpers";

// Issue 26 "Done when": from the product page to a paid order, in taps and fields, at 390 px in
// the WeChat profile and at 1440 px. Every click, fill and tick of the journey goes through one
// counter (`Journey`); the product page is opened once, in a fresh browser context, and any
// page.goto or reload after that fails the journey. Reading the sandbox's captcha answer and SMS
// outbox is the test standing in for the shopper's eyes and phone, not a step of theirs.

/** The budgets of issue 26, per journey. */
const BUDGET = {
  newShopper: { taps: 8, fields: 5 },
  savedAddress: { taps: 6, fields: 4 },
  returningMember: { taps: 4, fields: 0 },
} as const;

/** Counts the shopper's taps and fields; the only way a journey touches the page. */
class Journey {
  taps = 0;
  fields = 0;
  readonly steps: string[] = [];
  private opened = false;

  constructor(
    private readonly page: Page,
    private readonly name: string,
  ) {}

  /** Opens the first page; from then on the shopper only taps and types. */
  async open(path: string): Promise<void> {
    expect(this.opened, "the journey opens one page").toBe(false);
    await this.page.goto(path);
    this.opened = true;
    const refuse = (what: string) => () => {
      throw new Error(`${this.name}: ${what} after the journey opened — a shopper only taps and types`);
    };
    this.page.goto = refuse("page.goto");
    this.page.reload = refuse("page.reload");
  }

  async tap(target: Locator, what: string): Promise<void> {
    await target.click();
    this.taps += 1;
    this.steps.push(`tap ${this.taps}: ${what}`);
  }

  async fill(target: Locator, value: string, what: string): Promise<void> {
    await target.fill(value);
    this.fields += 1;
    this.steps.push(`field ${this.fields}: ${what}`);
  }

  async tick(target: Locator, what: string): Promise<void> {
    await target.check();
    this.fields += 1;
    this.steps.push(`field ${this.fields}: ${what}`);
  }

  /** Prints the counts beside the budget and asserts them. */
  report(info: TestInfo, budget: { taps: number; fields: number }): void {
    const line = `${this.name} [${info.project.name}]: ${this.taps} taps (≤ ${budget.taps}), ${this.fields} fields (≤ ${budget.fields})`;
    console.info(`${line}\n  ${this.steps.join("\n  ")}`);
    info.annotations.push({ type: "counts", description: line });
    expect(this.taps, line).toBeLessThanOrEqual(budget.taps);
    expect(this.fields, line).toBeLessThanOrEqual(budget.fields);
  }
}

interface Colour {
  styleSlug: string;
  productSlug: string;
  price: number;
  purchaseLimit: number | null;
  productSizes: Array<{ ean: string; saleableQty: number }>;
}

/** A colour over the new-member coupon's ¥299 with a size in stock; each journey takes its own. */
async function pickProduct(request: APIRequestContext, index: number): Promise<{ path: string; ean: string }> {
  const post = async <T>(query: string, variables: Record<string, unknown> = {}) => {
    const response = await request.post("/graphql", { headers: { channel: "WEB" }, data: { query, variables } });
    const body = (await response.json()) as { data?: T; errors?: unknown };
    expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
    return body.data!;
  };
  const { searchProductColors } = await post<{ searchProductColors: { productColorIds: string[] } }>(
    "{ searchProductColors(pageNumber: 1, pageSize: 60) { productColorIds } }",
  );
  const { productColors } = await post<{ productColors: Colour[] }>(
    "query($ids:[ID!]!){ productColors(ids:$ids){ styleSlug productSlug price purchaseLimit productSizes { ean saleableQty } } }",
    { ids: searchProductColors.productColorIds },
  );
  const usable = productColors.filter((colour) => Number(colour.price) >= 399 && colour.productSizes.some((size) => size.saleableQty >= 5));
  // From the last third of the list: other journeys take its ends and middle.
  const colour = usable[Math.floor((usable.length * 2) / 3) + index];
  expect(colour, "a seeded colour over ¥399 with a size in stock").toBeTruthy();
  const size = colour!.productSizes.filter((s) => s.saleableQty >= 5).at(-1)!;
  return { path: `/products/${colour!.styleSlug}/${colour!.productSlug}`, ean: size.ean };
}

/** A member registered by SMS in a context of its own, with a saved default address. */
async function memberWithAddress(browser: Browser, info: TestInfo): Promise<{ mobile: string; context: BrowserContext }> {
  const context = await browser.newContext({ baseURL: info.project.use.baseURL });
  const page = await context.newPage();
  // The page's own first call mints the guest token: let it land before the sign-in's calls, or
  // its cookie arrives after the member's and the address is added as a guest ('403').
  await page.goto("/", { waitUntil: "networkidle" });
  const mobile = uniqueMobile();
  const { getCaptcha } = await operation<{ getCaptcha: { captchaId: string } }>(page, GetCaptchaDocument);
  await operation(page, GetVerifyCodeDocument, {
    username: mobile,
    type: 4,
    captchaId: getCaptcha.captchaId,
    captchaCode: await captchaAnswer(page.request, getCaptcha.captchaId),
  });
  await operation(page, MemberLoginDocument, { username: mobile, type: 4, code: await latestSmsCode(page.request, mobile) });
  await operation(page, AddCustomerAddressDocument, {
    consignee: "林晓岚",
    cellphone: mobile,
    province: "广东省",
    city: "深圳市",
    district: "南山区",
    detailAddress: "科技园南区迅岚大厦18楼",
    postCode: "",
    isDefault: true,
  });
  await page.close();
  return { mobile, context };
}

/** Size and 立即购买 on the product page (2 taps). */
async function buyNow(journey: Journey, page: Page, ean: string): Promise<void> {
  const bar = page.getByRole("region", { name: "购买" });
  await expect(bar).toBeInViewport();
  await journey.tap(
    page.getByRole("radiogroup", { name: /选择尺码/ }).locator("label", { has: page.locator(`input[value="${ean}"]`) }),
    "size",
  );
  await expect(bar.getByTestId("buy-bar-size")).toHaveText(/^已选 /);
  await journey.tap(bar.getByRole("button", { name: "立即购买" }), "立即购买");
}

/** Sign-in by SMS in the login surface that 立即购买 opened (2 taps, 4 fields), back at checkout. */
async function signInBySms(journey: Journey, page: Page, info: TestInfo, mobile: string, ean: string): Promise<void> {
  // (请先登录后再购买～ shows for 1.5 s as the login opens; buy-now.spec.ts checks it, a counted
  // journey on a loaded machine need not race it)
  const popup = loginSurface(page, info);
  await expect(popup.getByRole("heading", { name: "登录/注册" })).toBeVisible();
  // the image code is there from the start, beside the mobile
  await expect(popup.getByRole("img", { name: "图形验证码" })).toBeVisible();
  await journey.fill(popup.getByLabel("手机号", { exact: true }), mobile, "mobile");
  await journey.fill(popup.getByLabel("图形验证码"), await readCaptcha(page, popup), "image code");
  await journey.tap(popup.getByRole("button", { name: "获取验证码" }), "获取验证码");
  const code = popup.getByLabel("短信验证码");
  // the SMS code field takes the focus as soon as the code is sent
  await expect(code).toBeFocused();
  await journey.fill(code, await latestSmsCode(page.request, mobile), "SMS code");
  await journey.tick(popup.getByRole("checkbox"), "consent");
  await journey.tap(popup.getByRole("button", { name: isDesktop(info) ? "确认" : "登录", exact: true }), isDesktop(info) ? "确认" : "登录");
  await expect(popup).toBeHidden();
  // straight back to where the shopper was going
  await expect(page).toHaveURL(new RegExp(`/checkout\\?buy=${ean}&qty=1$`));
}

/** 提交订单 and the cashier's pay button (2 taps), to the paid order. */
async function submitAndPay(journey: Journey, page: Page): Promise<void> {
  await expect(page.getByRole("radiogroup", { name: "请选择收货地址" }).getByRole("radio", { checked: true })).toHaveCount(1);
  await expectBestCouponApplied(page);
  await journey.tap(page.getByRole("button", { name: "提交订单" }), "提交订单");
  await expect(page).toHaveURL(/\/sandbox\/cashier\//, { timeout: 15_000 });
  await journey.tap(page.getByRole("button", { name: /确认支付|模拟扫码支付成功/ }).first(), "pay");
  await expect(page).toHaveURL(/\/success\?orderNumber=/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { name: "支付成功" })).toBeVisible({ timeout: 15_000 });
}

test.describe("a first purchase in as few taps as China's best sports stores (issue 26)", () => {
  test.beforeEach(({ page }) => trackCaptchas(page));

  test("a brand-new shopper: ≤ 8 taps and ≤ 5 fields", async ({ page, request, consoleProblems }, info) => {
    test.setTimeout(240_000);
    const { path, ean } = await pickProduct(request, isDesktop(info) ? 0 : 1);
    const mobile = uniqueMobile();
    const journey = new Journey(page, "brand-new shopper");
    await journey.open(path);
    await buyNow(journey, page, ean);
    await signInBySms(journey, page, info, mobile, ean);

    // A first address: the verified mobile is there already; a pasted address is one field.
    const form = page.getByRole("form", { name: "新增收货地址" });
    await expect(form.getByLabel("手机号码")).toHaveValue(mobile);
    await journey.fill(form.getByLabel("智能识别"), "林晓岚 广东省深圳市南山区科技园南区迅岚大厦 18 楼", "address (pasted)");
    await journey.tap(form.getByRole("button", { name: "识别" }), "识别");
    // The paste's own status line (the region picker's spinners are status outputs too).
    await expect(form.getByRole("status").filter({ hasText: "已识别" })).toHaveText("已识别，请核对以下信息后保存");
    await expect(form.getByLabel("收货人")).toHaveValue("林晓岚");
    await expect(form.getByLabel("手机号码")).toHaveValue(mobile);
    await expect(form.getByRole("button", { name: /所在地区/ })).toContainText("广东省 深圳市 南山区");
    await expect(form.getByLabel("详细地址")).toHaveValue("科技园南区迅岚大厦18楼");
    await journey.tap(form.getByRole("button", { name: "保存地址" }), "保存地址");
    await expect(page.getByRole("radiogroup", { name: "请选择收货地址" })).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);

    await submitAndPay(journey, page);
    journey.report(info, BUDGET.newShopper);
    expect(consoleProblems.hydration, "hydration warnings").toEqual([]);
  });

  test("signed out, an account with a saved address: ≤ 6 taps", async ({ page, request, browser }, info) => {
    test.setTimeout(240_000);
    const { path, ean } = await pickProduct(request, isDesktop(info) ? 2 : 3);
    const member = await memberWithAddress(browser, info);
    await member.context.close();
    const journey = new Journey(page, "signed out with a saved address");
    await journey.open(path);
    await buyNow(journey, page, ean);
    await signInBySms(journey, page, info, member.mobile, ean);
    await submitAndPay(journey, page);
    journey.report(info, BUDGET.savedAddress);
  });

  test("a returning member: ≤ 4 taps", async ({ page, request, browser }, info) => {
    test.setTimeout(240_000);
    const { path, ean } = await pickProduct(request, isDesktop(info) ? 4 : 5);
    const member = await memberWithAddress(browser, info);
    // The member's own browser: the session cookies of their last visit.
    await page.context().addCookies(await member.context.cookies());
    const url = new URL(info.project.use.baseURL!);
    await page.context().addCookies([{ name: "login_status", value: "1", domain: url.hostname, path: "/", sameSite: "Lax" }]);
    await member.context.close();
    const journey = new Journey(page, "returning member");
    await journey.open(path);
    await buyNow(journey, page, ean);
    await expect(page).toHaveURL(new RegExp(`/checkout\\?buy=${ean}&qty=1$`));
    await submitAndPay(journey, page);
    journey.report(info, BUDGET.returningMember);
  });
});
