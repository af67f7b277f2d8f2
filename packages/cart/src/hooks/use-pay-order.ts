import { useMutation } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { usePopup } from "@xunlan/ui";
import { successHref } from "../lib/links";
import { payOrderMutationOptions } from "../queries/cart-queries";

/** Options of {@link usePayOrder}. */
export interface UsePayOrderOptions {
  /** Opens the cashier's page; defaults to `window.location.assign` (stories and tests pass their own). */
  openCashier?: (cashierUrl: string) => void;
}

/** What {@link usePayOrder} returns. */
export interface PayOrder {
  /** Sends the order to the cashier. */
  pay: (orderNumber: string) => void;
  /** The order being sent to the cashier, or null. */
  payingOrderNumber: string | null;
}

const assign = (cashierUrl: string) => window.location.assign(cashierUrl);

/**
 * 去支付 / 重新支付: spec §7 payOrder, then the cashier; it returns to /success for the order.
 * Shared by /success and the member's orders. A refusal shows its Chinese message as a toast
 * (needs ui's `PopupProvider`).
 */
export function usePayOrder(client: ApiClient, { openCashier = assign }: UsePayOrderOptions = {}): PayOrder {
  const popup = usePopup();
  const pay = useMutation(payOrderMutationOptions(client));
  return {
    pay: (orderNumber: string) =>
      pay.mutate(
        { orderNumber, returnUrl: successHref(orderNumber) },
        {
          onSuccess: (cashier) => openCashier(cashier.cashierUrl),
          onError: (error) => popup.toast(error.message || "支付发起失败，请重试"),
        },
      ),
    payingOrderNumber: pay.isPending ? (pay.variables?.orderNumber ?? null) : null,
  };
}
