import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { usePayOrder, useReorder } from "@xunlan/cart";
import { OrderDetailPage } from "@xunlan/orders";
import { useSession } from "@xunlan/session";

/** /ucenter/orders/{orderNumber} (spec §2, §7 orderDetail): one of the member's orders. */
export const Route = createFileRoute("/ucenter/orders/$orderNumber")({
  head: ({ params }) => ({ meta: [{ title: `订单 ${params.orderNumber} | 迅岚 XUNLAN 官方商城` }] }),
  component: OrderDetailRoute,
});

function OrderDetailRoute() {
  const { api } = Route.useRouteContext();
  const { orderNumber } = Route.useParams();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const { pay, payingOrderNumber } = usePayOrder(api);
  const reorder = useReorder(api, { goToBag: () => navigate({ to: "/cart" }) });
  return (
    <OrderDetailPage
      api={api}
      isLoggedIn={isLoggedIn}
      orderNumber={orderNumber}
      onPay={(order) => pay(order.orderNumber)}
      paying={payingOrderNumber === orderNumber}
      onReorder={(order) => reorder(order.orderNumber)}
    />
  );
}
