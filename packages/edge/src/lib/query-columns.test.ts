import { describe, expect, it } from "vitest";
import { packColumns, unpackColumns } from "./query-columns";

const sizes = [
  { id: "156", label: "28", saleableQty: 16, sizeDisplay: { primary: "175", equivalents: ["US 11C", "EU 28"] } },
  { id: "157", label: "29.5", saleableQty: 0, sizeDisplay: { primary: "180", equivalents: ["US 12C", "EU 29.5"] } },
  { id: "158", label: "31", saleableQty: 56, sizeDisplay: { primary: "190", equivalents: [] } },
];
const style = {
  id: "6",
  name: "Velox Run 3",
  price: 449,
  slashPrice: null,
  productColors: [
    { productId: "a", productSizes: sizes },
    { productId: "b", productSizes: [] },
  ],
};

describe("the dehydrated query data's columns", () => {
  it("writes a list of like objects' keys once, nested lists too", () => {
    expect(packColumns(sizes)).toEqual({
      "~columns": ["id", "label", "saleableQty", "sizeDisplay"],
      n: 3,
      v: [
        ["156", "157", "158"],
        ["28", "29.5", "31"],
        [16, 0, 56],
        {
          "~columns": ["primary", "equivalents"],
          n: 3,
          v: [
            ["175", "180", "190"],
            [["US 11C", "EU 28"], ["US 12C", "EU 29.5"], []],
          ],
        },
      ],
    });
    expect(JSON.stringify(packColumns(style)).length).toBeLessThan(JSON.stringify(style).length);
  });

  it("gives back equal data: lists, mixed lists, empty lists and objects, nulls, dates, undefined", () => {
    const when = new Date("2026-01-27T00:00:00.000Z");
    for (const value of [
      style,
      sizes,
      [{ a: 1 }, { b: 2 }],
      [
        { a: 1, b: 2 },
        { b: 2, a: 1 },
      ],
      [{ a: 1 }, "x", null],
      [{}, {}],
      [],
      {
        pages: [
          { count: 2, ids: ["1", "2"] },
          { count: 2, ids: [] },
        ],
        pageParams: [1, 2],
      },
      { at: when, missing: undefined, list: [{ x: undefined }, { x: 1 }] },
      null,
      42,
      "text",
    ]) {
      expect(unpackColumns(packColumns(value))).toEqual(value);
    }
  });

  it("writes a column of one repeated value once, and each key list once", () => {
    const tree = [
      {
        id: "1",
        level: 1,
        shareImg: null,
        childs: [
          { id: "2", level: 2, shareImg: null },
          { id: "3", level: 2, shareImg: null },
        ],
      },
      {
        id: "4",
        level: 1,
        shareImg: null,
        childs: [
          { id: "5", level: 2, shareImg: null },
          { id: "6", level: 2, shareImg: null },
        ],
      },
    ];
    const packed = packColumns(tree) as { v: unknown[] };
    expect(packed.v[1]).toEqual({ "~same": 1 });
    expect(packed.v[2]).toEqual({ "~same": null });
    const [first, second] = (packed.v[3] as Array<{ "~columns": string[] }>).map((group) => group["~columns"]);
    expect(first).toBe(second);
    expect(unpackColumns(packed)).toEqual(tree);
    // every column the same: the count still gives back every object
    expect(unpackColumns(packColumns([{ a: 1 }, { a: 1 }, { a: 1 }]))).toEqual([{ a: 1 }, { a: 1 }, { a: 1 }]);
  });

  it("leaves lists it cannot pack as lists", () => {
    expect(packColumns([{ a: 1 }, { b: 2 }])).toEqual([{ a: 1 }, { b: 2 }]);
    expect(packColumns([{ a: 1 }])).toEqual([{ a: 1 }]);
    expect(packColumns(["a", "b"])).toEqual(["a", "b"]);
  });
});
