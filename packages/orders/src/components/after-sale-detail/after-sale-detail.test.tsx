import { fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { PopupProvider } from "@xunlan/ui";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_AFTER_SALE, SAMPLE_AFTER_SALES } from "../../fixtures/after-sale";
import { AfterSaleDetail } from "./after-sale-detail";

const renderDetail = (props: Parameters<typeof AfterSaleDetail>[0]) =>
  render(
    <PopupProvider>
      <AfterSaleDetail {...props} />
    </PopupProvider>,
  );

describe("AfterSaleDetail (/refund/detail)", () => {
  it("shows the status, the pickup slot and address (mobile masked), the items and the refund", () => {
    renderDetail({ record: SAMPLE_AFTER_SALE, onCancel: vi.fn<() => Promise<void>>(async () => {}) });
    expect(screen.getByTestId("after-sale-status").textContent).toBe("待取件");
    expect(screen.getByText("12月31日 周四 09:00-12:00")).toBeTruthy();
    expect(screen.getByText("139****5678")).toBeTruthy();
    expect(screen.getByTestId("return-order-number").textContent).toBe("XR2026122112345678");
    expect(screen.getByText("迅岚 疾风 5 代 男子跑鞋")).toBeTruthy();
    expect(screen.getAllByText("¥899.00").length).toBeGreaterThan(0);
    expect(screen.getByText("2026-12-21 10:15")).toBeTruthy();
    const steps = within(screen.getByRole("list", { name: "售后进度" })).getAllByRole("listitem");
    expect(steps.map((s) => s.getAttribute("aria-current"))).toEqual(["step", null, null, null]);
  });

  it("取消申请 asks first, then calls afterSaleCancel and says so", async () => {
    const onCancel = vi.fn<() => Promise<void>>(async () => {});
    renderDetail({ record: SAMPLE_AFTER_SALE, onCancel });
    fireEvent.click(screen.getByRole("button", { name: "取消申请" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText("确定要取消该售后申请吗？")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "再想想" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "取消申请" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定取消" }));
    await waitFor(() => expect(onCancel).toHaveBeenCalledTimes(1));
    expect(await screen.findByText("售后申请已取消")).toBeTruthy();
  });

  it("shows the refusal when the cancel fails, and no 取消申请 once the return cannot be withdrawn", async () => {
    const onCancel = vi.fn<() => Promise<void>>(async () => {
      throw new Error("售后单状态为「退款中」，不能变为「已取消」");
    });
    const { unmount } = renderDetail({ record: SAMPLE_AFTER_SALE, onCancel });
    fireEvent.click(screen.getByRole("button", { name: "取消申请" }));
    fireEvent.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "确定取消" }));
    expect((await screen.findByRole("alert")).textContent).toBe("售后单状态为「退款中」，不能变为「已取消」");
    unmount();
    renderDetail({ record: SAMPLE_AFTER_SALES[2]!, onCancel });
    expect(screen.getByTestId("after-sale-status").textContent).toBe("已取消");
    expect(screen.queryByRole("button", { name: "取消申请" })).toBeNull();
    expect(screen.queryByRole("list", { name: "售后进度" })).toBeNull();
  });
});
