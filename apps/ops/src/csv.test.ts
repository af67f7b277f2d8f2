import { describe, expect, it } from "vitest";
import { parseStockCsv } from "./csv";

describe("parseStockCsv", () => {
  it("reads rows with or without a header, quoted cells, a BOM and CRLF", () => {
    const { rows, errors } = parseStockCsv('\uFEFFsku,storeCode,qty\r\nXL-1001-42,ONLINE,5\r\n"XL-1001-43","ONLINE",0\r\n\r\n');
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { sku: "XL-1001-42", storeCode: "ONLINE", qty: 5 },
      { sku: "XL-1001-43", storeCode: "ONLINE", qty: 0 },
    ]);
    expect(parseStockCsv("A,B,1").rows).toEqual([{ sku: "A", storeCode: "B", qty: 1 }]);
  });

  it("names every bad line in Chinese and keeps the good ones", () => {
    const { rows, errors } = parseStockCsv("A,S1,3\n,S1,2\nB,,2\nC,S1,-1\nD,S1,1.5\nE,S1,x");
    expect(rows).toEqual([{ sku: "A", storeCode: "S1", qty: 3 }]);
    expect(errors).toEqual([
      "第 2 行：缺少 SKU",
      "第 3 行：缺少门店编码",
      "第 4 行：库存须为 0–1000000 的整数",
      "第 5 行：库存须为 0–1000000 的整数",
      "第 6 行：库存须为 0–1000000 的整数",
    ]);
  });

  it("refuses more rows than one bulk call takes", () => {
    const text = Array.from({ length: 1001 }, (_, i) => `S${i},ONLINE,1`).join("\n");
    expect(parseStockCsv(text).errors).toEqual(["一次最多上传 1000 行，当前 1001 行"]);
  });
});
