import { createFileRoute } from "@tanstack/react-router";
import { BagIcon } from "@xunlan/ui";
import { MemberEmptyState } from "@xunlan/ucenter";

/** /ucenter/orders (spec §2): the orders list arrives with the orders issue; until then, none. */
export const Route = createFileRoute("/ucenter/orders")({
  head: () => ({ meta: [{ title: "我的订单 | 迅岚 XUNLAN 官方商城" }] }),
  component: () => (
    <MemberEmptyState
      eyebrow="ORDERS"
      title="暂无订单"
      description="您还没有下过订单，去看看新品与人气跑鞋吧。"
      icon={<BagIcon size={28} />}
    />
  ),
});
