import { expect, test, waitForHydration } from "./fixtures";

/**
 * Everything a shopper sees is Simplified Chinese (issue 13: English leftovers — XUNLAN MEMBER,
 * RESET PASSWORD, ORDERS, RETURNS, Store Locator, COLLECTIONS, PAGE NOT FOUND…). Scans the visible
 * text of the main pages for English eyebrows and labels: a run of capitals ("RESET PASSWORD") or
 * of capitalised words ("Store Locator"). Allowed: the brand XUNLAN, size units (US, EU…), and
 * product names, which are the products' own English names (spec §5: a bag item shows English and
 * Chinese names).
 */

/**
 * The pages scanned, at 1440. At 390 the pages whose phone layout has text of its own (the
 * header and footer of every page, the listing's filter sheet button, the product's sticky bar,
 * the bag and the sign-in sheet); the others are the same components in one column, and
 * `@desktop-only` keeps them out of the phone project (playwright.config.ts).
 */
const PAGES: Array<{ path: string; phone: boolean }> = [
  { path: "/", phone: true },
  { path: "/explore/men/shoes/running", phone: true },
  { path: "/explore/collection", phone: false },
  { path: "/products/velox-run-2", phone: true },
  { path: "/search", phone: false },
  { path: "/cart", phone: true },
  { path: "/login", phone: true },
  { path: "/reset", phone: false },
  { path: "/store", phone: false },
  { path: "/guest-search-order", phone: false },
  { path: "/help", phone: false },
  { path: "/help?key=size-guide", phone: false },
  { path: "/no-such-page-here", phone: false },
];

/**
 * Words that are not leftovers: the brand and its midsole technology (LANFOAM, 岚弹中底's own name),
 * size systems and units, apparel letter sizes (the size guide's XS…XXXL), file and code names.
 */
const ALLOWED = ["XUNLAN", "LANFOAM", "US", "EU", "UK", "CN", "XS", "XL", "XXL", "XXXL", "SKU", "EAN", "ID", "QQ", "APP", "VIP", "ICP", "SMS", "OK"];

for (const { path, phone } of PAGES) {
  test(`no English eyebrow or label on ${path}`, { tag: phone ? [] : ["@desktop-only"] }, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const leftovers = await page.evaluate((allowed) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        const text = node.textContent?.trim() ?? "";
        if (!parent || !text || !/[A-Za-z]{3}/.test(text)) continue;
        if (parent.closest("script, style, noscript, svg, [aria-hidden='true'], .sr-only")) continue;
        // Product names are the products' own (English) names: cards, links to products, the product title.
        if (parent.closest("[data-testid='product-card'], a[href^='/products/'], [data-product-name], article header")) continue;
        if (!parent.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
        // What the shopper sees, after text-transform (an "uppercase" eyebrow written in lower case).
        const shown = getComputedStyle(parent).textTransform === "uppercase" ? text.toUpperCase() : text;
        const runs = shown.match(/\b[A-Z]{2,}(?:[ -][A-Z]{2,})*\b|\b[A-Z][a-z]{2,}(?: [A-Z][a-z]{2,})+\b/g) ?? [];
        for (const run of runs) if (!run.split(/[ -]/).every((word) => allowed.includes(word))) found.push(`${run} (in "${text.slice(0, 60)}")`);
      }
      return found;
    }, ALLOWED);
    expect(leftovers, `English on ${path}`).toEqual([]);
  });
}
