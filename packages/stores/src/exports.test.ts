import { describe, expect, it } from "vitest";
import * as stores from "./index";

// Guards the public surface: removing or renaming an export is a breaking change.
describe("@xunlan/stores exports", () => {
  it("names every public export", () => {
    expect(Object.keys(stores).sort()).toEqual([
      "STORE_MESSAGES",
      "STORE_STOCK_MESSAGES",
      "StoreLocator",
      "StorePage",
      "StoreStockPanel",
      "loadStorePage",
      "mapLinks",
      "storeListQueryOptions",
      "storePageHead",
      "storeStockQueryOptions",
      "validateStorePageSearch",
    ]);
  });
});
