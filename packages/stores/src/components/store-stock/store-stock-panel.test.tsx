import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, cleanup as setupCleanup, within } from "@testing-library/react";
import type { SchemaServer } from "@xunlan/api-client/testing";
import { createTestApiClient } from "@xunlan/api-client/testing";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startStoresServer, storeObject } from "../../test/stores-server";
import { StoreStockPanel } from "./store-stock-panel";

let server: SchemaServer;
let failStock = false;
const STORES = [
  storeObject(1, "迅岚上海南京西路店", "上海"),
  storeObject(2, "迅岚上海徐家汇店", "上海"),
  storeObject(3, "迅岚北京三里屯店", "北京"),
];

beforeAll(async () => {
  server = await startStoresServer({
    Query: {
      storeList: () => STORES,
      getStoreStockData: (_root: unknown, args: { longitude?: number | null; cityName?: string | null }) => {
        if (failStock) throw new Error("down");
        const near = args.longitude != null;
        const size = (label: string, saleableQty: number) => ({ ean: `69000000${label}`, label, saleableQty });
        return [
          // nearest first when a position is given: Xujiahui, then Nanjing Rd
          { store: { ...STORES[near ? 1 : 0], distance: near ? 0.8 : null }, sizes: [size("41", 2)] },
          { store: { ...STORES[near ? 0 : 1], distance: near ? 3.2 : null }, sizes: [size("42", 5), size("43", 1)] },
        ];
      },
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  failStock = false;
});

function setup(
  sizeLabel: string | null,
  locate = async () => ({ longitude: 121.43, latitude: 31.19 }),
  sizeNames?: Record<string, string>,
) {
  const client = createTestApiClient(server.url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <StoreStockPanel client={client} productId="XL25RS0001-001" sizeLabel={sizeLabel} locate={locate} sizeNames={sizeNames} />
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByRole("button", { name: /附近门店库存/ }));
}

const storeNames = async () =>
  within(await screen.findByRole("list", { name: "有库存的门店" }))
    .getAllByRole("heading")
    .map((h) => h.textContent);

describe("nearby store stock (spec §7 getStoreStockData)", () => {
  it("lists the stores holding the chosen size first, with its stock, then the others", async () => {
    setup("42");
    expect(await storeNames()).toEqual(["迅岚上海徐家汇店", "迅岚上海南京西路店"]);
    const badges = screen.getAllByTestId("store-size-stock").map((b) => b.textContent);
    expect(badges).toEqual(["42 码 · 有货", "42 码 · 该尺码无货"]);
    expect(server.calls.find((c) => c.field === "getStoreStockData")?.args).toMatchObject({ productId: "XL25RS0001-001", limit: 5 });
  });

  it("says when no nearby store holds the size, and low stock as 仅剩 n 件", async () => {
    setup("41");
    expect(await storeNames()).toEqual(["迅岚上海南京西路店", "迅岚上海徐家汇店"]);
    expect(screen.getAllByTestId("store-size-stock").map((b) => b.textContent)).toEqual(["41 码 · 仅剩 2 件", "41 码 · 该尺码无货"]);
    setupCleanup();
    setup("44");
    expect(await screen.findByText("附近门店暂无 44 码库存，可看看其他尺码")).toBeTruthy();
  });

  it("asks for the position only on 使用我的位置, then lists nearest first with distances", async () => {
    setup("42");
    await storeNames();
    fireEvent.click(screen.getByRole("button", { name: "使用我的位置" }));
    expect(await screen.findByText("800 m")).toBeTruthy();
    expect(screen.getByText("3.2 km")).toBeTruthy();
    expect(screen.getByText("已按距离由近到远排列")).toBeTruthy();
    const call = server.calls.filter((c) => c.field === "getStoreStockData").at(-1);
    expect(call?.args).toMatchObject({ longitude: 121.43, latitude: 31.19 });
    // the store with size 42 (3.2 km) before the nearer one without it
    expect(await storeNames()).toEqual(["迅岚上海南京西路店", "迅岚上海徐家汇店"]);
  });

  it("names sizes as the size picker does (EU label 42 → CN 265)", async () => {
    setup("42", undefined, { "41": "260", "42": "265", "43": "270" });
    await storeNames();
    expect(screen.getByText("尺码 265")).toBeTruthy();
    expect(screen.getAllByTestId("store-size-stock")[0]!.textContent).toBe("265 码 · 有货");
    expect(screen.getByText("有货尺码：265、270")).toBeTruthy();
  });

  it("a refused position falls back to the city choice", async () => {
    setup(null, () => Promise.reject(new Error("denied")));
    fireEvent.click(screen.getByRole("button", { name: "使用我的位置" }));
    expect((await screen.findByRole("alert")).textContent).toBe("无法获取您的位置，请选择城市查找门店");
    expect(screen.getByText("选择尺码后，可查看该尺码在附近门店的库存")).toBeTruthy();
  });

  it("门店列表加载失败 with a retry when the stock cannot load", async () => {
    failStock = true;
    setup("42");
    expect((await screen.findByRole("alert")).textContent).toContain("门店列表加载失败");
    failStock = false;
    fireEvent.click(screen.getByRole("button", { name: "重新加载" }));
    expect(await storeNames()).toHaveLength(2);
  });
});
