import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, configure, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { ContentClient } from "@xunlan/cms-content";
import { PopupProvider } from "@xunlan/ui";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useCatalogServer } from "../../test/catalog-server";
import { CatalogProvider } from "../catalog-context";
import { loadColorSize } from "./color-size-loader";
import { ColorSizePage } from "./color-size-page";
import { validateColorSizeSearch } from "./color-size-search";

// A loaded machine answers the first request (guest token, then the query) slowly.
configure({ asyncUtilTimeout: 15_000 });

const catalog = useCatalogServer();
afterEach(cleanup);

const content = {} as ContentClient;
const newQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe("validateColorSizeSearch", () => {
  it("keeps styleSku and productId, drops blank ones and anything else", () => {
    expect(validateColorSizeSearch({ styleSku: "XLT1", productId: "", utm_source: "wx" })).toEqual({ styleSku: "XLT1" });
    expect(validateColorSizeSearch({ productId: 42 })).toEqual({ productId: "42" });
  });
});

describe("loadColorSize", { timeout: 60_000 }, () => {
  it("finds the style by ?styleSku= or by ?productId='s colour, and titles the page with its name", async () => {
    expect(await loadColorSize({ queryClient: newQueryClient(), api: catalog.api, content }, { styleSku: "XLT1" })).toEqual({
      styleKey: "XLT1",
      title: "选择颜色和尺码 · 测试跑鞋 XLT1 | 迅岚 XUNLAN 官方商城",
    });
    expect((await loadColorSize({ queryClient: newQueryClient(), api: catalog.api, content }, { productId: "XLT2-002" }))?.styleKey).toBe(
      "XLT2",
    );
  });

  it("is null without a style (the route's 未找到该商品)", async () => {
    expect(await loadColorSize({ queryClient: newQueryClient(), api: catalog.api, content }, {})).toBeNull();
    expect(await loadColorSize({ queryClient: newQueryClient(), api: catalog.api, content }, { styleSku: "NOPE" })).toBeNull();
  });
});

describe("ColorSizePage (spec §2 /products/colorSize)", { timeout: 60_000 }, () => {
  async function setup(productId?: string) {
    const queryClient = newQueryClient();
    await loadColorSize({ queryClient, api: catalog.api, content }, { styleSku: "XLT1" });
    const addToBag = vi.fn<(ean: string) => Promise<unknown>>(async () => true);
    render(
      <QueryClientProvider client={queryClient}>
        <PopupProvider>
          <CatalogProvider
            value={{ api: catalog.api, content, favoriteIds: [], toggleFavorite: () => {}, bag: { addToBag, pending: false } }}
          >
            <Suspense fallback={null}>
              <ColorSizePage styleKey="XLT1" productId={productId} />
            </Suspense>
          </CatalogProvider>
        </PopupProvider>
      </QueryClientProvider>,
    );
    return addToBag;
  }

  it("shows the chosen colour, the colours as links to this page and the product page's link", async () => {
    await setup("XLT1-002");
    expect(screen.getByRole("heading", { level: 1, name: "选择颜色和尺码" })).toBeTruthy();
    const current = screen.getByRole("link", { current: "page" });
    expect(current.textContent).toBe("白");
    expect(current.getAttribute("href")).toBe("/products/colorSize?styleSku=XLT1&productId=XLT1-002");
    expect(screen.getByRole("link", { name: "黑" }).getAttribute("href")).toBe("/products/colorSize?styleSku=XLT1&productId=XLT1-001");
    expect(screen.getByRole("link", { name: "查看商品详情" }).getAttribute("href")).toBe("/products/style-1/style-1-c2");
  });

  it("确定 asks for a size first (请选择尺码), then adds the chosen size to the bag", async () => {
    const addToBag = await setup();
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    expect((await screen.findByTestId("toast")).textContent).toBe("请选择尺码");
    expect(addToBag).not.toHaveBeenCalled();
    const radios = await screen.findAllByRole("radio");
    const inStock = radios.find((radio) => !(radio as HTMLInputElement).disabled)!;
    fireEvent.click(inStock);
    fireEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(addToBag).toHaveBeenCalledTimes(1));
    expect(addToBag.mock.calls[0]![0]).toMatch(/^69/);
  });
});
