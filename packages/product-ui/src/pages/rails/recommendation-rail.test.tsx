import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import type { ContentClient } from "@xunlan/cms-content";
import { afterEach, describe, expect, it } from "vitest";
import { useCatalogServer } from "../../test/catalog-server";
import { type CatalogContextValue, CatalogProvider } from "../catalog-context";
import { RecommendationRail, railProducts } from "./recommendation-rail";
import { recommendationRailOptions } from "./recommendation-rail-options";

const catalog = useCatalogServer();
afterEach(cleanup);

/** A recmd document with one block at `cart` (XLT2-001 enabled, XLT3-001 not). */
const RECMD = [
  {
    location: "cart",
    product_type: "Shoes",
    title: "搭配推荐",
    sub_title: "与购物袋里的商品相配",
    items: [
      { color: { product_id: "XLT2-001", enable_at_website: true } },
      { color: { product_id: "XLT3-001", enable_at_website: false } },
    ],
  },
];

function renderRail(ui: React.ReactNode) {
  const content = { getConfig: async () => RECMD } as unknown as ContentClient;
  const value: CatalogContextValue = {
    api: catalog.api,
    content,
    favoriteIds: [],
    toggleFavorite: () => {},
    bag: { addToBag: async () => {}, pending: false },
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <CatalogProvider value={value}>{ui}</CatalogProvider>
    </QueryClientProvider>,
  );
}

const railCalls = () => catalog.server.calls.filter((call) => call.field === "productColors" || call.field === "searchProductColors");

describe("RecommendationRail (spec §5 recommendation locations)", () => {
  it("shows the location's block titles and its products, filled with new arrivals, leaving out the page's own", async () => {
    renderRail(<RecommendationRail location="cart" excludeProductIds={["XLT2-001"]} />);
    expect(await screen.findByRole("heading", { name: "搭配推荐" })).toBeTruthy();
    expect(screen.getByText("与购物袋里的商品相配")).toBeTruthy();
    const all = await new QueryClient().fetchQuery(recommendationRailOptions(catalog.api, RECMD, "cart").options);
    expect(all[0]?.productId).toBe("XLT2-001");
    // one slide per style, none of the excluded one's
    await waitFor(() => expect(screen.getAllByRole("group")).toHaveLength(railProducts(all, ["XLT2-001"], []).length));
    expect(railCalls().length).toBeGreaterThan(0);
  });

  it("a sub-title of null hides the document's (a bag that already ships free, issue 26 §8)", async () => {
    renderRail(<RecommendationRail location="cart" subtitle={null} />);
    expect(await screen.findByRole("heading", { name: "搭配推荐" })).toBeTruthy();
    expect(screen.queryByText("与购物袋里的商品相配")).toBeNull();
  });

  it("falls back to 为你推荐 where the document has no block for the location", async () => {
    renderRail(<RecommendationRail location="empty_order_list" />);
    expect(await screen.findByRole("heading", { name: "为你推荐" })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole("group").length).toBeGreaterThan(0));
  });
});

describe("recommendationRailOptions", () => {
  it("picks the location's enabled ids and asks for 9 cards", async () => {
    const { recommendation, options } = recommendationRailOptions(catalog.api, RECMD, "cart");
    expect(recommendation?.productIds).toEqual(["XLT2-001"]);
    const products = await new QueryClient().fetchQuery(options);
    expect(products[0]?.productId).toBe("XLT2-001");
    expect(products.length).toBeLessThanOrEqual(9);
  });
});

describe("railProducts (issue 26 §8)", () => {
  const card = (productId: string, styleSku: string) => ({ productId, styleSku });
  it("keeps one colour per style and none of the page's styles or colours", () => {
    const cards = [card("A-1", "A"), card("A-2", "A"), card("B-1", "B"), card("C-1", "C"), card("D-1", "D")];
    expect(railProducts(cards, ["D-1"], ["B"]).map((c) => c.productId)).toEqual(["A-1", "C-1"]);
    expect(railProducts(cards, [], []).map((c) => c.productId)).toEqual(["A-1", "B-1", "C-1", "D-1"]);
  });
});
