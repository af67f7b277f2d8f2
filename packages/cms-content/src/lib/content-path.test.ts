import { describe, expect, it } from "vitest";
import { ContentError } from "./content-error";
import { contentPath } from "./content-path";

function errorOf(fn: () => unknown): ContentError {
  try {
    fn();
  } catch (error) {
    if (error instanceof ContentError) return error;
    throw error;
  }
  throw new Error("expected a ContentError");
}

describe("contentPath", () => {
  it("builds json/publish/{pageType}.json and json/publish/{pageType}/{code}.json", () => {
    expect(contentPath("index")).toBe("json/publish/index.json");
    expect(contentPath("plp", "running")).toBe("json/publish/plp/running.json");
    expect(contentPath("category")).toBe("json/publish/category.json");
    expect(contentPath("category", "men")).toBe("json/publish/category/men.json");
    expect(contentPath("legal", " faq ")).toBe("json/publish/legal/faq.json");
  });

  it("rejects an empty or unknown page type (spec §5)", () => {
    for (const pageType of ["", "home", "__proto__", "constructor"]) {
      const error = errorOf(() => contentPath(pageType));
      expect(error.message).toBe("缺少必要参数或参数错误：页面类型");
      expect(error.code).toBe("INVALID_PAGE_TYPE");
      expect(error.status).toBe(400);
    }
  });

  it.each(["plp", "pdp", "landing", "collection", "club"])("requires a code for %s (spec §7)", (pageType) => {
    for (const code of [undefined, null, "", "  "]) {
      const error = errorOf(() => contentPath(pageType, code));
      expect(error.message).toBe("缺少必要参数：页面代码");
      expect(error.code).toBe("MISSING_CODE");
    }
  });

  it("rejects codes that could leave the folder", () => {
    const codes = ["../index", "a/b", ".hidden", "a b", "%2e%2e"];
    expect(codes.map((code) => errorOf(() => contentPath("landing", code)).code)).toEqual(codes.map(() => "INVALID_CODE"));
  });

  it("rejects a code for page types that take none", () => {
    expect(errorOf(() => contentPath("announcement", "x")).code).toBe("INVALID_CODE");
  });
});
