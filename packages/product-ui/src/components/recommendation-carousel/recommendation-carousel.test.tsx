import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { cards } from "../../fixtures";
import { RecommendationCarousel } from "./recommendation-carousel";

afterEach(cleanup);

describe("RecommendationCarousel (spec §2, §9)", () => {
  it("shows title, subtitle and one slide per product", () => {
    render(<RecommendationCarousel title="为你推荐" subtitle="根据你的浏览" products={cards.slice(0, 5)} />);
    expect(screen.getByRole("heading", { name: "为你推荐" })).toBeTruthy();
    expect(screen.getByText("根据你的浏览")).toBeTruthy();
    expect(screen.getAllByRole("group").map((slide) => slide.getAttribute("aria-label"))).toEqual([
      "1 / 5",
      "2 / 5",
      "3 / 5",
      "4 / 5",
      "5 / 5",
    ]);
  });

  it("disables prev at the start and next at the end (3 per view)", () => {
    render(<RecommendationCarousel title="为你推荐" products={cards.slice(0, 7)} />);
    const prev = screen.getByRole("button", { name: "上一组" }) as HTMLButtonElement;
    const next = screen.getByRole("button", { name: "下一组" }) as HTMLButtonElement;
    expect(prev.disabled).toBe(true);
    expect(next.disabled).toBe(false);
    fireEvent.click(next); // 0 → 3
    expect(prev.disabled).toBe(false);
    expect(next.disabled).toBe(false);
    fireEvent.click(next); // 3 → 4 (clamped: last full view)
    expect(next.disabled).toBe(true);
    fireEvent.click(prev);
    fireEvent.click(prev);
    expect(prev.disabled).toBe(true);
  });

  it("both buttons are disabled when everything fits in one view", () => {
    render(<RecommendationCarousel title="为你推荐" products={cards.slice(0, 3)} />);
    expect((screen.getByRole("button", { name: "上一组" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "下一组" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves with the arrow keys when focus is inside", () => {
    render(<RecommendationCarousel title="为你推荐" products={cards.slice(0, 6)} />);
    const region = screen.getByRole("region", { name: "为你推荐" });
    fireEvent.keyDown(region, { key: "ArrowRight" });
    expect((screen.getByRole("button", { name: "下一组" }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(region, { key: "ArrowLeft" });
    expect((screen.getByRole("button", { name: "上一组" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("uses 312 px slides by default and 258 px in search/fixed mode", () => {
    const { container, rerender } = render(<RecommendationCarousel title="t" products={cards.slice(0, 4)} />);
    const section = () => container.querySelector("section")!;
    expect(section().style.getPropertyValue("--slide-w")).toBe("312px");
    expect(section().style.getPropertyValue("--gap")).toBe("16px");
    expect(section().style.getPropertyValue("--view-w")).toBe(`${3 * 312 + 2 * 16}px`);
    rerender(<RecommendationCarousel title="t" mode="search" products={cards.slice(0, 4)} />);
    expect(section().style.getPropertyValue("--slide-w")).toBe("258px");
  });

  it("renders skeletons while loading and nothing when empty", () => {
    const { container, rerender } = render(<RecommendationCarousel title="t" products={[]} loading />);
    expect(screen.getAllByTestId("product-card-skeleton")).toHaveLength(3);
    rerender(<RecommendationCarousel title="t" products={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
