import { describe, expect, it } from "vitest";
import { thumbnailSources } from "./thumbnails";

describe("thumbnailSources (issue 26 §8)", () => {
  it("asks for 174 px, and 316 px for dense screens, never the 1 920 px default", () => {
    expect(thumbnailSources("/images/products/velox/1.jpg", 72)).toEqual({
      src: "/images/products/velox/1.jpg?w=174",
      srcSet: "/images/products/velox/1.jpg?w=174 174w, /images/products/velox/1.jpg?w=316 316w",
      sizes: "72px",
    });
  });
  it("leaves what is not a picture as it is", () => {
    expect(thumbnailSources("", 72)).toEqual({ src: "", srcSet: undefined, sizes: "72px" });
  });
});
