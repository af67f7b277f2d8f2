import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cards } from "../../fixtures";
import { ProductGrid } from "./product-grid";

afterEach(cleanup);

describe("ProductGrid", () => {
  it("renders a card per product, first ones with priority", () => {
    const { container } = render(<ProductGrid products={cards.slice(0, 6)} priorityCount={2} />);
    expect(screen.getAllByTestId("product-card")).toHaveLength(6);
    const covers = [...container.querySelector("ul")!.children].map((li) =>
      li.querySelector("a[aria-hidden] img")!.getAttribute("loading"),
    );
    expect(covers).toEqual(["eager", "eager", "lazy", "lazy", "lazy", "lazy"]);
  });

  it("hydrates the priority cards at once and the later ones when they come near the viewport", () => {
    const { container } = render(<ProductGrid products={cards.slice(0, 6)} priorityCount={2} />);
    const deferred = [...container.querySelector("ul")!.children].map((li) =>
      li.firstElementChild?.hasAttribute("data-hydrate-when-visible"),
    );
    expect(deferred).toEqual([false, false, true, true, true, true]);
    // the wrapper takes no box: the card stays the grid cell's content
    expect((container.querySelector("[data-hydrate-when-visible]") as HTMLElement).style.display).toBe("contents");
  });

  it("2 columns on mobile, 3 on desktop, 4 on request", () => {
    const { container, rerender } = render(<ProductGrid products={cards.slice(0, 2)} />);
    expect(container.querySelector("ul")!.className).toMatch(/grid-cols-2.*lg:grid-cols-3/);
    rerender(<ProductGrid products={cards.slice(0, 2)} columns={4} />);
    expect(container.querySelector("ul")!.className).toContain("xl:grid-cols-4");
  });

  it("shows skeletons while loading (appended to a loaded page) and the empty slot", () => {
    const { rerender } = render(<ProductGrid products={[]} loading skeletonCount={4} />);
    expect(screen.getAllByTestId("product-card-skeleton")).toHaveLength(4);
    rerender(<ProductGrid products={cards.slice(0, 3)} loading skeletonCount={3} />);
    expect(screen.getAllByTestId("product-card")).toHaveLength(3);
    expect(screen.getAllByTestId("product-card-skeleton")).toHaveLength(3);
    rerender(<ProductGrid products={[]} empty={<p>暂无商品</p>} />);
    expect(screen.getByText("暂无商品")).toBeTruthy();
  });

  it("marks favourites from favoriteIds", () => {
    render(<ProductGrid products={cards.slice(0, 2)} favoriteIds={[cards[1]!.productId]} onToggleFavorite={() => {}} />);
    expect(screen.getAllByRole("button", { name: "收藏" }).map((b) => b.getAttribute("aria-pressed"))).toEqual(["false", "true"]);
  });
});
