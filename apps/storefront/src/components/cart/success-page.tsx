import { useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { OrderResult, orderPaymentState, orderQueryOptions } from "@xunlan/cart";
import { orderDetailHref } from "@xunlan/ucenter";
import { Container } from "@xunlan/ui";
import { usePayOrder } from "./use-pay-order";

/**
 * /success (spec §2): where the cashier returns. Polls the order until it is paid or
 * cancelled (expired, or given up in the cashier) and says which.
 */
export function SuccessPage({ orderNumber }: { orderNumber: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const order = useQuery(orderQueryOptions(api, orderNumber));
  const { pay } = usePayOrder();
  const state = order.isPending ? "pending" : orderPaymentState(order.data ?? null);
  return (
    <Container className="py-14 lg:py-24">
      <OrderResult
        state={state}
        orderNumber={orderNumber}
        amount={order.data?.totalPaid ?? null}
        expiresAt={order.data?.paymentExpireAt ?? null}
        ordersHref={orderDetailHref(orderNumber)}
        shopHref="/"
        onPayAgain={() => pay(orderNumber)}
      />
    </Container>
  );
}
