import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { customerAddressesQueryOptions } from "@xunlan/account";
import { RefundApplyPage } from "@xunlan/orders";
import { requireLogin, useSession } from "@xunlan/session";

interface RefundSearch {
  orderNumber?: string;
}

/** spec §2 /refund?orderNumber=…: apply for a return of a shipped or completed order (members). */
export const Route = createFileRoute("/refund/")({
  // Tracking parameters a shared link carries (utm_*, WeChat's from/isappinstalled) are ignored.
  validateSearch: (search: Record<string, unknown>): RefundSearch => {
    const value = search.orderNumber;
    return (typeof value === "string" || typeof value === "number") && String(value).trim() !== ""
      ? { orderNumber: String(value).trim() }
      : {};
  },
  beforeLoad: ({ context, location }) => requireLogin({ context, location }),
  head: () => ({ meta: [{ title: "申请售后 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: RefundRoute,
});

function RefundRoute() {
  const { api } = Route.useRouteContext();
  const { orderNumber } = Route.useSearch();
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  return (
    <RefundApplyPage
      api={api}
      orderNumber={orderNumber ?? null}
      isLoggedIn={isLoggedIn}
      addressesQuery={customerAddressesQueryOptions(api)}
      onApplied={(returnOrderNumber) => void navigate({ to: "/refund/detail", search: { returnOrderNumber } })}
    />
  );
}
