import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createTestApiClient, type SchemaServer } from "@xunlan/api-client/testing";
import { PopupProvider } from "@xunlan/ui";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { searchKeys } from "../../queries/search";
import { demoContentClient } from "../../stories/story-content";
import { colourObject, startSearchServer } from "../../test/search-server";
import { SearchPage } from "./search-page";
import { loadSearchPage } from "./search-page-loader";
import { searchPageHead, validateSearchPageSearch } from "./search-page-route";

// A loaded machine answers the first request slowly.
configure({ asyncUtilTimeout: 15_000 });

// 跑鞋 finds 12 colours (a first page of 9); anything else none.
const RUNNING = Array.from({ length: 12 }, (_, i) => colourObject(i + 1));
let server: SchemaServer;
beforeAll(async () => {
  server = await startSearchServer({
    Query: {
      searchProductColors: (
        _r: unknown,
        args: { keyword?: string | null; pageNumber?: number; pageSize?: number; sortBy?: string | null; sortDirection?: string | null },
      ) => {
        const pageNumber = args.pageNumber ?? 1;
        const pageSize = args.pageSize ?? 9;
        const found = args.keyword === "跑鞋" ? RUNNING : [];
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
        args.ids.map((id) => RUNNING.find((c) => c.id === id || c.productId === id)).filter(Boolean),
      searchSuggestions: () => [],
    },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  localStorage.clear();
});
afterEach(cleanup);

const searchCalls = () => server.calls.filter((c) => c.field === "searchProductColors");
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("validateSearchPageSearch (the page fuzzer's cases, shared links)", () => {
  it("keeps a keyword and a known sort, drops tracking parameters", () => {
    expect(
      validateSearchPageSearch({ keyword: "跑鞋", sort: "priceAsc", utm_source: "wx", from: "singlemessage", isappinstalled: "0" }),
    ).toEqual({
      keyword: "跑鞋",
      sort: "priceAsc",
    });
  });

  it("reads numbers, repeated keys and JSON as text or nothing, never as they came", () => {
    expect(validateSearchPageSearch({ keyword: 42 })).toEqual({ keyword: "42", sort: undefined });
    expect(validateSearchPageSearch({ keyword: ["a", "b"] }).keyword).toBe("a");
    expect(typeof (validateSearchPageSearch({ keyword: { a: 1 } }).keyword ?? "")).toBe("string");
  });

  it("an unknown or default sort and a blank keyword are undefined; a keyword is cut at 100 characters", () => {
    expect(validateSearchPageSearch({ keyword: "  ", sort: "cheapest" })).toEqual({ keyword: undefined, sort: undefined });
    expect(validateSearchPageSearch({ sort: "default" }).sort).toBeUndefined();
    expect(validateSearchPageSearch({ keyword: "跑".repeat(150) }).keyword).toHaveLength(100);
  });
});

describe("searchPageHead", () => {
  it("names the keyword, or 搜索 without one", () => {
    expect(searchPageHead("跑鞋").meta[0]!.title).toBe("“跑鞋”的搜索结果 | 迅岚 XUNLAN 官方商城");
    expect(searchPageHead(undefined).meta[0]!.title).toBe("搜索 | 迅岚 XUNLAN 官方商城");
  });
});

describe("SearchPage (spec §2 /search)", { timeout: 60_000 }, () => {
  function setup(props: { keyword: string; sort?: "priceDesc" }, queryClient = newQueryClient()) {
    const handlers = {
      onKeywordChange: vi.fn<(keyword: string) => void>(),
      onSortChange: vi.fn<(sort: string) => void>(),
      onCategory: vi.fn<(path: string) => void>(),
    };
    render(
      <QueryClientProvider client={queryClient}>
        <PopupProvider>
          <SearchPage client={createTestApiClient(server.url)} content={demoContentClient()} isLoggedIn={false} {...props} {...handlers} />
        </PopupProvider>
      </QueryClientProvider>,
    );
    return handlers;
  }

  it("the loader fills the keyword's first page in its order and the hot words, so the page renders them at once", async () => {
    const queryClient = newQueryClient();
    const api = createTestApiClient(server.url);
    await loadSearchPage({ queryClient, api, content: demoContentClient() }, { keyword: "跑鞋", sort: "priceDesc" });
    expect(searchCalls().map((c) => c.args)).toEqual([
      expect.objectContaining({ keyword: "跑鞋", pageNumber: 1, sortBy: "price", sortDirection: "desc" }),
    ]);
    expect(queryClient.getQueryData(searchKeys.results("跑鞋", "priceDesc"))).toBeTruthy();
    expect(queryClient.getQueryData(["content", "config", "keyword"])).toBeTruthy();
    setup({ keyword: "跑鞋", sort: "priceDesc" }, queryClient);
    // rendered from the cache in the first pass, as on the server
    expect(screen.getByRole("heading", { level: 1, name: "搜索" })).toBeTruthy();
    const results = screen.getByRole("region", { name: "相关产品（12）" });
    const prices = within(results)
      .getAllByRole("article")
      .map((card) => Number(/¥([\d,]+\.\d{2})/u.exec(card.textContent ?? "")?.[1]?.replaceAll(",", "")));
    expect(prices).toEqual([719, 709, 699, 689, 679, 669, 659, 649, 639]);
    expect(searchCalls()).toHaveLength(1);
  });

  it("without a keyword the loader asks for no results and the page shows the keyword document's 热门搜索", async () => {
    const queryClient = newQueryClient();
    await loadSearchPage({ queryClient, api: createTestApiClient(server.url), content: demoContentClient() }, {});
    expect(searchCalls()).toEqual([]);
    setup({ keyword: "" }, queryClient);
    expect(screen.getByText("热门搜索")).toBeTruthy();
    expect(screen.getByText("碳板跑鞋")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByPlaceholderText("搜索商品关键字"));
  });

  it("a search and a sort go to the app's callbacks (the URL)", async () => {
    const { onKeywordChange, onSortChange } = setup({ keyword: "" });
    fireEvent.change(screen.getByPlaceholderText("搜索商品关键字"), { target: { value: "跑鞋" } });
    fireEvent.submit(screen.getByPlaceholderText("搜索商品关键字").closest("form")!);
    await waitFor(() => expect(onKeywordChange).toHaveBeenCalledWith("跑鞋"));
    const results = await screen.findByRole("region", { name: "相关产品（12）" });
    fireEvent.click(within(results).getByRole("button", { name: /排序/u }));
    fireEvent.click(screen.getByRole("menuitemradio", { name: "价格从高到低" }));
    expect(onSortChange).toHaveBeenCalledWith("priceDesc");
  });
});
