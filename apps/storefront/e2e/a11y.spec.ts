import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

/**
 * axe-core on the pages every shopper meets (issue 13): home, a listing, a product page, the bag
 * and sign-in, at 1440 (desktop) and 390 (WeChat). Every rule, every impact: 0 violations.
 */
const pages = [
  ["home", "/"],
  ["listing", "/explore/men/shoes/running"],
  ["product page", "/products/velox-run-2"],
  ["bag", "/cart"],
  ["sign-in", "/login"],
] as const;

for (const [name, path] of pages) {
  test(`axe: ${name} (${path}) has no violations`, async ({ page }) => {
    test.setTimeout(60_000);
    // The server-rendered document is what axe reads: pictures rendered for the first time by a
    // fresh gateway can hold the load event for long, and the home page never goes network-idle.
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await expect(page.locator("main").first()).toBeVisible();
    await expect(page.locator("h1").first()).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    const found = violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      targets: v.nodes.slice(0, 5).map((node) => node.target.join(" ")),
    }));
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });
}
