import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { RecentlyViewedRail } from "./recently-viewed-rail";

afterEach(cleanup);

const card = (item: { productId: string; name: string }) => <a href={`/p/${item.productId}`}>{item.name}</a>;

describe("ucenter 最近浏览", () => {
  it("lists the colours in the order given (newest first)", () => {
    render(
      <RecentlyViewedRail
        items={[
          { productId: "B", name: "疾风跑鞋 2" },
          { productId: "A", name: "轻岚 T 恤" },
        ]}
        renderProductCard={card}
      />,
    );
    const section = screen.getByRole("region", { name: "最近浏览" });
    expect(
      within(section)
        .getAllByRole("link")
        .map((a) => a.textContent),
    ).toEqual(["疾风跑鞋 2", "轻岚 T 恤"]);
  });

  it("shows placeholders while loading and nothing when there is no history", () => {
    const { rerender } = render(<RecentlyViewedRail items={null} renderProductCard={card} />);
    expect(screen.getByLabelText("正在加载最近浏览").getAttribute("aria-busy")).toBe("true");
    rerender(<RecentlyViewedRail items={[]} renderProductCard={card} />);
    expect(screen.queryByRole("region", { name: "最近浏览" })).toBeNull();
  });
});
