import { describe, expect, it } from "vitest";
import { ADDRESS_MASK, BIRTHDAY_MASK, maskEmail, maskMobile, maskName, PASSWORD_MASK } from "./masks";

describe("maskName", () => {
  it("keeps the first character and appends **", () => {
    expect(maskName("张三丰")).toBe("张**");
    expect(maskName("李四")).toBe("李**");
    expect(maskName("王")).toBe("王**");
    expect(maskName(" Alice ")).toBe("A**");
  });
  it("returns '' for empty names", () => {
    expect(maskName("")).toBe("");
    expect(maskName("  ")).toBe("");
  });
});

describe("maskMobile", () => {
  it("shows the first 3 and last 4 digits", () => {
    expect(maskMobile("13912345678")).toBe("139****5678");
  });
  it("hides short values completely and keeps empty", () => {
    expect(maskMobile("1234567")).toBe("****");
    expect(maskMobile("")).toBe("");
  });
});

describe("maskEmail", () => {
  it("keeps up to 3 leading characters and the domain", () => {
    expect(maskEmail("zhangsan@example.com")).toBe("zha***@example.com");
    expect(maskEmail("abc@x.cn")).toBe("abc***@x.cn");
  });
  it("handles short local parts", () => {
    expect(maskEmail("ab@x.cn")).toBe("ab***@x.cn");
    expect(maskEmail("a@x.cn")).toBe("a***@x.cn");
  });
  it("handles missing @ and empty input", () => {
    expect(maskEmail("nobody")).toBe("nob***");
    expect(maskEmail("")).toBe("");
  });
});

describe("fixed masks", () => {
  it("have the spec's lengths", () => {
    expect(BIRTHDAY_MASK).toBe("*".repeat(8));
    expect(PASSWORD_MASK).toBe("•".repeat(8));
    expect(ADDRESS_MASK).toBe("*".repeat(6));
  });
});
