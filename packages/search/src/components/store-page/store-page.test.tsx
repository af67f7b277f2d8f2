import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, render, screen } from "@testing-library/react";
import { createTestApiClient, type SchemaServer } from "@xunlan/api-client/testing";
import { PopupProvider } from "@xunlan/ui";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startSearchServer, storeObject } from "../../test/search-server";
import { StorePage } from "./store-page";
import { loadStorePage } from "./store-page-loader";
import { storePageHead, validateStorePageSearch } from "./store-page-route";

// A loaded machine answers the first request slowly.
configure({ asyncUtilTimeout: 15_000 });

const STORES = [
  storeObject(1, "迅岚上海南京西路店", "上海"),
  storeObject(2, "迅岚上海徐家汇店", "上海"),
  storeObject(3, "迅岚北京三里屯店", "北京"),
];
let server: SchemaServer;
beforeAll(async () => {
  server = await startSearchServer({
    Query: { storeList: (_r: unknown, args: { cityName?: string | null }) => STORES.filter((s) => !args.cityName || s.city === args.cityName) },
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderPage(queryClient: QueryClient, city?: string) {
  render(
    <QueryClientProvider client={queryClient}>
      <PopupProvider>
        <StorePage client={createTestApiClient(server.url)} city={city} />
      </PopupProvider>
    </QueryClientProvider>,
  );
}

describe("validateStorePageSearch (the page fuzzer's cases, shared links)", () => {
  it("keeps a city, trimmed and at most 20 characters; drops tracking parameters", () => {
    expect(validateStorePageSearch({ city: " 上海 ", utm_source: "wx", from: "singlemessage" })).toEqual({ city: "上海" });
    expect(validateStorePageSearch({ city: "城".repeat(30) }).city).toHaveLength(20);
  });

  it("a number is read as text, a repeated key as its first value; true and blanks name no city", () => {
    expect(validateStorePageSearch({ city: 1 })).toEqual({ city: "1" });
    expect(validateStorePageSearch({ city: ["北京", "上海"] })).toEqual({ city: "北京" });
    expect(validateStorePageSearch({ city: true })).toEqual({ city: undefined });
    expect(validateStorePageSearch({ city: { a: 1 } })).toEqual({ city: undefined });
    expect(validateStorePageSearch({})).toEqual({ city: undefined });
  });
});

describe("StorePage (spec §2 /store)", { timeout: 60_000 }, () => {
  it("the loader fills every store, so the page renders the list at once; the head names 附近门店", async () => {
    const queryClient = newQueryClient();
    await loadStorePage({ queryClient, api: createTestApiClient(server.url) });
    expect(server.calls.filter((c) => c.field === "storeList")).toHaveLength(1);
    renderPage(queryClient);
    expect(screen.getByRole("heading", { level: 1, name: "附近门店" })).toBeTruthy();
    expect(screen.getByText("门店查询")).toBeTruthy();
    expect(screen.getByText("共 3 家门店")).toBeTruthy();
    expect(storePageHead().meta[0]).toEqual({ title: "附近门店 | 迅岚 XUNLAN 官方商城" });
  });

  it("?city= starts with that city's stores", async () => {
    renderPage(newQueryClient(), "上海");
    expect(await screen.findByText("共 2 家门店")).toBeTruthy();
    expect(screen.queryByText("迅岚北京三里屯店")).toBeNull();
  });

  it("a gateway that does not answer is not the loader's error (the page still renders)", async () => {
    const queryClient = newQueryClient();
    await expect(loadStorePage({ queryClient, api: createTestApiClient("http://127.0.0.1:9/graphql") })).resolves.toBeUndefined();
  });
});
