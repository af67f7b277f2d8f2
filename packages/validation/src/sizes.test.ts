import { describe, expect, it } from "vitest";
import { pickedSizeText } from "./sizes";

describe("pickedSizeText", () => {
  it("writes 中国码 first and the US size in full-width brackets", () => {
    expect(pickedSizeText({ cnSize: "255", usSize: "7.5" })).toBe("255（US 7.5）");
  });

  it("leaves the US size out when there is none or it says the same", () => {
    expect(pickedSizeText({ cnSize: "均码", usSize: "" })).toBe("均码");
    expect(pickedSizeText({ cnSize: "M", usSize: "M" })).toBe("M");
    expect(pickedSizeText({ cnSize: " 130 ", usSize: " " })).toBe("130");
    expect(pickedSizeText({ cnSize: "130", usSize: null })).toBe("130");
    expect(pickedSizeText({ cnSize: "130" })).toBe("130");
  });

  it("keeps an apparel 号型 with its letter", () => {
    expect(pickedSizeText({ cnSize: "170/88A", usSize: "M" })).toBe("170/88A（US M）");
  });
});
