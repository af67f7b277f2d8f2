import { createFileRoute } from "@tanstack/react-router";
import { AfterSaleDetailPage } from "@xunlan/orders";
import { requireLogin, useSession } from "@xunlan/session";

interface RefundDetailSearch {
  returnOrderNumber?: string;
}

/** spec §2 /refund/detail?returnOrderNumber=…: one of the member's returns, with 取消申请. */
export const Route = createFileRoute("/refund/detail")({
  validateSearch: (search: Record<string, unknown>): RefundDetailSearch => {
    const value = search.returnOrderNumber;
    return (typeof value === "string" || typeof value === "number") && String(value).trim() !== ""
      ? { returnOrderNumber: String(value).trim() }
      : {};
  },
  beforeLoad: ({ context, location }) => requireLogin({ context, location }),
  head: () => ({ meta: [{ title: "售后详情 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: RefundDetailRoute,
});

function RefundDetailRoute() {
  const { api } = Route.useRouteContext();
  const { returnOrderNumber } = Route.useSearch();
  const { isLoggedIn } = useSession();
  return <AfterSaleDetailPage api={api} returnOrderNumber={returnOrderNumber ?? null} isLoggedIn={isLoggedIn} />;
}
