import { PAYMENT_WINDOW_MINUTES, POINTS_PER_YUAN } from "@xunlan/validation";
import { describe, expect, it } from "vitest";
import { committedDocuments } from "./test/documents";

/**
 * The demo documents may only promise what the store does (issue 24): a number the code defines
 * is written in a document by hand, so each such promise is held to its constant here.
 */
describe("promises in the published documents", () => {
  const texts = committedDocuments().map((doc) => ({ file: doc.file, text: JSON.stringify(doc.data) }));

  it("state the payment window the gateway applies", () => {
    const windows = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/(\d+)\s*分钟内完成支付/g)].map((match) => ({ file, minutes: Number(match[1]) })),
    );
    expect(windows.length).toBeGreaterThan(0);
    for (const window of windows) expect(window).toEqual({ file: window.file, minutes: PAYMENT_WINDOW_MINUTES });
  });

  it("state the points rule the gateway applies, and no points benefit it does not have (issue 24 §2)", () => {
    const rules = texts.flatMap(({ file, text }) =>
      [...text.matchAll(/每(?:消费)? ?1 ?元累计 ?(\d+) ?积分/g)].map((match) => ({ file, points: Number(match[1]) })),
    );
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule).toEqual({ file: rule.file, points: POINTS_PER_YUAN });
    // Points are earned and shown; nothing exchanges or expires them, and there is no points mall.
    for (const { file, text } of texts) {
      expect({ file, claims: text.match(/积分兑换|积分兑|兑换礼品|积分有效期|points-mall/g) ?? [] }).toEqual({ file, claims: [] });
    }
  });
});

/**
 * No dead links (issue 24 §6: uc_ad pointed at /landing/points-mall, which no document
 * publishes): every /landing/{key}, /explore/collection/{id}, /static/{key}, /help?key= and
 * /ucenter link in a published document leads to a page that exists.
 */
describe("links in the published documents", () => {
  const documents = committedDocuments();
  const published = new Set(documents.map((doc) => doc.file.replace(/\.json$/, "")));
  const hrefs = documents.flatMap((doc) =>
    [...JSON.stringify(doc.data).matchAll(/"(?:href|link)":"(\/[^"]*)"/g)].map((match) => ({ file: doc.file, href: match[1]! })),
  );
  const UCENTER = new Set(["/ucenter", "/ucenter/member", "/ucenter/orders", "/ucenter/favorites", "/ucenter/after", "/ucenter/points"]);

  function dead(href: string): boolean {
    const url = new URL(href, "https://www.xunlan.example");
    const path = url.pathname;
    const document = (pageType: string, code: string) => !published.has(`${pageType}/${decodeURIComponent(code)}`);
    let match: RegExpExecArray | null;
    if ((match = /^\/landing\/([^/]+)$/.exec(path))) return document("landing", match[1]!);
    if ((match = /^\/explore\/collection\/([^/]+)$/.exec(path))) return document("collection", match[1]!);
    if ((match = /^\/static\/([^/]+)$/.exec(path))) return document("static", match[1]!);
    if (path === "/help") return document("legal", url.searchParams.get("key") ?? "faq");
    if (path.startsWith("/ucenter")) return !UCENTER.has(path);
    return false;
  }

  it("finds the links it checks", () => {
    expect(hrefs.some(({ href }) => href.startsWith("/landing/"))).toBe(true);
  });

  it("lead to published documents and real member-centre pages", () => {
    expect(hrefs.filter(({ href }) => dead(href))).toEqual([]);
  });
});
