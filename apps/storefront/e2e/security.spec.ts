import { expect, test } from "./fixtures";
import { loginViaApi, uniqueMobile } from "./members-helpers";

// Issue 12 in the browser: returnUrl with control characters, the 演示环境 mark.

test.describe("returnUrl", () => {
  test("a logged-in member opening /login with a control character in returnUrl lands in the member centre", async ({ page, baseURL }) => {
    test.setTimeout(60_000);
    await loginViaApi(page, uniqueMobile());
    for (const returnUrl of ["/%09/evil.example", "/%0A/evil.example", "/%5Cevil.example", "%2F%2Fevil.example", "/%00"]) {
      const response = await page.request.get(`/login?returnUrl=${returnUrl}`, { maxRedirects: 0 });
      expect(response.status(), returnUrl).toBe(307);
      expect(new URL(response.headers().location!, baseURL).href, returnUrl).toBe(new URL("/ucenter", baseURL).href);
    }
    // And in the browser: the member centre of this store.
    await page.goto("/login?returnUrl=/%09/evil.example");
    await expect(page).toHaveURL(/\/ucenter$/);
    expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
  });
});

test.describe("演示环境 mark", () => {
  test("every page says it is a demo while the gateway runs sandbox providers", async ({ page }) => {
    test.setTimeout(60_000);
    for (const url of ["/", "/explore/men/shoes", "/products/cirrus-3/cirrus-3-rose-cream", "/no-such-page"]) {
      await page.goto(url, { waitUntil: "domcontentloaded" });
      const mark = page.getByRole("note").filter({ hasText: "演示环境" });
      await expect(mark, url).toBeVisible();
      const box = (await mark.boundingBox())!;
      // Small and out of the way: a corner badge, not a banner.
      expect(box.width, url).toBeLessThan(120);
      expect(box.height, url).toBeLessThan(40);
    }
  });
});

test.describe("security headers", () => {
  test("every page has a nonce or hash Content-Security-Policy its own scripts satisfy, no framing, Referrer-Policy and nosniff", async ({ page, request }) => {
    test.setTimeout(60_000);
    // Twice: the first answer may be a fresh render (nonce), the second comes from the page cache (hashes).
    for (const url of ["/", "/explore/men/shoes", "/explore/men/shoes", "/products/cirrus-3/cirrus-3-rose-cream", "/login", "/no-such-page"]) {
      const response = await request.get(url);
      const headers = response.headers();
      const policy = headers["content-security-policy"] ?? "";
      expect(policy, url).toMatch(/script-src 'self' ('nonce-[A-Za-z0-9+/=]+'|'sha256-)/);
      expect(policy, url).toContain("frame-ancestors 'none'");
      expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
      expect(headers["x-content-type-options"], url).toBe("nosniff");
      // Plain HTTP here: no HSTS.
      expect(headers["strict-transport-security"], url).toBeUndefined();
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      if (nonce) expect(await response.text(), url).toContain(`nonce="${nonce}"`);
    }
    // Two fresh renders never share a nonce.
    const a = (await request.get("/login")).headers()["content-security-policy"];
    const b = (await request.get("/login")).headers()["content-security-policy"];
    expect(a).not.toBe(b);
    // And the browser runs the page under it (the fixture fails the test on any CSP refusal).
    await page.goto("/explore/men/shoes");
    await page.goto("/products/cirrus-3/cirrus-3-rose-cream");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  });

  test("the proxied sandbox pages get the headers too", async ({ request }) => {
    const response = await request.get("/sandbox/wechat/authorize?redirect_uri=%2F&state=x");
    expect(response.status()).toBeLessThan(500);
    expect(response.headers()["x-content-type-options"]).toBe("nosniff");
    expect(response.headers()["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  });
});
