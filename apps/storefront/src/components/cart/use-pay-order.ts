import { useMutation } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { payOrderMutationOptions } from "@xunlan/cart";
import { usePopup } from "@xunlan/ui";

/**
 * 去支付 / 重新支付: spec §7 payOrder, then the cashier; it returns to /success for the order.
 * Shared by /success and the member's orders. A refusal shows its Chinese message as a toast.
 */
export function usePayOrder() {
  const { api } = useRouteContext({ from: "__root__" });
  const popup = usePopup();
  const pay = useMutation(payOrderMutationOptions(api));
  return {
    pay: (orderNumber: string) =>
      pay.mutate(
        { orderNumber, returnUrl: `/success?orderNumber=${encodeURIComponent(orderNumber)}` },
        {
          onSuccess: (cashier) => window.location.assign(cashier.cashierUrl),
          onError: (error) => popup.toast(error.message || "支付发起失败，请重试"),
        },
      ),
    /** The order being sent to the cashier, or null. */
    payingOrderNumber: pay.isPending ? (pay.variables?.orderNumber ?? null) : null,
  };
}
