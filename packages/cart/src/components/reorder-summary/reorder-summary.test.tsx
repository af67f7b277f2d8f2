import { QueryClient } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import type { ApiClient } from "@xunlan/api-client";
import { describe, expect, it, vi } from "vitest";
import { SAMPLE_REORDER } from "../../fixtures/reorder-summary";
import { cartKeys, reorderMutationOptions } from "../../queries/cart-queries";
import { ReorderSummary, reorderHasChanges, reorderHeadline } from "./reorder-summary";

// The first render pays for loading React and the package on a busy machine.
describe("ReorderSummary (再次购买)", { timeout: 30_000 }, () => {
  it("lists only the lines that changed, each with its Chinese message, and counts the rest", () => {
    render(<ReorderSummary result={SAMPLE_REORDER} />);
    expect(screen.getByText("已将 3 件商品加入购物袋")).toBeTruthy();
    const rows = within(screen.getByRole("list", { name: "商品变化" })).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "迅岚 云步 女子缓震跑鞋曜石黑 · 尺码 265（US 8.5）价格由 ¥1,099.00 变为 ¥999.00",
      "迅岚 速干短袖 T 恤曜石黑 · 尺码 265（US 8.5）库存或限购数量不足，仅加入 1 件（原购买 3 件）",
      "迅岚 轻量防风外套曜石黑 · 尺码 265（US 8.5）该尺码已售罄，未加入购物袋",
    ]);
    expect(screen.getByText("其余 1 种商品已按原数量加入")).toBeTruthy();
  });

  it("says when nothing could go back, and whether anything changed", () => {
    expect(reorderHeadline({ addedQuantity: 0 })).toBe("商品均已售罄或下架，未加入购物袋");
    expect(reorderHasChanges(SAMPLE_REORDER)).toBe(true);
    expect(reorderHasChanges({ lines: [SAMPLE_REORDER.lines[0]!] })).toBe(false);
  });

  it("reorderMutationOptions sends the order number and refreshes the bag and its badge", async () => {
    const request = vi.fn<(...args: unknown[]) => Promise<unknown>>(async () => ({ reorder: SAMPLE_REORDER }));
    const api = { request } as unknown as ApiClient;
    const queryClient = new QueryClient();
    queryClient.setQueryData(cartKeys.bag(), { stale: true });
    const options = reorderMutationOptions(api, queryClient);
    const result = await queryClient.getMutationCache().build(queryClient, options).execute("XL20261220123456");
    expect(result.addedQuantity).toBe(3);
    expect(request.mock.calls[0]![1]).toEqual({ orderNumber: "XL20261220123456" });
    expect(queryClient.getQueryData(cartKeys.count())).toBe(5);
    expect(queryClient.getQueryState(cartKeys.bag())?.isInvalidated).toBe(true);
  });
});
