import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_ORDER_POINTS } from "../../fixtures/points";
import { orderPointsText } from "../../lib/points";
import { OrderPointsNote } from "./order-points-note";

describe("an order's points line (issue 24 §2)", () => {
  it("says what the order will earn, then what it earned and what returns took back", () => {
    expect(orderPointsText(SAMPLE_ORDER_POINTS)).toBe("订单完成后可得 2,432 积分");
    expect(orderPointsText({ points: 1598, rate: 2, credited: true, reversed: 602 })).toBe("已获得 1,598 积分（退货扣回 602）");
    expect(orderPointsText({ points: 1216, rate: 1, credited: true, reversed: 0 })).toBe("已获得 1,216 积分");
    // A cancelled order (or one below 1 yuan) earns none: no line at all.
    expect(orderPointsText({ points: 0, rate: 1, credited: false, reversed: 0 })).toBeNull();
  });

  it("marks 积分翻倍 only for an order that earns at a promotion's rate", () => {
    const { rerender, container } = render(<OrderPointsNote points={SAMPLE_ORDER_POINTS} />);
    expect(screen.getByTestId("order-points").textContent).toBe("积订单完成后可得 2,432 积分积分翻倍");
    rerender(<OrderPointsNote points={{ ...SAMPLE_ORDER_POINTS, rate: 1, points: 1216 }} />);
    expect(screen.queryByText("积分翻倍")).toBeNull();
    rerender(<OrderPointsNote points={{ points: 0, rate: 1, credited: false, reversed: 0 }} />);
    expect(container.textContent).toBe("");
  });
});
