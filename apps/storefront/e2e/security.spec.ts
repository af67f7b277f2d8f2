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
