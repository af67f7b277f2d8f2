import { useQuery } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import type { ApiClient } from "@xunlan/api-client";
import { MemberBoard, type MemberBoardOrder } from "@xunlan/auth-popup";
import { orderListQueryOptions } from "@xunlan/orders";
import { useIsDesktop } from "@xunlan/ui";
import { useSession, useSessionApi } from "../session-provider";

/**
 * spec §2 历史 tile: the member's latest order (one row of orderList) and how many there are,
 * asked for only while `enabled` (the board is on screen).
 */
export function useMemberBoardOrders(
  api: ApiClient,
  enabled: boolean,
): { orderCount: number | null; latestOrder: MemberBoardOrder | null } {
  const { data: orders } = useQuery({ ...orderListQueryOptions(api, "all", { pageNumber: 1, pageSize: 1 }), enabled });
  const latest = orders?.items[0];
  const latestItem = latest?.orderItems[0];
  return {
    orderCount: orders?.count ?? null,
    latestOrder: latest
      ? {
          orderNumber: latest.orderNumber,
          statusText: latest.statusText,
          totalPaid: latest.totalPaid,
          image: latestItem?.image ?? null,
          title: latestItem ? latestItem.styleDisplayNameCn || latestItem.productName : latest.orderNumber,
          quantity: latest.totalQtyOrdered,
        }
      : null,
  };
}

/**
 * The logged-in state of the login popup at the head of /ucenter on a phone (issue 24 §6). A
 * member's tap on the user icon goes to /ucenter (spec §2), so on a phone this is where the
 * board is: 历史 with the orders tile and 查看订单, 完善资料, the masked mobile, 填写我的信息 and
 * 个人资料 (the page's hero greets and holds 退出登录). From 1024 px it is not shown: there the
 * board opens on hovering the user icon. Mount inside {@link SessionProvider} and the router.
 */
export function MemberBoardSection() {
  const api = useSessionApi();
  const session = useSession();
  const navigate = useNavigate();
  const isDesktop = useIsDesktop();
  const { orderCount, latestOrder } = useMemberBoardOrders(api, session.isLoggedIn && !isDesktop);
  if (!session.isLoggedIn || !session.user || isDesktop) return null;
  return (
    <section aria-label="会员看板" className="-mx-5 -mt-8 mb-8 border-b border-grey-200 px-5 py-6 lg:hidden">
      <MemberBoard
        user={session.user}
        orderCount={orderCount}
        latestOrder={latestOrder}
        variant="mobile"
        embedded
        onLogout={() => void session.logout()}
        onNavigate={(path) => void navigate({ href: path })}
      />
    </section>
  );
}
