import { describe, expect, it } from "vitest";
import { buyNowHref, buyNowProduct, parseBuyNowSearch } from "./buy-now";

describe("立即购买 search (issue 26)", () => {
  it("round-trips an EAN and a quantity through the link", () => {
    const href = buyNowHref("6970000000017", 2);
    expect(href).toBe("/checkout?buy=6970000000017&qty=2");
    const search = Object.fromEntries(new URL(href, "https://shop.example").searchParams);
    expect(buyNowProduct({ ...parseBuyNowSearch(search) })).toEqual({ ean: "6970000000017", quantity: 2 });
  });

  it("takes a number-typed EAN (a router's JSON search) and defaults the quantity to 1", () => {
    expect(parseBuyNowSearch({ buy: 6970000000017 })).toEqual({ buy: "6970000000017", qty: 1 });
  });

  it("drops what is not an EAN, and a quantity outside 1–99 falls back to 1", () => {
    for (const buy of ["", "abc", "123", "6970000000017<script>", "1".repeat(15), null, {}]) {
      const parsed = parseBuyNowSearch({ buy, qty: 1 });
      // both keys present and undefined: merged over a raw search, they hide its values
      expect(Object.keys(parsed).sort()).toEqual(["buy", "qty"]);
      expect({ ...{ buy, qty: 1 }, ...parsed }).toEqual({ buy: undefined, qty: undefined });
      expect(buyNowProduct({ buy, qty: 1 })).toBeNull();
    }
    for (const qty of [0, -1, 1.5, 100, "x", "1e2"])
      expect(parseBuyNowSearch({ buy: "6970000000017", qty })).toEqual({ buy: "6970000000017", qty: 1 });
    expect(buyNowProduct({})).toBeNull();
    expect(buyNowProduct({ buy: "6970000000017", qty: "-4" })).toEqual({ ean: "6970000000017", quantity: 1 });
  });
});
