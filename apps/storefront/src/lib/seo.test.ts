import { describe, expect, it } from "vitest";
import { robotsTxt } from "./seo";

describe("robots.txt", () => {
  it("allows the shop, keeps robots out of member, bag and checkout pages, and names the sitemap", () => {
    const text = robotsTxt("https://shop.example");
    expect(text).toMatch(/^User-agent: \*\nAllow: \/\n/);
    expect(text).toContain("Disallow: /ucenter\n");
    expect(text).toContain("Disallow: /checkout\n");
    expect(text.trim().endsWith("Sitemap: https://shop.example/sitemap.xml")).toBe(true);
  });
});
