import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createTestApiClient, type SchemaServer } from "@xunlan/api-client/testing";
import type { SortKey } from "@xunlan/product-ui";
import { PopupProvider } from "@xunlan/ui";
import type { ReactElement } from "react";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { RECENT_SEARCH_STORAGE_KEY, readLocalRecentSearches, writeLocalRecentSearches } from "../../lib/recent-searches";
import { colourObject, startSearchServer } from "../../test/search-server";
import { SearchPanel, type SearchPanelProps } from "./search-panel";

// 跑鞋 finds 12 colours (pages of 9: 9 + 3); anything else finds none. The no-result
// recommendation tops up with the newest colours (ids 13–15).
const RUNNING = Array.from({ length: 12 }, (_, i) => colourObject(i + 1));
const NEWEST = [13, 14, 15].map((n) => colourObject(n, "轻岚训练鞋"));
const ALL = [...RUNNING, ...NEWEST];
let server: SchemaServer;
let history: string[] = [];

beforeAll(async () => {
  server = await startSearchServer({
    Query: {
      searchProductColors: (
        _r: unknown,
        args: { keyword?: string | null; pageNumber?: number; pageSize?: number; sortBy?: string | null; sortDirection?: string | null },
      ) => {
        const pageNumber = args.pageNumber ?? 1;
        const pageSize = args.pageSize ?? 9;
        const found = args.keyword === "跑鞋" ? RUNNING : args.keyword ? [] : NEWEST;
        // the gateway's price order (spec §9); the default order is the fixtures' (cheapest first)
        const list =
          args.sortBy === "price"
            ? found.toSorted((a, b) => (args.sortDirection === "desc" ? b.price - a.price : a.price - b.price))
            : found;
        const page = list.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
        return {
          productColorIds: page.map((c) => c.id),
          productColors: page,
          count: list.length,
          pageNumber,
          pageSize,
          filters: [],
          correctedKeyword: null,
        };
      },
      productColors: (_r: unknown, args: { ids: string[] }) =>
        args.ids.map((id) => ALL.find((c) => c.id === id || c.productId === id)).filter(Boolean),
      searchSuggestions: () => [],
      searchHistory: () => history,
    },
    Mutation: {
      saveSearchHistory: (_r: unknown, args: { keyword: string }) =>
        (history = [args.keyword, ...history.filter((k) => k !== args.keyword)].slice(0, 10)),
      clearSearchHistory: () => {
        history = [];
        return true;
      },
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  history = [];
  localStorage.clear();
});

let panel: (props?: Partial<SearchPanelProps>) => ReactElement;

function setup(props: Partial<SearchPanelProps> = {}) {
  const client = createTestApiClient(server.url);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // one client and cache per test; rerender(panel({...})) gives the same panel new props
  panel = (next = props) => (
    <QueryClientProvider client={queryClient}>
      <PopupProvider>
        <SearchPanel client={client} isLoggedIn={false} hotWords={["跑鞋", "速干 T 恤"]} {...next} />
      </PopupProvider>
    </QueryClientProvider>
  );
  return render(panel());
}

/** The sale prices the result cards show, in order. */
function shownPrices(results: HTMLElement): number[] {
  return within(results)
    .getAllByRole("article")
    .map((card) => Number(/¥([\d,]+\.\d{2})/u.exec(card.textContent ?? "")?.[1]?.replaceAll(",", "") ?? Number.NaN));
}

function searchFor(keyword: string) {
  const input = screen.getByPlaceholderText("搜索商品关键字");
  fireEvent.change(input, { target: { value: keyword } });
  fireEvent.submit(input.closest("form")!);
}

const confirmDialog = () => screen.findByRole("alertdialog");

describe("search panel (spec §2, §4, §5, §9)", () => {
  it("opens focused on the input, with 热门搜索", () => {
    setup();
    expect(document.activeElement).toBe(screen.getByPlaceholderText("搜索商品关键字"));
    const hot = screen.getByRole("region", { name: "热门搜索" });
    expect(
      within(hot)
        .getAllByRole("button")
        .map((b) => b.textContent),
    ).toEqual(["跑鞋", "速干 T 恤"]);
  });

  it("跑鞋 → 相关产品（12）, 9 cards, the next 3, then 暂无更多数据", async () => {
    setup();
    searchFor("跑鞋");
    const results = await screen.findByRole("region", { name: "相关产品（12）" });
    await waitFor(() => expect(within(results).getAllByRole("article")).toHaveLength(9));
    fireEvent.click(within(results).getByRole("button", { name: /加载更多/ }));
    await waitFor(() => expect(within(results).getAllByRole("article")).toHaveLength(12));
    expect(await within(results).findByText("暂无更多数据")).toBeTruthy();
    const pages = server.calls.filter((c) => c.field === "searchProductColors").map((c) => c.args);
    expect(pages).toMatchObject([
      { keyword: "跑鞋", pageNumber: 1, pageSize: 9 },
      { keyword: "跑鞋", pageNumber: 2, pageSize: 9 },
    ]);
  });

  it("排序: 价格从高到低 reorders the results at once, asks the gateway for price desc and reports the choice", async () => {
    const onSortChange = vi.fn<(sort: SortKey) => void>();
    setup({ onSortChange });
    searchFor("跑鞋");
    const results = await screen.findByRole("region", { name: "相关产品（12）" });
    await waitFor(() => expect(shownPrices(results)).toEqual([609, 619, 629, 639, 649, 659, 669, 679, 689]));
    fireEvent.click(within(results).getByRole("button", { name: /排序/ }));
    fireEvent.click(screen.getByRole("menuitemradio", { name: "价格从高到低" }));
    expect(onSortChange).toHaveBeenCalledWith("priceDesc");
    await waitFor(() => expect(shownPrices(results)).toEqual([719, 709, 699, 689, 679, 669, 659, 649, 639]));
    expect(within(results).getByRole("button", { name: /排序/ }).textContent).toContain("价格从高到低");
    expect(server.calls.filter((c) => c.field === "searchProductColors").at(-1)?.args).toMatchObject({
      keyword: "跑鞋",
      pageNumber: 1,
      sortBy: "price",
      sortDirection: "desc",
    });
  });

  it("a sort given by the page (the URL's ?sort=) orders the first results, and a new one (back) replaces the shopper's", async () => {
    const view = setup({ initialKeyword: "跑鞋", sort: "priceDesc", focusOnOpen: false });
    const results = await screen.findByRole("region", { name: "相关产品（12）" });
    await waitFor(() => expect(shownPrices(results)[0]).toBe(719));
    expect(server.calls.filter((c) => c.field === "searchProductColors")).toHaveLength(1);
    view.rerender(panel({ initialKeyword: "跑鞋", sort: "priceAsc", focusOnOpen: false }));
    await waitFor(() => expect(shownPrices(results)).toEqual([609, 619, 629, 639, 649, 659, 669, 679, 689]));
    expect(within(results).getByRole("button", { name: /排序/ }).textContent).toContain("价格从低到高");
  });

  it("the sort stays when the shopper searches another keyword; no result shows no sort menu", async () => {
    setup();
    searchFor("跑鞋");
    const results = await screen.findByRole("region", { name: "相关产品（12）" });
    fireEvent.click(await within(results).findByRole("button", { name: /排序/ }));
    fireEvent.click(screen.getByRole("menuitemradio", { name: "最新上架" }));
    await waitFor(() =>
      expect(server.calls.filter((c) => c.field === "searchProductColors").at(-1)?.args).toMatchObject({
        sortBy: "availableFrom",
        sortDirection: "desc",
      }),
    );
    searchFor("zzzz");
    expect(await screen.findByText("未搜索到有关“zzzz”的产品")).toBeTruthy();
    expect(server.calls.filter((c) => c.field === "searchProductColors" && c.args.keyword === "zzzz")[0]?.args).toMatchObject({
      sortBy: "availableFrom",
    });
    expect(screen.queryByRole("button", { name: /排序/ })).toBeNull();
  });

  it("no result → 未搜索到有关“{keyword}”的产品 and the search_no_result recommendations", async () => {
    setup({ recommendation: { title: "为您推荐", subtitle: "", productType: "", productIds: [] } });
    searchFor("zzzz");
    expect(await screen.findByText("未搜索到有关“zzzz”的产品")).toBeTruthy();
    const rail = await screen.findByRole("region", { name: "为您推荐" });
    await waitFor(() => expect(within(rail).getAllByText(/轻岚训练鞋/).length).toBeGreaterThan(0));
  });

  it("a blank keyword is ignored", () => {
    setup();
    searchFor("   ");
    expect(server.calls.some((c) => c.field === "searchProductColors")).toBe(false);
    expect(screen.getByRole("region", { name: "热门搜索" })).toBeTruthy();
  });

  it("a guest's recent searches come from this browser; the trash asks 确定要清除搜索记录吗？ and 取消 keeps them", async () => {
    writeLocalRecentSearches(["速干 T 恤", "跑鞋"]);
    setup();
    const recent = screen.getByRole("region", { name: "最近搜索" });
    expect(
      within(recent)
        .getAllByRole("button", { name: /跑鞋|速干/ })
        .map((b) => b.textContent),
    ).toEqual(["速干 T 恤", "跑鞋"]);
    fireEvent.click(within(recent).getByRole("button", { name: "清除最近搜索" }));
    const dialog = await confirmDialog();
    expect(dialog.textContent).toContain("确定要清除搜索记录吗？");
    fireEvent.click(within(dialog).getByRole("button", { name: "取消" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(readLocalRecentSearches()).toEqual(["速干 T 恤", "跑鞋"]);
    fireEvent.click(within(screen.getByRole("region", { name: "最近搜索" })).getByRole("button", { name: "清除最近搜索" }));
    fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "确定" }));
    await waitFor(() => expect(screen.queryByRole("region", { name: "最近搜索" })).toBeNull());
    expect(localStorage.getItem(RECENT_SEARCH_STORAGE_KEY) === null || readLocalRecentSearches().length === 0).toBe(true);
  });

  it("a member's recent searches are the server's (searchHistory) and clearing clears them there", async () => {
    history = ["跑鞋"];
    setup({ isLoggedIn: true });
    const recent = await screen.findByRole("region", { name: "最近搜索" });
    expect(within(recent).getByRole("button", { name: "跑鞋" })).toBeTruthy();
    fireEvent.click(within(recent).getByRole("button", { name: "清除最近搜索" }));
    await act(async () => {
      fireEvent.click(within(await confirmDialog()).getByRole("button", { name: "确定" }));
    });
    await waitFor(() => expect(server.calls.some((c) => c.field === "clearSearchHistory")).toBe(true));
    await waitFor(() => expect(screen.queryByRole("region", { name: "最近搜索" })).toBeNull());
    expect(history).toEqual([]);
  });
});
