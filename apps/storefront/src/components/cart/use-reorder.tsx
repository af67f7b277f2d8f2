import { useQueryClient } from "@tanstack/react-query";
import { useNavigate, useRouteContext } from "@tanstack/react-router";
import { ReorderSummary, reorderHasChanges, reorderHeadline, reorderMutationOptions } from "@xunlan/cart";
import { usePopup } from "@xunlan/ui";

/**
 * 再次购买 (spec §7 order/reorder): the order back into the bag (the badge refreshes through the
 * ["cart"] queries), then what changed — prices, sold-out sizes, fewer units — in a dialog, and
 * the bag. When nothing could go back the shopper stays on the order. A refusal rejects (the
 * order page shows its Chinese message).
 */
export function useReorder() {
  const { api } = useRouteContext({ from: "__root__" });
  const queryClient = useQueryClient();
  const popup = usePopup();
  const navigate = useNavigate();
  return async (orderNumber: string): Promise<void> => {
    const options = reorderMutationOptions(api, queryClient);
    const result = await queryClient.getMutationCache().build(queryClient, options).execute(orderNumber);
    if (result.addedQuantity === 0) {
      await popup.alert({ title: "再次购买", content: <ReorderSummary result={result} /> });
      return;
    }
    if (reorderHasChanges(result)) {
      await popup.alert({ title: "再次购买", content: <ReorderSummary result={result} />, confirmText: "去购物袋" });
    } else {
      popup.toast(reorderHeadline(result));
    }
    await navigate({ to: "/cart" });
  };
}
