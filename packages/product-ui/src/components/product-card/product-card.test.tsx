import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { LinkLikeProps } from "@xunlan/ui";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { cards } from "../../fixtures";
import type { ProductColorCard } from "../../lib/types";
import { ProductCard } from "./product-card";

afterEach(cleanup);

// A tagged, full-price colour of a style with more colours.
const base = cards.find((card) => card.productTag && card.slashPrice == null && card.colours.length > 1)!;
const onSale: ProductColorCard = { ...base, price: 559, slashPrice: 799, productTag: { tagName: "限量" } };

describe("ProductCard (spec §2)", () => {
  it("shows English and Chinese names, colour count, tag and price", () => {
    render(<ProductCard product={base} />);
    const card = screen.getByTestId("product-card");
    expect(within(card).getByText(base.productName)).toBeTruthy();
    expect(within(card).getByText(base.styleDisplayNameCn)).toBeTruthy();
    expect(within(card).getByText(`${base.colours.length} 种颜色`)).toBeTruthy();
    expect(within(card).getByText(base.productTag!.tagName)).toBeTruthy();
    expect(card.querySelector("s")).toBeNull();
  });

  it("strikes the original price through only when marked down", () => {
    render(<ProductCard product={onSale} />);
    expect(screen.getByTestId("product-card").querySelector("s")?.textContent).toContain("¥799.00");
  });

  it("links name, images and colour dots to /products/{styleSlug}/{productSlug} through the link component", () => {
    const Link = vi.fn<(props: LinkLikeProps) => ReactNode>(({ href, children, ...rest }: LinkLikeProps) => (
      <a data-router="" href={href} {...rest}>
        {children}
      </a>
    ));
    render(<ProductCard product={base} linkComponent={Link} />);
    const nameLink = screen.getByRole("link", { name: new RegExp(base.productName) });
    expect(nameLink.getAttribute("href")).toBe(`/products/${base.styleSlug}/${base.productSlug}`);
    expect(nameLink.hasAttribute("data-router")).toBe(true);
    const other = base.colours.find((colour) => colour.productId !== base.productId)!;
    expect(screen.getByRole("link", { name: other.colorNameCn }).getAttribute("href")).toBe(
      `/products/${base.styleSlug}/${other.productSlug}`,
    );
  });

  it("calls onToggleFavorite(productId, next) and reflects the controlled state", () => {
    const onToggle = vi.fn<(id: string, next: boolean) => void>();
    const { rerender } = render(<ProductCard product={base} onToggleFavorite={onToggle} />);
    const heart = screen.getByRole("button", { name: "收藏" });
    expect(heart.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(heart);
    expect(onToggle).toHaveBeenCalledWith(base.productId, true);
    rerender(<ProductCard product={base} isFavorite onToggleFavorite={onToggle} />);
    expect(heart.getAttribute("aria-pressed")).toBe("true");
    fireEvent.click(heart);
    expect(onToggle).toHaveBeenLastCalledWith(base.productId, false);
  });

  it("hides the heart without a callback", () => {
    render(<ProductCard product={base} />);
    expect(screen.queryByRole("button", { name: "收藏" })).toBeNull();
  });

  it("resizes images to the card width and loads lazily unless priority", () => {
    const { container, rerender } = render(<ProductCard product={onSale} />);
    const images = () => [...container.querySelectorAll<HTMLImageElement>("a[aria-hidden] img")];
    expect(images()[0]!.getAttribute("src")).toBe(`${onSale.images[0]}?w=1536`);
    expect(images().every((img) => img.getAttribute("loading") === "lazy")).toBe(true);
    rerender(<ProductCard product={onSale} priority />);
    expect(images()[0]!.getAttribute("loading")).toBe("eager");
    expect(images()[0]!.getAttribute("fetchpriority")).toBe("high");
    // The other shots mount when the pointer comes over the pictures, and load lazily.
    fireEvent.pointerEnter(container.querySelector("a[aria-hidden]")!);
    expect(images()[1]!.getAttribute("loading")).toBe("lazy");
  });

  it("puts only the cover in the first render; the other shots mount on interest", () => {
    const { container } = render(<ProductCard product={base} />);
    const track = container.querySelector<HTMLElement>("a[aria-hidden]")!;
    const images = () => track.querySelectorAll("img").length;
    expect(base.images.length).toBeGreaterThan(1);
    expect(images()).toBe(1);
    // The slots keep their places, so the swipe positions do not move.
    expect(track.children).toHaveLength(base.images.length);
    fireEvent.touchStart(track);
    expect(images()).toBe(base.images.length);
  });

  it("leaves the script-only arrows out of the server HTML", async () => {
    const { renderToString } = await import("react-dom/server");
    const html = renderToString(<ProductCard product={base} />);
    expect(html).toContain('data-testid="card-dots"');
    expect(html).not.toContain("下一张");
    render(<ProductCard product={base} />);
    expect(screen.getByRole("button", { name: "下一张" })).toBeTruthy();
  });

  it("mounts the other shots when the arrows move the swiper", () => {
    const { container } = render(<ProductCard product={base} />);
    fireEvent.click(screen.getByRole("button", { name: "下一张" }));
    expect(container.querySelectorAll("a[aria-hidden] img")).toHaveLength(base.images.length);
  });

  it("moves the image swiper with the arrows and disables them at the ends", () => {
    render(<ProductCard product={base} />);
    const prev = screen.getByRole("button", { name: "上一张" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "下一张" }) as HTMLButtonElement;
    const active = () => screen.getByTestId("card-dots").querySelectorAll("[data-active]").length;
    expect(prev.disabled).toBe(true);
    expect(active()).toBe(1);
    for (let i = 1; i < base.images.length; i++) fireEvent.click(next);
    expect(next.disabled).toBe(true);
    expect(prev.disabled).toBe(false);
  });
});
