import { describe, expect, it } from "vitest";
import { blockSchema } from "./blocks";
import { announcementSchema, recmdSchema, serviceCodeSchema, sizeChartSchema } from "./config";
import { landingPageSchema, legalPageSchema } from "./pages";
import { hrefSchema, imageSchema } from "./primitives";

const hero = {
  id: "h",
  type: "hero",
  media: { kind: "image", src: "/images/content/hero-running.jpg", alt: "跑者" },
  headline: "疾风 3",
  theme: "light",
};

function paths(result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }): string[] {
  return (result.error?.issues ?? []).map((i) => i.path.map(String).join("."));
}

describe("primitives", () => {
  it("accepts site paths and http(s) URLs, rejects other schemes and protocol-relative URLs", () => {
    expect(hrefSchema.safeParse("/explore/men/shoes").success).toBe(true);
    expect(hrefSchema.safeParse("https://cn.xunlan.example").success).toBe(true);
    expect(hrefSchema.safeParse("javascript:alert(1)").success).toBe(false);
    expect(hrefSchema.safeParse("//evil.example/x").success).toBe(false);
    expect(hrefSchema.safeParse("explore/men").success).toBe(false);
  });

  it("recognises images by extension (spec §5), ignoring the query string", () => {
    const extensions = ["png", "jpg", "jpeg", "gif", "webp", "JPG"];
    const rejected = extensions.filter((ext) => !imageSchema.safeParse({ src: `/images/content/a.${ext}`, alt: "" }).success);
    expect(rejected).toEqual([]);
    expect(imageSchema.safeParse({ src: "/images/content/a.jpg?w=1920", alt: "" }).success).toBe(true);
    expect(imageSchema.safeParse({ src: "/images/content/a.svg", alt: "" }).success).toBe(false);
    expect(imageSchema.safeParse({ src: "/images/content/a.jpg" }).success).toBe(false);
  });
});

describe("blocks", () => {
  it("parses a hero with an image and one with a video", () => {
    expect(blockSchema.parse(hero).type).toBe("hero");
    const video = { ...hero, media: { kind: "video", src: "/v/a.mp4", poster: "/v/a.jpg", alt: "" } };
    expect(blockSchema.safeParse(video).success).toBe(true);
    const videoWithoutPoster = { ...hero, media: { kind: "video", src: "/v/a.mp4", alt: "" } };
    expect(paths(blockSchema.safeParse(videoWithoutPoster))).toEqual(["media.poster"]);
  });

  it("rejects an unknown block type", () => {
    expect(blockSchema.safeParse({ ...hero, type: "carousel3d" }).success).toBe(false);
  });

  it("turns numeric product ids into strings", () => {
    const rail = blockSchema.parse({
      id: "r",
      type: "product_rail",
      title: "新品",
      source: { kind: "products", productIds: [1001, "1002"] },
    });
    expect(rail.type === "product_rail" && rail.source.kind === "products" && rail.source.productIds).toEqual(["1001", "1002"]);
  });

  it("rejects a recommend rail with a location outside spec §5", () => {
    const rail = { id: "r", type: "product_rail", title: "推荐", source: { kind: "recommend", location: "home" } };
    expect(paths(blockSchema.safeParse(rail))).toEqual(["source.location"]);
  });

  it("rejects a rich-text table row whose cell count differs from the header", () => {
    const block = {
      id: "t",
      type: "rich_text",
      nodes: [{ kind: "table", head: ["US", "CN"], rows: [["7", "40"], ["8"]] }],
    };
    expect(paths(blockSchema.safeParse(block))).toEqual(["nodes.0.rows.1"]);
  });
});

describe("pages", () => {
  it("requires a code on landing pages (spec §7)", () => {
    const page = { pageType: "landing", title: "活动", updatedAt: "2026-03-01T08:00:00.000Z", blocks: [hero] };
    expect(paths(landingPageSchema.safeParse(page))).toEqual(["code"]);
    expect(landingPageSchema.safeParse({ ...page, code: "spring-run" }).success).toBe(true);
  });

  it("rejects a page whose pageType does not match", () => {
    const page = { pageType: "index", title: "首页", updatedAt: "2026-03-01T08:00:00.000Z", blocks: [] };
    expect(paths(legalPageSchema.safeParse(page))).toEqual(["pageType"]);
  });

  it("limits legal codes to the /help keys", () => {
    const page = { pageType: "legal", code: "cookies", title: "x", updatedAt: "2026-03-01T08:00:00.000Z", blocks: [] };
    expect(paths(legalPageSchema.safeParse(page))).toEqual(["code"]);
  });

  it("rejects a non-ISO updatedAt", () => {
    const page = { pageType: "legal", title: "x", updatedAt: "2026/03/01", blocks: [] };
    expect(paths(legalPageSchema.safeParse(page))).toEqual(["updatedAt"]);
  });
});

describe("config documents", () => {
  it("requires a message when the announcement is enabled", () => {
    const base = { enable: true, message: " ", style: "black", closable: true };
    expect(paths(announcementSchema.safeParse(base))).toEqual(["message"]);
    expect(announcementSchema.safeParse({ ...base, enable: false }).success).toBe(true);
    expect(announcementSchema.safeParse({ ...base, message: "满 299 元包邮", style: "red" }).success).toBe(false);
  });

  it("requires a boolean toast flag per service code", () => {
    expect(serviceCodeSchema.safeParse({ "400": { message: "参数错误", toast: true } }).success).toBe(true);
    expect(paths(serviceCodeSchema.safeParse({ "400": { message: "参数错误" } }))).toEqual(["400.toast"]);
  });

  it("checks recommend product types (spec §5)", () => {
    const block = { location: "cart", product_type: "Bags", title: "猜你喜欢", sub_title: "", items: [] };
    expect(paths(recmdSchema.safeParse([block]))).toEqual(["0.product_type"]);
  });

  it("requires every column in every size chart row", () => {
    const chart = {
      id: 1,
      name: "男子鞋类",
      productType: "Shoes",
      gender: "men",
      columns: [
        { key: "us", label: "US" },
        { key: "cn", label: "CN" },
      ],
      rows: [{ us: "8", cn: "41" }, { us: "9" }],
      notes: [],
    };
    expect(paths(sizeChartSchema.safeParse(chart))).toEqual(["rows.1.cn"]);
  });
});
