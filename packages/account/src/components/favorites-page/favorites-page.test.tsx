import { QueryClient, QueryClientProvider, queryOptions } from "@tanstack/react-query";
import { cleanup, configure, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createTestApiClient, type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { PopupProvider } from "@xunlan/ui";
import type { ReactNode } from "react";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { FavoritesPage } from "./favorites-page";

// A loaded machine answers the first request (guest token, then the query) slowly.
configure({ asyncUtilTimeout: 15_000 });

// The member's favourites through the contract (schema.graphql, real validation), newest first.
const FAVORITES = Array.from({ length: 14 }, (_, i) => ({
  id: `fav-${i + 1}`,
  memberUid: "m-1",
  productId: `XL26RS${String(i + 1).padStart(4, "0")}-001`,
  createdAt: "2026-11-20T08:00:00.000Z",
}));
/** The third favourite's colour left the catalogue: the cards' answer leaves it out. */
const DELISTED = FAVORITES[2]!.productId;

let server: SchemaServer;
let favorites = FAVORITES;
beforeAll(async () => {
  server = await startSchemaServer({
    Query: {
      memberProductFavoriteList: (_r: unknown, args: { pageNumber: number; pageSize: number }) => ({
        items: favorites.slice((args.pageNumber - 1) * args.pageSize, args.pageNumber * args.pageSize),
        count: favorites.length,
        pageNumber: args.pageNumber,
        pageSize: args.pageSize,
      }),
    },
    Mutation: { webAuthorization: () => ({ token: "t", expiresAt: "2030-01-01T00:00:00.000Z" }) },
  });
});
afterAll(() => server.close());
beforeEach(() => {
  server.reset();
  favorites = FAVORITES;
});
afterEach(cleanup);

interface Card {
  productId: string;
  name: string;
}

function setup(isLoggedIn = true, recommendations?: ReactNode) {
  const api = createTestApiClient(server.url);
  const cardRequests: string[][] = [];
  // The app's card query (product-ui's productColorsQueryOptions in the storefront): one request per step.
  const cardsQueryOptions = (ids: string[]) =>
    queryOptions({
      queryKey: ["cards", ids] as const,
      queryFn: async (): Promise<Card[]> => {
        cardRequests.push(ids);
        return ids.filter((id) => id !== DELISTED).map((id) => ({ productId: id, name: `卡片 ${id}` }));
      },
    });
  const onRemove = vi.fn<(productId: string) => void>();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <PopupProvider>
        <FavoritesPage
          api={api}
          isLoggedIn={isLoggedIn}
          cardsQueryOptions={cardsQueryOptions}
          renderProductCard={(card) => <article aria-label={card.name}>{card.name}</article>}
          onRemove={onRemove}
          recommendations={recommendations}
        />
      </PopupProvider>
    </QueryClientProvider>,
  );
  return { cardRequests, onRemove, queryClient };
}

const listCalls = () => server.calls.filter((call) => call.field === "memberProductFavoriteList");

describe("FavoritesPage (spec §2 /ucenter/favorites)", { timeout: 60_000 }, () => {
  it("asks for nothing before the member is signed in (the loading skeleton shows)", () => {
    const { cardRequests, queryClient } = setup(false);
    expect(screen.getByRole("status", { name: "正在加载收藏" })).toBeTruthy();
    // a mounted, enabled query would be fetching by now (render runs the effects)
    expect(queryClient.isFetching()).toBe(0);
    expect(listCalls()).toEqual([]);
    expect(cardRequests).toEqual([]);
  });

  it("the first 12 favourites newest first, their cards in one request; a delisted one reads 商品已下架 with 取消收藏", async () => {
    const { cardRequests, onRemove } = setup();
    const list = await screen.findByRole("list", { name: "收藏的商品" });
    expect(screen.getByText("共 14 件商品")).toBeTruthy();
    const shown = within(list).getAllByRole("listitem");
    expect(shown).toHaveLength(12);
    expect(shown[0]!.textContent).toBe(`卡片 ${FAVORITES[0]!.productId}`);
    expect(cardRequests).toEqual([FAVORITES.slice(0, 12).map((f) => f.productId)]);
    expect(listCalls().map((call) => call.args)).toEqual([{ pageNumber: 1, pageSize: 12 }]);
    expect(within(shown[2]!).getByText("商品已下架")).toBeTruthy();
    expect(within(shown[2]!).getByText(DELISTED)).toBeTruthy();
    fireEvent.click(within(shown[2]!).getByRole("button", { name: "取消收藏" }));
    expect(onRemove).toHaveBeenCalledWith(DELISTED);
  });

  it("加载更多 asks for the first 24 and shows all 14, keeping the first cards meanwhile; then 暂无更多数据", async () => {
    const { cardRequests } = setup();
    const list = await screen.findByRole("list", { name: "收藏的商品" });
    fireEvent.click(screen.getByRole("button", { name: "加载更多" }));
    expect(within(list).getAllByRole("listitem")).toHaveLength(12);
    await waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(14));
    expect(listCalls().map((call) => call.args)).toEqual([
      { pageNumber: 1, pageSize: 12 },
      { pageNumber: 1, pageSize: 24 },
    ]);
    expect(cardRequests.at(-1)).toEqual(FAVORITES.map((f) => f.productId));
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
    expect(screen.getByText("暂无更多数据")).toBeTruthy();
  });

  it("no favourites: 你还没有收藏任何商品 with 去逛逛, and no card request", async () => {
    favorites = [];
    const { cardRequests } = setup();
    expect(await screen.findByText("你还没有收藏任何商品")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去逛逛" }).getAttribute("href")).toBe("/");
    expect(cardRequests).toEqual([]);
  });

  it("spec §5 wishlist: the recommendations follow the list once it has loaded, also under an empty one", async () => {
    favorites = [];
    setup(false, <section aria-label="为你推荐">推荐</section>);
    expect(screen.queryByRole("region", { name: "为你推荐" })).toBeNull();
    cleanup();
    setup(true, <section aria-label="为你推荐">推荐</section>);
    expect(await screen.findByText("你还没有收藏任何商品")).toBeTruthy();
    expect(screen.getByRole("region", { name: "为你推荐" })).toBeTruthy();
  });
});
