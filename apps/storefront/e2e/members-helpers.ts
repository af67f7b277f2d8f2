import { type APIRequestContext, expect, type Page } from "@playwright/test";
import { documentHash, GetCaptchaDocument, GetVerifyCodeDocument, MemberLoginDocument } from "@xunlan/api-client";

/**
 * Test hooks of the member journeys: the gateway's sandbox developer tools (enabled in the
 * e2e gateway by SANDBOX_TOOLS=1, reached through the storefront's /sandbox proxy):
 * `GET /sandbox/captcha/:captchaId` → `{ text }` and `GET /sandbox/sms/outbox?mobile=`.
 */

/** The captcha answer of `captchaId`. */
export async function captchaAnswer(request: APIRequestContext, captchaId: string): Promise<string> {
  const response = await request.get(`/sandbox/captcha/${captchaId}`);
  expect(response.ok(), `GET /sandbox/captcha/:id answered ${response.status()} (SANDBOX_TOOLS=1 in the gateway?)`).toBe(true);
  return ((await response.json()) as { text: string }).text;
}

// The page only shows the captcha image; its id comes with the GetCaptcha response.
const captchaIds = new WeakMap<Page, Map<string, string>>();

/** Records every captcha the page receives (image → id). Call before the form loads one. */
export function trackCaptchas(page: Page): void {
  if (captchaIds.has(page)) return;
  const ids = new Map<string, string>();
  captchaIds.set(page, ids);
  page.on("response", async (response) => {
    if (!response.url().endsWith("/graphql") || !(response.request().postData() ?? "").includes("GetCaptcha")) return;
    const body = (await response.json().catch(() => null)) as { data?: { getCaptcha?: { captchaId: string; image: string } } } | null;
    const captcha = body?.data?.getCaptcha;
    if (captcha) ids.set(captcha.image, captcha.captchaId);
  });
}

/** The answer of the captcha image currently shown in `scope`. */
export async function readCaptcha(page: Page, scope = page.locator("body")): Promise<string> {
  const image = scope.getByRole("img", { name: "图形验证码" });
  await expect(image).toHaveAttribute("src", /^data:image\/svg\+xml;base64,/);
  const src = (await image.getAttribute("src"))!;
  let id: string | undefined;
  await expect.poll(() => (id = captchaIds.get(page)?.get(src)), { message: "trackCaptchas(page) saw the captcha" }).toBeTruthy();
  return captchaAnswer(page.request, id!);
}

/** The latest SMS code texted to `mobile` (sandbox outbox, newest first). */
export async function latestSmsCode(request: APIRequestContext, mobile: string, after?: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`/sandbox/sms/outbox?mobile=${mobile}&limit=1`);
      if (!response.ok()) return `HTTP ${response.status()} (SANDBOX_TOOLS=1 in the gateway?)`;
      const body = (await response.json()) as { messages: Array<{ code: string | null; id: string | number }> };
      const latest = body.messages[0];
      code = latest?.code ?? undefined;
      return code && code !== after ? "ok" : "waiting";
    })
    .toBe("ok");
  return code!;
}

/** A fresh, valid mainland mobile per test run (1 + 3–9 + 9 digits). */
export function uniqueMobile(): string {
  const tail = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  return `13${tail}`;
}

/**
 * Runs a GraphQL operation through the storefront proxy, which adds the page's HttpOnly token
 * cookie (page.request shares the browser context's cookies, and keeps the ones the proxy sets).
 */
export async function gql<T>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const response = await page.request.post("/graphql", { headers: { channel: "WEB" }, data: { query, variables } });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/**
 * Runs one of api-client's generated operations by its hash, as the storefront's clients send
 * them in production (persisted documents, issue 21 §2) — so it also runs against a gateway with
 * TRUSTED_DOCUMENTS=1 (the desktop-postgres project's), where {@link gql}'s texts are refused.
 */
export async function operation<T>(
  page: Page,
  document: { __meta__?: Record<string, unknown> | undefined },
  variables: Record<string, unknown> = {},
): Promise<T> {
  const extensions = { persistedQuery: { version: 1, sha256Hash: documentHash(document) } };
  const response = await page.request.post("/graphql", { headers: { channel: "WEB" }, data: { extensions, variables } });
  const body = (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
  return body.data!;
}

/**
 * Registers / logs in `mobile` by SMS through the API: the proxy puts the member token in the
 * HttpOnly `token` cookie (the answer only holds a placeholder), and the login flag is set the
 * way the storefront does (`login_status`), so the next page load is server-rendered as that member.
 */
export async function loginViaApi(page: Page, mobile: string): Promise<void> {
  // The page's own first call mints the guest token: it must land before the login's answer.
  if (!(await page.context().cookies()).some((cookie) => cookie.name === "token")) await page.goto("/", { waitUntil: "networkidle" });
  const { getCaptcha } = await operation<{ getCaptcha: { captchaId: string; image: string } }>(page, GetCaptchaDocument);
  await operation(page, GetVerifyCodeDocument, {
    username: mobile,
    type: 4,
    captchaId: getCaptcha.captchaId,
    captchaCode: await captchaAnswer(page.request, getCaptcha.captchaId),
  });
  const code = await latestSmsCode(page.request, mobile);
  // The proxy keeps the token (HttpOnly cookie) and answers with a placeholder.
  const { memberLogin } = await operation<{ memberLogin: { userToken: string; isMemberLoggedIn: boolean } }>(page, MemberLoginDocument, {
    username: mobile,
    type: 4,
    code,
  });
  expect(memberLogin).toMatchObject({ userToken: "httponly", isMemberLoggedIn: true });
  const url = new URL(page.url() === "about:blank" ? "http://127.0.0.1" : page.url());
  await page.context().addCookies([{ name: "login_status", value: "1", domain: url.hostname, path: "/", sameSite: "Lax" }]);
}
