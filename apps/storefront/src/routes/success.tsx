import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { orderQueryOptions, SuccessPage } from "@xunlan/cart";
import { cancelOrderMutationOptions, orderDetailHref, useCancelOrderDialog, useOrderPointsNote } from "@xunlan/orders";
import { requireLogin } from "@xunlan/session";
import { Anchor, Container } from "@xunlan/ui";

interface SuccessSearch {
  orderNumber?: string;
}

/** spec §2 /success?orderNumber=…: the order after the cashier (members; the order is theirs). */
export const Route = createFileRoute("/success")({
  validateSearch: (search: Record<string, unknown>): SuccessSearch =>
    typeof search.orderNumber === "string" && search.orderNumber !== "" ? { orderNumber: search.orderNumber } : {},
  beforeLoad: ({ context, location }) => requireLogin({ context, location }),
  loaderDeps: ({ search }) => ({ orderNumber: search.orderNumber }),
  loader: async ({ context: { queryClient, api }, deps }) => {
    if (deps.orderNumber) await queryClient.ensureQueryData(orderQueryOptions(api, deps.orderNumber)).catch(() => undefined);
  },
  head: () => ({ meta: [{ title: "支付结果 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: SuccessRoute,
});

function SuccessRoute() {
  const { api } = Route.useRouteContext();
  const { orderNumber } = Route.useSearch();
  const queryClient = useQueryClient();
  // Issue 24: an unpaid order can be cancelled here too, with the reason asked as on /ucenter/orders.
  const askCancelReason = useCancelOrderDialog();
  const cancel = useMutation(cancelOrderMutationOptions(api, queryClient));
  const points = useOrderPointsNote(api, orderNumber ?? "");
  if (!orderNumber) {
    return (
      <Container className="flex flex-col items-center gap-4 py-24 text-center">
        <h1 className="font-display text-3xl font-black tracking-tight">未找到订单</h1>
        <Anchor href="/ucenter/orders" variant="underline">
          查看我的订单
        </Anchor>
      </Container>
    );
  }
  return (
    <SuccessPage
      client={api}
      orderNumber={orderNumber}
      ordersHref={orderDetailHref(orderNumber)}
      shopHref="/"
      onCancelOrder={async (number) => {
        const reason = await askCancelReason();
        if (reason) await cancel.mutateAsync({ orderNumber: number, reason });
      }}
      // issue 24 §2: what the paid order will earn in points, a row of the summary.
      renderPoints={() => points}
    />
  );
}
