/** The child pages of /ucenter (spec §2). */
export type UcenterSection = "member" | "orders" | "after" | "favorites" | "points";

/** The member-centre tabs in display order, with their Chinese labels and paths (spec §2). */
export const UCENTER_SECTIONS: ReadonlyArray<{ key: UcenterSection; label: string; href: string }> = [
  { key: "member", label: "个人资料", href: "/ucenter/member" },
  { key: "orders", label: "我的订单", href: "/ucenter/orders" },
  { key: "after", label: "售后服务", href: "/ucenter/after" },
  { key: "favorites", label: "我的收藏", href: "/ucenter/favorites" },
  // issue 24 §2: the points history and the levels.
  { key: "points", label: "我的积分", href: "/ucenter/points" },
];

/** An order's page in 我的订单 (the points history links each change to its order). */
export const orderDetailHref = (orderNumber: string) => `/ucenter/orders/${encodeURIComponent(orderNumber)}`;

/** The section a pathname belongs to (`/ucenter` alone is the profile), or null outside /ucenter. */
export function sectionForPath(pathname: string): UcenterSection | null {
  const match = /^\/ucenter(?:\/([^/?#]*))?(?:[/?#]|$)/.exec(pathname);
  if (!match) return null;
  const key = match[1] || "member";
  return UCENTER_SECTIONS.some((s) => s.key === key) ? (key as UcenterSection) : null;
}
