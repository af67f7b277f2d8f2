import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Container, usePopup } from "@xunlan/ui";
import { useState } from "react";
import { usePayOrder, type UsePayOrderOptions } from "../../hooks/use-pay-order";
import { orderPaymentState, orderQueryOptions } from "../../queries/cart-queries";
import { OrderResult } from "../order-result/order-result";

/** Props of {@link SuccessPage}. */
export interface SuccessPageProps {
  client: ApiClient;
  orderNumber: string;
  /** The member's page of this order (查看订单). */
  ordersHref: string;
  /** Where 继续购物 leads. */
  shopHref: string;
  /** Opens the cashier for 重新支付; defaults to `window.location.assign`. */
  openCashier?: UsePayOrderOptions["openCashier"];
  /**
   * 取消订单 of the unpaid order (issue 24): the app asks the reason and cancels; resolves once it
   * is cancelled (or the shopper kept it), rejects with the gateway's refusal. Absent: no button.
   */
  onCancelOrder?: (orderNumber: string) => Promise<void>;
}

/**
 * The /success page (spec §2): where the cashier returns. Polls the order until it is paid or
 * cancelled (expired, or given up in the cashier) and says which; 重新支付 opens the cashier again,
 * 取消订单 (when the app wires it) cancels the unpaid order and the page then says 订单已取消.
 */
export function SuccessPage({ client, orderNumber, ordersHref, shopHref, openCashier, onCancelOrder }: SuccessPageProps) {
  const order = useQuery(orderQueryOptions(client, orderNumber));
  const { pay } = usePayOrder(client, { openCashier });
  const popup = usePopup();
  const [cancelling, setCancelling] = useState(false);
  const cancel = async () => {
    if (!onCancelOrder || cancelling) return;
    setCancelling(true);
    try {
      await onCancelOrder(orderNumber);
      await order.refetch();
    } catch (error) {
      popup.toast(error instanceof Error && error.message ? error.message : "操作失败，请稍后再试");
    } finally {
      setCancelling(false);
    }
  };
  const state = order.isPending ? "pending" : orderPaymentState(order.data ?? null);
  return (
    <Container className="py-14 lg:py-24">
      <OrderResult
        state={state}
        orderNumber={orderNumber}
        amount={order.data?.totalPaid ?? null}
        expiresAt={order.data?.paymentExpireAt ?? null}
        ordersHref={ordersHref}
        shopHref={shopHref}
        onPayAgain={() => pay(orderNumber)}
        onCancel={onCancelOrder ? () => void cancel() : undefined}
        cancelling={cancelling}
      />
    </Container>
  );
}
