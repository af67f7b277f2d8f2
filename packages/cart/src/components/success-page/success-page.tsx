import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Container } from "@xunlan/ui";
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
}

/**
 * The /success page (spec §2): where the cashier returns. Polls the order until it is paid or
 * cancelled (expired, or given up in the cashier) and says which; 重新支付 opens the cashier again.
 */
export function SuccessPage({ client, orderNumber, ordersHref, shopHref, openCashier }: SuccessPageProps) {
  const order = useQuery(orderQueryOptions(client, orderNumber));
  const { pay } = usePayOrder(client, { openCashier });
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
      />
    </Container>
  );
}
