import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { GuestOrderPage } from "@xunlan/orders";

interface GuestOrderDetailSearch {
  orderNumber?: string;
}

/** spec §2 /guest-order-detail: the orders (or one, ?orderNumber=) of the mobile a guest proved. */
export const Route = createFileRoute("/guest-order-detail")({
  validateSearch: (search: Record<string, unknown>): GuestOrderDetailSearch => {
    const value = search.orderNumber;
    return (typeof value === "string" || typeof value === "number") && String(value).trim() !== ""
      ? { orderNumber: String(value).trim() }
      : {};
  },
  head: () => ({ meta: [{ title: "订单详情 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: GuestOrderDetailRoute,
});

function GuestOrderDetailRoute() {
  const navigate = useNavigate();
  const { api } = Route.useRouteContext();
  const { orderNumber } = Route.useSearch();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 lg:py-12">
      <GuestOrderPage api={api} orderNumber={orderNumber ?? null} onSearchAgain={() => void navigate({ to: "/guest-search-order" })} />
    </div>
  );
}
