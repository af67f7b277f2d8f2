import { createFileRoute } from "@tanstack/react-router";
import { ServiceIcon } from "@xunlan/ui";
import { MemberEmptyState } from "@xunlan/ucenter";

/** /ucenter/after (spec §2 after-sales): the records arrive with the after-sale issue; until then, none. */
export const Route = createFileRoute("/ucenter/after")({
  head: () => ({ meta: [{ title: "售后服务 | 迅岚 XUNLAN 官方商城" }] }),
  component: () => (
    <MemberEmptyState
      eyebrow="RETURNS"
      title="暂无售后记录"
      description="订单签收后可在这里申请退换货，进度也会显示在这里。"
      icon={<ServiceIcon size={28} />}
    />
  ),
});
