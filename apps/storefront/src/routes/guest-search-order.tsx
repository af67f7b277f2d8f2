import { createFileRoute, useNavigate } from "@tanstack/react-router";
import { MemberAuthLayout } from "@xunlan/auth-popup";
import { GuestOrderSearch, saveGuestOrderAccess } from "@xunlan/orders";

/** spec §2 /guest-search-order: a guest proves a mobile by SMS and sees that mobile's orders. */
export const Route = createFileRoute("/guest-search-order")({
  head: () => ({ meta: [{ title: "查询订单 | 迅岚 XUNLAN 官方商城" }, { name: "robots", content: "noindex" }] }),
  component: GuestSearchOrderPage,
});

function GuestSearchOrderPage() {
  const navigate = useNavigate();
  const { api } = Route.useRouteContext();
  return (
    <MemberAuthLayout
      eyebrow="非会员订单"
      title="查询订单"
      subtitle="未登录也可查询：验证下单手机号或收货人手机号，即可查看该手机号的订单。"
    >
      <GuestOrderSearch
        api={api}
        onVerified={(access) => {
          saveGuestOrderAccess(access);
          void navigate({ to: "/guest-order-detail" });
        }}
      />
    </MemberAuthLayout>
  );
}
