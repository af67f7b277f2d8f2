import { useMutation, useQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import { OrderResult, orderPaymentState, orderQueryOptions, payOrderMutationOptions } from "@xunlan/cart";
import { Container, usePopup } from "@xunlan/ui";

/**
 * /success (spec §2): where the cashier returns. Polls the order until it is paid or
 * cancelled (expired, or given up in the cashier) and says which.
 */
export function SuccessPage({ orderNumber }: { orderNumber: string }) {
  const { api } = useRouteContext({ from: "__root__" });
  const popup = usePopup();
  const order = useQuery(orderQueryOptions(api, orderNumber));
  const pay = useMutation(payOrderMutationOptions(api));
  const state = order.isPending ? "pending" : orderPaymentState(order.data ?? null);
  return (
    <Container className="py-14 lg:py-24">
      <OrderResult
        state={state}
        orderNumber={orderNumber}
        amount={order.data?.totalPaid ?? null}
        expiresAt={order.data?.paymentExpireAt ?? null}
        ordersHref="/ucenter/orders"
        shopHref="/"
        onPayAgain={() =>
          pay.mutate(
            { orderNumber, returnUrl: `/success?orderNumber=${encodeURIComponent(orderNumber)}` },
            {
              onSuccess: (cashier) => window.location.assign(cashier.cashierUrl),
              onError: (error) => popup.toast(error.message || "支付发起失败，请重试"),
            },
          )
        }
      />
    </Container>
  );
}
