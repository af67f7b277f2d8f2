import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_FAVORITES } from "../../fixtures/member";
import type { MemberFavorite, RenderLinkProps } from "../../lib/types";
import { FavoritesGrid } from "./favorites-grid";

const card = (item: MemberFavorite) => <div data-testid="card">商品 {item.productId}</div>;

describe("FavoritesGrid", () => {
  it("shows the empty state with 去逛逛 linking home", () => {
    render(<FavoritesGrid items={[]} total={0} renderProductCard={card} />);
    expect(screen.getByText("你还没有收藏任何商品")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去逛逛" }).getAttribute("href")).toBe("/");
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
  });

  it("renders the 去逛逛 link through renderLink", () => {
    const renderLink = vi.fn<(props: RenderLinkProps) => React.ReactNode>((props: RenderLinkProps) => (
      <a href={`#router${props.href}`} className={props.className}>
        {props.children}
      </a>
    ));
    render(<FavoritesGrid items={[]} renderProductCard={card} renderLink={renderLink} />);
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: "/" }));
    expect(screen.getByRole("link", { name: "去逛逛" }).getAttribute("href")).toBe("#router/");
  });

  it("renders every favourite through renderProductCard and pages with 加载更多", async () => {
    const onLoadMore = vi.fn<(page: { pageNumber: number; pageSize: number }) => Promise<void>>(async () => {});
    render(<FavoritesGrid items={SAMPLE_FAVORITES} total={14} pageSize={6} renderProductCard={card} onLoadMore={onLoadMore} />);
    expect(screen.getAllByTestId("card").map((c) => c.textContent)).toEqual(SAMPLE_FAVORITES.map((f) => `商品 ${f.productId}`));
    expect(screen.getByText("共 14 件商品")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "加载更多" }));
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledWith({ pageNumber: 2, pageSize: 6 }));
  });

  it("says 暂无更多数据 after the last page", () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ id: i, productId: i }));
    render(<FavoritesGrid items={many} total={14} pageSize={12} renderProductCard={card} />);
    expect(screen.queryByRole("button", { name: "加载更多" })).toBeNull();
    expect(screen.getByText("暂无更多数据")).toBeTruthy();
  });

  it("shows a retry when the first page fails", () => {
    const onRetry = vi.fn<() => void>();
    render(<FavoritesGrid items={null} error onRetry={onRetry} renderProductCard={card} />);
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it("reports a failed next page without losing the list", async () => {
    render(
      <FavoritesGrid
        items={SAMPLE_FAVORITES}
        total={20}
        renderProductCard={card}
        onLoadMore={() => Promise.reject(new Error("timeout"))}
      />,
    );
    fireEvent.click(screen.getByRole("button", { name: "加载更多" }));
    expect((await screen.findByRole("alert")).textContent).toBe("加载失败，请稍后再试");
    expect(screen.getAllByTestId("card")).toHaveLength(6);
  });
});
