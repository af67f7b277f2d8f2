import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { SAMPLE_AFTER_SALES } from "../../fixtures/after-sale";
import { AfterSaleList } from "./after-sale-list";

describe("AfterSaleList (/ucenter/after)", () => {
  it("lists each return with its number, status and refund, linking to its detail", () => {
    render(<AfterSaleList items={SAMPLE_AFTER_SALES} total={3} />);
    const rows = within(screen.getByRole("list", { name: "售后记录" })).getAllByRole("listitem");
    expect(rows.map((row) => within(row).getByText(/^XR/).textContent)).toEqual(SAMPLE_AFTER_SALES.map((r) => r.returnOrderNumber));
    expect(rows.map((row) => within(row).getByText(/^(待取件|已退款|已取消)$/).textContent)).toEqual(["待取件", "已退款", "已取消"]);
    expect(within(rows[0]!).getByText("预约取件：12月31日 周四 09:00-12:00")).toBeTruthy();
    expect(
      within(rows[0]!)
        .getByRole("link", { name: /查看详情/ })
        .getAttribute("href"),
    ).toBe("/refund/detail?returnOrderNumber=XR2026122112345678");
    expect(screen.getByText("共 3 条")).toBeTruthy();
  });

  it("says 暂无售后记录 with a way to the shop when there is none", () => {
    render(<AfterSaleList items={[]} total={0} />);
    expect(screen.getByRole("heading", { name: "暂无售后记录" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /去逛逛/ }).getAttribute("href")).toBe("/");
  });

  it("shows a busy placeholder while loading and 重试 after a failure", () => {
    const { rerender } = render(<AfterSaleList items={null} />);
    expect(screen.getByLabelText("正在加载售后记录").getAttribute("aria-busy")).toBe("true");
    rerender(<AfterSaleList items={null} error onRetry={() => {}} />);
    expect(screen.getByRole("button", { name: "重试" })).toBeTruthy();
  });
});
