import { HELP_KEYS, HELP_TITLES, MESSAGES, SERVICE_CODES } from "@xunlan/validation";
import { describe, expect, it } from "vitest";
import { contentPath } from "../lib/content-path";
import { parseContentDocument } from "../lib/parse-document";
import { committedDocuments } from "../test/documents";
import { CONFIG_KEYS, contentSchemas, isContentPageType } from "./content-schemas";

const documents = committedDocuments();
const PAGE_TYPES = new Set(["index", "category", "plp", "pdp", "landing", "collection", "club", "uc_ad", "user_center", "legal", "static"]);

describe("committed demo documents", () => {
  it("exist", () => {
    expect(documents.length).toBeGreaterThan(20);
  });

  it.each(documents.map((d) => [d.file, d] as const))("%s parses with its page type's schema", (_file, doc) => {
    expect(isContentPageType(doc.pageType)).toBe(true);
    if (!isContentPageType(doc.pageType)) return;
    // the file sits exactly where the loader will look for it
    expect(contentPath(doc.pageType, doc.code)).toBe(`json/publish/${doc.file.split("\\").join("/")}`);
    const parsed: unknown = parseContentDocument(doc.pageType, doc.data);
    // page envelopes name their own type and code; config documents have no envelope
    const envelope =
      typeof parsed === "object" && parsed !== null && "pageType" in parsed
        ? { pageType: parsed.pageType, code: "code" in parsed ? parsed.code : undefined }
        : null;
    expect(envelope).toEqual(PAGE_TYPES.has(doc.pageType) ? { pageType: doc.pageType, code: doc.code } : null);
  });

  it("include every spec §7 config key", () => {
    const present = new Set(documents.filter((d) => d.code === undefined).map((d) => d.pageType));
    expect(CONFIG_KEYS.filter((key) => !present.has(key))).toEqual([]);
    expect(present).toContain("index");
  });

  it("include a legal document for every /help key, titled as the help tab", () => {
    const titles = HELP_KEYS.map((key) => {
      const doc = documents.find((d) => d.pageType === "legal" && d.code === key);
      return doc ? parseContentDocument("legal", doc.data).title : `missing legal/${key}.json`;
    });
    expect(titles).toEqual(HELP_KEYS.map((key) => HELP_TITLES[key]));
  });

  it("service_code covers every SERVICE_CODES value with a Chinese message", () => {
    const doc = documents.find((d) => d.pageType === "service_code");
    const table = parseContentDocument("service_code", doc?.data);
    const codes = Object.values(SERVICE_CODES);
    expect(codes.filter((code) => table[code] === undefined)).toEqual([]);
    // every message is Chinese (zod already guarantees a boolean toast flag)
    expect(codes.filter((code) => !/[\u4e00-\u9fff]/.test(table[code]?.message ?? ""))).toEqual([]);
    // spec §2 / ARCHITECTURE: the masked unexpected-error text
    expect(table[SERVICE_CODES.INTERNAL]?.message).toBe(MESSAGES.serverError);
  });

  it("recmd has a block for every recommend location", () => {
    const doc = documents.find((d) => d.pageType === "recmd");
    const locations = new Set(parseContentDocument("recmd", doc?.data).map((b) => b.location));
    expect([...locations].sort()).toEqual(["cart", "empty_order_list", "pdp", "search_no_result", "wishlist"]);
  });

  it("collections has at least two collections with links (header menus 1 and 3)", () => {
    const doc = documents.find((d) => d.pageType === "collections");
    const collections = parseContentDocument("collections", doc?.data);
    expect(collections.length).toBeGreaterThanOrEqual(2);
    expect(collections[0]?.children.length).toBeGreaterThan(0);
    expect(collections[1]?.children.length).toBeGreaterThan(0);
  });

  it("keyword has 8 to 10 distinct hot words", () => {
    const doc = documents.find((d) => d.pageType === "keyword");
    const words = parseContentDocument("keyword", doc?.data).map((k) => k.keyword);
    expect(words.length).toBeGreaterThanOrEqual(8);
    expect(words.length).toBeLessThanOrEqual(10);
    expect(new Set(words).size).toBe(words.length);
  });

  it("the announcement is enabled and long enough to need the mobile marquee", () => {
    const doc = documents.find((d) => d.pageType === "announcement");
    const announcement = parseContentDocument("announcement", doc?.data);
    expect(announcement.enable).toBe(true);
    expect(announcement.message.length).toBeGreaterThan(40);
  });

  it("publish at least one document of every page type, and nothing else", () => {
    const types = [...new Set(documents.map((d) => d.pageType))].sort();
    expect(types).toEqual(Object.keys(contentSchemas).sort());
  });
});
