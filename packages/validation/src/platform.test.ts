import { describe, expect, it } from "vitest";
import { isMobileWidth, platformForWidth } from "./platform";

describe("platformForWidth", () => {
  it("is Desktop from 1024 up", () => {
    expect(platformForWidth(1024)).toBe("Desktop");
    expect(platformForWidth(1920)).toBe("Desktop");
  });
  it("is Mobile below 1024 and for unknown widths", () => {
    expect(platformForWidth(1023)).toBe("Mobile");
    expect(platformForWidth(1023.9)).toBe("Mobile");
    expect(platformForWidth(0)).toBe("Mobile");
    expect(platformForWidth(Number.NaN)).toBe("Mobile");
  });
});

describe("isMobileWidth", () => {
  it("splits at 1024", () => {
    expect(isMobileWidth(390)).toBe(true);
    expect(isMobileWidth(1024)).toBe(false);
  });
});
