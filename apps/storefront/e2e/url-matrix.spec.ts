import type { APIRequestContext } from "@playwright/test";
import { expect, TEXTS, test } from "./fixtures";

/**
 * HTTP-level (no browser; run once, in the desktop project — see playwright.config.ts):
 * spec §2 and the house rule "a request a shopper or a shared link can make never answers 500":
 * every page type with what WeChat, campaigns and odd clients add answers like the page without
 * it — 200 with the same content (or the spec's 404 page where the plain page is a 404).
 */

/** The pages of the matrix: the three listing levels, a product, /help, /static and /landing. */
const PAGES = [
  "/explore/men",
  "/explore/men/shoes",
  "/explore/men/shoes/running",
  "/products/cirrus-3/cirrus-3-rose-cream",
  "/help",
  "/help?key=size-guide",
  "/static",
  "/static/run-club",
  "/landing/spring-run",
] as const;

/** What shared links, campaigns and crafted links append. */
const EXTRA_QUERIES = [
  "utm_source=wechat&utm_medium=social&utm_campaign=spring&utm_content=a&utm_term=b",
  "from=singlemessage&isappinstalled=0",
  "from=timeline",
  "from=groupmessage&isappinstalled=1",
  "spm=a1z10.1-c.w4002-2.1",
  "page=2",
  "size=42",
  "color=no-such-colour",
  "us_size=99.5",
  "gender=",
  "__proto__=x",
  "constructor=1",
  "__proto__[polluted]=1",
  "sort=cheapest",
  "q=%E0%A4%A",
  "%E0%A4%A=1",
  "x=%00",
  "a=1&a=2&a=3",
] as const;

/** Cookies a browser may carry that the store did not set, or broke. */
const ODD_COOKIES = [
  "token=%00",
  "token=%E0%A4%A",
  "token=x; token=y",
  "token=not-a-real-token",
  "cid=%00; login_status=%00",
  "cid=%E4%B8%AD%E6%96%87",
  "login_status=%ZZ",
  "=;;; ;a;b=",
  "w_abc|h_1=1",
  "__proto__=1",
] as const;

/** What a shopper sees of a page: status, title, headings, listing count and product links. */
async function seen(request: APIRequestContext, url: string, cookie?: string) {
  const response = await request.get(url, { headers: cookie ? { cookie } : {}, maxRedirects: 0 });
  const html = await response.text();
  const text = (pattern: RegExp) => [...html.matchAll(pattern)].map((m) => m[1]!.replace(/<[^>]+>/g, "").trim());
  return {
    status: response.status(),
    title: text(/<title>([^<]*)<\/title>/g),
    headings: text(/<h1[^>]*>([\s\S]*?)<\/h1>/g),
    count: text(/data-testid="listing-count"[^>]*>([\s\S]*?)<\/span>/g),
    products: [...new Set(html.match(/href="\/products\/[^"?#]+"/g) ?? [])],
  };
}

const withQuery = (page: string, query: string) => `${page}${page.includes("?") ? "&" : "?"}${query}`;

test.describe("URL robustness matrix", () => {
  for (const page of PAGES) {
    test(`${page}: shared-link parameters and odd cookies change nothing`, async ({ request }) => {
      test.setTimeout(90_000);
      const plain = await seen(request, page);
      expect(plain.status, page).toBe(200);
      expect(plain.headings.length, page).toBeGreaterThan(0);
      // /help?key=size-guide&…: the help key stays the page's; anything else is ignored.
      const variants = [
        ...EXTRA_QUERIES.map((query) => ({ label: withQuery(page, query), url: withQuery(page, query), cookie: undefined })),
        ...ODD_COOKIES.map((cookie) => ({ label: `${page} with cookie ${cookie}`, url: page, cookie })),
      ];
      // A few at a time, like a handful of shoppers opening the same shared link.
      for (let i = 0; i < variants.length; i += 4) {
        const batch = variants.slice(i, i + 4);
        const results = await Promise.all(batch.map((variant) => seen(request, variant.url, variant.cookie)));
        results.forEach((result, j) => expect(result, batch[j]!.label).toEqual(plain));
      }
      // A login flag with no token is a member whose session ended (spec §8, issue 24 §6): the
      // page is the member shell every member gets (issue 27 §1), the same page; the browser
      // finds the session ended and sends them to sign in (member-shells.spec.ts).
      const ended = await request.get(page, { headers: { cookie: "cid=%00; login_status=1" }, maxRedirects: 0 });
      expect(ended.headers()["x-page-shell"], `${page} with an ended session`).toBe("member");
      expect(await seen(request, page, "cid=%00; login_status=1"), `${page} with an ended session`).toEqual(plain);
    });
  }

  test("a listing drops a filter value it does not have and keeps the ones it has", async ({ request }) => {
    const plain = await seen(request, "/explore/men/shoes");
    expect(await seen(request, "/explore/men/shoes?color=no-such-colour&us_size=99.5")).toEqual(plain);
    const filtered = await seen(request, "/explore/men/shoes?gender=men");
    expect(filtered.status).toBe(200);
    // A real filter value still filters (and adding an unknown one beside it changes nothing).
    expect(await seen(request, "/explore/men/shoes?gender=men&gender=no-such-gender&utm_source=x")).toEqual(filtered);
  });

  test("links no page answers show the §2 404 page, never the 500 page", async ({ request }) => {
    for (const url of [
      "/static/-1",
      "/static/__proto__",
      "/explore/collection/__proto__",
      "/explore/collection/constructor",
      "/landing/__proto__",
      "/landing/-1",
      "/explore/__proto__",
      "/explore/men/__proto__",
      "/explore/men/shoes/__proto__",
      "/products/__proto__",
      "/explore/%E0%A4%A",
      "/products/%E0%A4%A",
      "/static/%E0%A4%A",
      // A control character the gateway refuses as malformed input (400): still just no page.
      "/products/%00",
      "/products/%00/x",
      "/products/velox-run-2/%00",
      "/explore/%00",
      "/landing/%00",
    ]) {
      const page = await seen(request, url);
      expect(page.status, url).toBe(404);
      // The §2 404 text, or the listing's and product page's own not-found states.
      expect(page.headings.length, url).toBe(1);
      expect([TEXTS.notFound, "未找到该分类", "商品不存在或已下架"], url).toContain(page.headings[0]);
    }
  });

  test("/help with an unknown or crafted key shows the FAQ", async ({ request }) => {
    const faq = await seen(request, "/help");
    for (const key of ["__proto__", "constructor", "toString", "%E0%A4%A", "faq%00", "x"]) {
      expect(await seen(request, `/help?key=${key}`), key).toEqual(faq);
    }
  });
});
