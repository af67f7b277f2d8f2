import { describe, expect, it } from "vitest";
import { shareDataOf, shareLinkOf, signatureUrl } from "./wechat-js-sdk";

describe("JS-SDK helpers (issue 23 §1)", () => {
  it("signs the entry URL on iOS WeChat and the current one elsewhere, without #…", () => {
    const entry = "https://shop.example/products/a/b?from=singlemessage&isappinstalled=0#top";
    const now = "https://shop.example/explore/men#x";
    expect(signatureUrl("iPhone MicroMessenger", entry, now)).toBe("https://shop.example/products/a/b?from=singlemessage&isappinstalled=0");
    expect(signatureUrl("Android MicroMessenger", entry, now)).toBe("https://shop.example/explore/men");
  });

  it("shares a clean link: no campaign, WeChat or sign-in parameters", () => {
    expect(
      shareLinkOf("https://shop.example/search?keyword=%E8%B7%91&utm_source=x&from=timeline&isappinstalled=0&wx=base&code=c&state=s#r"),
    ).toBe("https://shop.example/search?keyword=%E8%B7%91");
  });

  it("takes the card from the page's head: og:title, description, og:image made absolute", () => {
    document.head.innerHTML = [
      "<title>VELOX RUN 3 | 迅岚</title>",
      '<meta property="og:title" content="VELOX RUN 3 竞速跑鞋">',
      '<meta name="description" content="轻量回弹，城市竞速">',
      '<meta property="og:image" content="/images/velox.jpg">',
    ].join("");
    expect(shareDataOf(document, "https://shop.example/products/velox?from=singlemessage")).toEqual({
      title: "VELOX RUN 3 竞速跑鞋",
      desc: "轻量回弹，城市竞速",
      link: "https://shop.example/products/velox",
      imgUrl: "https://shop.example/images/velox.jpg",
    });
    document.head.innerHTML = '<title>男子 | 迅岚</title><link rel="preload" as="image" href="https://img.example/hero.jpg">';
    expect(shareDataOf(document, "https://shop.example/explore/men")).toMatchObject({
      title: "男子 | 迅岚",
      desc: "",
      imgUrl: "https://img.example/hero.jpg",
    });
  });
});
