import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createTestApiClient, type SchemaServer } from "@xunlan/api-client/testing";
import { PopupProvider } from "@xunlan/ui";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStoresServer, storeObject } from "../../test/stores-server";
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
  server = await startStoresServer({
    Query: {
      // Like the gateway: with a position every store says how far it is (here: 1.2 km per id).
      storeList: (_r: unknown, args: { cityName?: string | null; longitude?: number | null }) =>
        STORES.filter((s) => !args.cityName || s.city === args.cityName).map((s) => ({
          ...s,
          distance: args.longitude == null ? null : Number(s.id) * 1.2,
        })),
    },
  });
});
afterAll(() => server.close());
beforeEach(() => server.reset());
afterEach(cleanup);

const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

function renderPage(queryClient: QueryClient, city?: string, locate?: () => Promise<{ longitude: number; latitude: number }>) {
  render(
    <QueryClientProvider client={queryClient}>
      <PopupProvider>
        <StorePage client={createTestApiClient(server.url)} city={city} locate={locate} />
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

  it("keeps the distances when a city is picked after 使用我的位置 (issue 24 item 7)", async () => {
    renderPage(newQueryClient(), undefined, async () => ({ longitude: 121.47, latitude: 31.23 }));
    expect(await screen.findByText("共 3 家门店")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "使用我的位置" }));
    const card = (name: string) => screen.getByRole("listitem", { name });
    await waitFor(() => expect(within(card("迅岚北京三里屯店")).getByText("3.6 km")).toBeTruthy());
    fireEvent.change(screen.getByRole("combobox"), { target: { value: "上海" } });
    expect(await screen.findByText("共 2 家门店")).toBeTruthy();
    expect(within(card("迅岚上海南京西路店")).getByText("1.2 km")).toBeTruthy();
    expect(within(card("迅岚上海徐家汇店")).getByText("2.4 km")).toBeTruthy();
    expect(screen.getByText("已按距离由近到远排列")).toBeTruthy();
    const asked = server.calls.filter((c) => c.field === "storeList").at(-1)!.args;
    expect(asked).toMatchObject({ cityName: "上海", longitude: 121.47, latitude: 31.23 });
  });

  it("a gateway that does not answer is not the loader's error (the page still renders)", async () => {
    const queryClient = newQueryClient();
    await expect(loadStorePage({ queryClient, api: createTestApiClient("http://127.0.0.1:9/graphql") })).resolves.toBeUndefined();
  });
});
