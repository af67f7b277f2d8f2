import { ArrowIcon, BagIcon, Button, cn } from "@xunlan/ui";
import { formatPrice, IMAGE_WIDTHS, maskMobile, resizeImageUrl } from "@xunlan/validation";
import { type MouseEvent, type ReactNode, useId } from "react";
import type { AuthUser } from "../../lib/types";

/** Where the logged-in board links to (spec §2 routes). */
export const MEMBER_LINKS = {
  ucenter: "/ucenter",
  orders: "/ucenter/orders",
  profile: "/ucenter/member",
} as const;

/** The latest order as the 历史 tile shows it (spec §2 orders tile). */
export interface MemberBoardOrder {
  orderNumber: string;
  /** 待付款, 已发货… */
  statusText: string;
  totalPaid: number;
  /** Its first item's picture. */
  image?: string | null;
  /** Its first item's name. */
  title: string;
  /** Units on the order. */
  quantity: number;
}

/** The member-centre page of one order. */
export const orderHref = (orderNumber: string) => `${MEMBER_LINKS.orders}/${encodeURIComponent(orderNumber)}`;

/** Props of {@link MemberBoard}. */
export interface MemberBoardProps {
  /** The logged-in member. */
  user: AuthUser;
  /** Number of orders for the orders tile; hidden when unknown. */
  orderCount?: number | null;
  /** The latest order: the tile shows it and links to it. Absent: the tile invites to the orders. */
  latestOrder?: MemberBoardOrder | null;
  /** Logs out (spec §4: the app closes the popup, clears user state, leaves /ucenter). */
  onLogout: () => void;
  /** True while logout runs (the button shows a spinner). */
  loggingOut?: boolean;
  /** Client-side navigation; without it links are plain anchors. */
  onNavigate?: (path: string) => void;
  /** Full-pop (desktop) or mobile layout. */
  variant?: "full" | "mobile";
  /**
   * Inside a page that already greets the member and offers 退出登录 (the head of /ucenter on a
   * phone, issue 24 §6): no avatar, greeting or logout; 完善资料 leads to the profile form.
   */
  embedded?: boolean;
}

/** The name the greeting uses: name, WeChat nickname, else the masked mobile (spec §5). */
export function displayName(user: AuthUser): string {
  return user.name?.trim() || user.wechatNick?.trim() || maskMobile(user.cellphone ?? "") || "会员";
}

function NavLink({
  href,
  onNavigate,
  className,
  children,
}: {
  href: string;
  onNavigate?: (path: string) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        if (!onNavigate) return;
        event.preventDefault();
        onNavigate(href);
      }}
    >
      {children}
    </a>
  );
}

/**
 * The logged-in state of the login popup (spec §2): greeting, 完善资料 link to /ucenter, the 历史
 * board with the orders tile and 查看订单, the masked mobile, 填写我的信息 / 个人资料 and 退出登录.
 */
export function MemberBoard({
  user,
  orderCount,
  latestOrder,
  onLogout,
  loggingOut = false,
  onNavigate,
  variant = "full",
  embedded = false,
}: MemberBoardProps) {
  const name = displayName(user);
  const mobile = maskMobile(user.cellphone ?? "");
  const go = (path: string) => () => onNavigate?.(path);
  const initial = Array.from(name)[0] ?? "迅";
  const historyId = useId();
  const HistoryHeading = embedded ? "h2" : "h3";
  return (
    <div className="flex flex-col">
      {embedded ? null : (
        <div className="flex items-center gap-4">
          {user.headImage ? (
            <img src={user.headImage} alt="" className="size-14 shrink-0 rounded-full object-cover" />
          ) : (
            <span
              aria-hidden="true"
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-ink font-display text-xl font-black text-paper"
            >
              {initial}
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="text-2xs font-bold tracking-label text-accent uppercase">
              迅岚会员{user.level != null && user.level !== "" ? ` · ${user.level}` : ""}
            </p>
            <h2 className="truncate font-display text-2xl leading-tight font-black tracking-tight">你好，{name}</h2>
            <NavLink
              href={MEMBER_LINKS.ucenter}
              onNavigate={onNavigate}
              className="mt-0.5 inline-flex items-center gap-1 text-xs font-bold text-grey-600 hover:text-ink"
            >
              完善资料 <ArrowIcon size={14} />
            </NavLink>
          </div>
        </div>
      )}

      <section aria-labelledby={historyId} className={embedded ? undefined : "mt-7"}>
        <div className="flex items-baseline justify-between gap-4">
          {/* Embedded, the board has no greeting heading of its own: 历史 follows the page's h1. */}
          <HistoryHeading id={historyId} className="text-2xs font-bold tracking-label text-grey-500 uppercase">
            历史
          </HistoryHeading>
          {embedded ? (
            <NavLink
              href={MEMBER_LINKS.profile}
              onNavigate={onNavigate}
              className="inline-flex items-center gap-1 text-xs font-bold text-grey-600 hover:text-ink"
            >
              完善资料 <ArrowIcon size={14} />
            </NavLink>
          ) : null}
        </div>
        <div className="mt-3 flex items-center gap-4 bg-canvas p-4">
          {latestOrder?.image ? (
            <img
              src={resizeImageUrl(latestOrder.image, { width: IMAGE_WIDTHS.bagSmall })}
              alt=""
              width={44}
              height={44}
              className="size-11 shrink-0 bg-paper object-cover"
            />
          ) : (
            <span className="flex size-11 shrink-0 items-center justify-center bg-paper">
              <BagIcon size={22} />
            </span>
          )}
          {latestOrder ? (
            <NavLink href={orderHref(latestOrder.orderNumber)} onNavigate={onNavigate} className="group min-w-0 flex-1">
              <span className="block text-2xs font-bold text-accent">最近订单 · {latestOrder.statusText}</span>
              <span className="block truncate text-sm font-bold group-hover:underline">{latestOrder.title}</span>
              <span className="block text-xs text-grey-600 tabular-nums">
                共 {latestOrder.quantity} 件 · {formatPrice(latestOrder.totalPaid)}
                {orderCount != null ? ` · 共 ${orderCount} 笔订单` : ""}
              </span>
            </NavLink>
          ) : (
            <div className="min-w-0 flex-1">
              <p className="text-sm font-bold">我的订单</p>
              <p className="text-xs text-grey-600">
                {orderCount === 0 ? "暂无订单" : orderCount != null ? `共 ${orderCount} 笔订单` : "查看物流、售后与历史订单"}
              </p>
            </div>
          )}
          <Button variant="secondary" size="sm" onClick={go(MEMBER_LINKS.orders)}>
            查看订单
          </Button>
        </div>
      </section>

      <dl className="mt-6 flex items-center justify-between border-y border-grey-200 py-4 text-sm">
        <dt className="text-grey-500">手机号</dt>
        <dd className="font-bold tracking-wide tabular-nums">{mobile || "未绑定"}</dd>
      </dl>

      <div className={cn("mt-6 grid gap-3", variant === "mobile" ? "grid-cols-1" : "grid-cols-2")}>
        <Button variant="primary" onClick={go(MEMBER_LINKS.profile)}>
          填写我的信息
        </Button>
        <Button variant="secondary" onClick={go(MEMBER_LINKS.profile)}>
          个人资料
        </Button>
      </div>
      {embedded ? null : (
        <Button variant="ghost" block loading={loggingOut} onClick={onLogout} className="mt-3 text-grey-600">
          退出登录
        </Button>
      )}
    </div>
  );
}
