import { useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { usePopup } from "@xunlan/ui";
import { ReorderSummary, reorderHasChanges, reorderHeadline } from "../components/reorder-summary/reorder-summary";
import { reorderMutationOptions } from "../queries/cart-queries";

/** Options of {@link useReorder}. */
export interface UseReorderOptions {
  /** Opens the bag (/cart) once something went back into it. */
  goToBag: () => void | Promise<void>;
}

/**
 * 再次购买 (spec §7 order/reorder): the order back into the bag (the badge refreshes through the
 * ["cart"] queries), then what changed — prices, sold-out sizes, fewer units — in a dialog, and
 * the bag. When nothing could go back the shopper stays on the order. A refusal rejects (the
 * order page shows its Chinese message). Needs ui's `PopupProvider`.
 */
export function useReorder(client: ApiClient, { goToBag }: UseReorderOptions): (orderNumber: string) => Promise<void> {
  const queryClient = useQueryClient();
  const popup = usePopup();
  return async (orderNumber: string): Promise<void> => {
    const options = reorderMutationOptions(client, queryClient);
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
    await goToBag();
  };
}
