import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Container, usePopup } from "@xunlan/ui";
import { type ReactNode, useState } from "react";
import { type UsePayOrderOptions, usePayOrder } from "../../hooks/use-pay-order";
import { orderPaymentState, orderQueryOptions } from "../../queries/cart-queries";
import { OrderResult } from "../order-result/order-result";
import { OrderSummary, type SuccessOrder } from "./order-summary";

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
  /**
   * The points the order earned (issue 24 §2): a slot the app fills once points exist; rendered
   * as the summary's last row. Absent or null: no row.
   */
  renderPoints?: (order: SuccessOrder) => ReactNode;
}

/**
 * The /success page (spec §2): where the cashier returns. Polls the order until it is paid or
 * cancelled (expired, or given up in the cashier) and says which; 重新支付 opens the cashier again,
 * 取消订单 (when the app wires it) cancels the unpaid order and the page then says 订单已取消.
 * Under the result (issue 26 §7): the items as picked, the address or pickup store, the expected
 * delivery of a paid order and, when the app fills the slot, the points earned.
 */
export function SuccessPage({ client, orderNumber, ordersHref, shopHref, openCashier, onCancelOrder, renderPoints }: SuccessPageProps) {
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
      >
        {order.data && state !== "unknown" ? <OrderSummary order={order.data} points={renderPoints?.(order.data)} /> : null}
      </OrderResult>
    </Container>
  );
}
