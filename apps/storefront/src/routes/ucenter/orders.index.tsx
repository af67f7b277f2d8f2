import { useQuery } from "@tanstack/react-query";
import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { usePayOrder, useReorder } from "@xunlan/cart";
import { OrderListPage, type OrderTab, parseOrderTab } from "@xunlan/orders";
import { RecommendationRail } from "@xunlan/product-ui/pages";
import { useSession } from "@xunlan/session";
import { ALL_FEATURES, gatewayFeaturesQueryOptions } from "../../lib/gateway-features";

interface OrdersSearch {
  tab?: OrderTab;
  page?: number;
}

/** /ucenter/orders?tab=…&page=… (spec §2, §7 orderList): the member's orders by status tab. */
export const Route = createFileRoute("/ucenter/orders/")({
  // Tracking parameters a shared link carries (utm_*, WeChat's from/isappinstalled) are ignored.
  validateSearch: (search: Record<string, unknown>): OrdersSearch => {
    const tab = parseOrderTab(search.tab);
    const page = Number(search.page);
    return {
      ...(tab === "all" ? {} : { tab }),
      ...(Number.isInteger(page) && page > 1 && page <= 1000 ? { page } : {}),
    };
  },
  head: () => ({ meta: [{ title: "我的订单 | 迅岚 XUNLAN 官方商城" }] }),
  component: OrdersRoute,
});

function OrdersRoute() {
  const { api } = Route.useRouteContext();
  const { tab = "all", page = 1 } = Route.useSearch();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const { pay, payingOrderNumber } = usePayOrder(api);
  const reorder = useReorder(api, { goToBag: () => navigate({ to: "/cart" }) });
  // 门店订单 only with a retail POS (the gateway's RETAIL_PROVIDER is not none).
  const { data: features = ALL_FEATURES } = useQuery(gatewayFeaturesQueryOptions());
  return (
    <OrderListPage
      api={api}
      isLoggedIn={isLoggedIn}
      tab={tab}
      page={page}
      onPay={(order) => pay(order.orderNumber)}
      payingOrderNumber={payingOrderNumber}
      onReorder={(order) => reorder(order.orderNumber)}
      emptyRecommendations={<RecommendationRail location="empty_order_list" />}
      storeOrders={features.retail}
    />
  );
}
