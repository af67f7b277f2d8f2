/**
 * /robots.txt, answered by a request middleware (src/start.ts) before the router (which would
 * otherwise render the home page for it, spec §2 unknown paths). /sitemap.xml is product-ui's
 * (sitemapPaths, sitemapXml).
 */

/** Paths robots must not crawl: the member centre, the bag and checkout, login, order pages. */
export const DISALLOWED_PATHS: readonly string[] = [
  "/ucenter",
  "/cart",
  "/checkout",
  "/login",
  "/reset",
  "/success",
  "/redirect",
  "/guest-order-detail",
  "/guest-search-order",
  "/refund",
  "/sandbox/",
  "/graphql",
];

/** The robots.txt of the shop at `origin`. */
export function robotsTxt(origin: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
}
