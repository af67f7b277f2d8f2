import { describe, expect, it } from "vitest";
import { isMalformedPath, NOT_FOUND_PATH, notFoundRequest } from "./malformed-url";

describe("isMalformedPath", () => {
  it("flags broken %-escapes and encoded control characters", () => {
    for (const path of ["/explore/%E0%A4%A", "/%", "/static/%zz", "/products/a%00b", "/help%0A"]) expect(isMalformedPath(path)).toBe(true);
  });

  it("passes ordinary and encoded paths", () => {
    for (const path of ["/", "/explore/men/shoes", "/products/%E8%B7%91%E6%AD%A5", "/static/-1", "/explore/collection/__proto__"]) {
      expect(isMalformedPath(path)).toBe(false);
    }
  });

  it("rewrites to the 404 page keeping the headers", () => {
    const rewritten = notFoundRequest(new Request("http://shop.test/explore/%E0%A4%A?x=1", { headers: { cookie: "cid=1" } }));
    expect(new URL(rewritten.url).pathname).toBe(NOT_FOUND_PATH);
    expect(rewritten.headers.get("cookie")).toBe("cid=1");
  });
});
