import { describe, expect, it } from "vitest";
import { legacyRedirectTarget } from "./legacy-links";

describe("legacyRedirectTarget (spec §2 legacy links)", () => {
  it("converts n1/n2/n3, style_slug + product_slug and key/frame on any path", () => {
    expect(legacyRedirectTarget("/", { n1: "men", n2: "shoes", n3: "running" })).toBe("/explore/men/shoes/running");
    expect(legacyRedirectTarget("/pages/index", { n1: 1 })).toBe("/explore/1");
    expect(legacyRedirectTarget("/", { style_slug: "velox-run-2", product_slug: "velox-run-2-black" })).toBe(
      "/products/velox-run-2/velox-run-2-black",
    );
    expect(legacyRedirectTarget("/", { frame: "spring-run" })).toBe("/landing/spring-run");
  });

  it("leaves /help?key=… and ordinary queries alone", () => {
    expect(legacyRedirectTarget("/help", { key: "faq" })).toBeNull();
    expect(legacyRedirectTarget("/explore/men", { sort: "priceAsc" })).toBeNull();
    expect(legacyRedirectTarget("/", { style_slug: "only-style" })).toBeNull();
  });

  it("does not redirect a link to where it already is", () => {
    expect(legacyRedirectTarget("/landing/spring-run", { key: "spring-run" })).toBeNull();
  });
});
