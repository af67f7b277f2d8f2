import { ArrowIcon, BagIcon, Button, cn, LoadError, Skeleton } from "@xunlan/ui";
import { formatPrice, IMAGE_WIDTHS, resizeImageUrl } from "@xunlan/validation";
import { type ReactNode, useState } from "react";
import { formatBeijingTime } from "../../lib/after-sale";
import { errorText } from "../../lib/errors";
import {
  canCancel,
  canPay,
  ORDER_MESSAGES as M,
  type MemberOrder,
  ORDER_TABS,
  type OrderTab,
  orderDetailHref,
  orderStatusTone,
} from "../../lib/orders";
import { defaultRenderLink } from "../../lib/render-link";
import type { RenderLink } from "../../lib/types";
import { CANCEL_ORDER_MESSAGES, useCancelOrderDialog } from "../cancel-order/cancel-order";
import { MemberEmptyState } from "../empty-state/empty-state";

/** Props of {@link OrderList}. */
export interface OrderListProps {
  /** The selected status tab. */
  tab: OrderTab;
  /** The tab's orders on this page (orderList), newest first; `null` while loading. */
  orders: readonly MemberOrder[] | null;
  /** Orders of the tab on the server. */
  total?: number;
  /** Page number from 1. */
  page: number;
  pageSize: number;
  error?: boolean;
  onRetry?: () => void;
  /** 去支付 on an unpaid order (the app's payOrder → cashier); absent: no button. */
  onPay?: (order: MemberOrder) => void;
  /**
   * 取消订单 on an unpaid order, with the reason the member chose in the dialog (issue 24); its
   * refusal is shown on the card in Chinese. Absent: no button.
   */
  onCancel?: (order: MemberOrder, reason: string) => Promise<void>;
  /** The order being sent to the cashier (its 去支付 shows busy). */
  payingOrderNumber?: string | null;
  /**
   * 再次购买 on an online order (spec §4, §7 order/reorder: the app's reorder, as on the order
   * detail); its refusal is shown on the card in Chinese. Absent: no button.
   */
  onReorder?: (order: MemberOrder) => Promise<void>;
  /**
   * Whether the 门店订单 tab is shown (default true): false when the brand has no retail POS
   * connected (the gateway's RETAIL_PROVIDER=none), so no tab claims in-store purchases.
   */
  storeOrders?: boolean;
  /** Under 暂无订单: the recommendations of spec §5 location empty_order_list (the app's rail). */
  emptyRecommendations?: ReactNode;
  renderLink?: RenderLink;
}

/** The list URL of a tab and page (what the tabs and the pager link to). */
export function orderListHref(tab: OrderTab, page = 1): string {
  const query = new URLSearchParams();
  if (tab !== "all") query.set("tab", tab);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `/ucenter/orders?${text}` : "/ucenter/orders";
}

const actionClass = "inline-flex min-h-10 items-center justify-center gap-1 px-4 text-sm font-bold";

/**
 * /ucenter/orders (spec §2, §7 orderList): status tabs (全部, 待付款, 待发货, 已发货, 已完成,
 * 售后/退款, 门店订单), each order with its number, time, status, pictures, count and amount,
 * 查看详情, while unpaid 去支付 and 取消订单 (with a reason), and 再次购买 on online orders; a pager; 暂无订单 with recommendations when the member has
 * no order at all.
 */
export function OrderList({
  tab,
  orders,
  total,
  page,
  pageSize,
  error = false,
  onRetry,
  onPay,
  onCancel,
  payingOrderNumber = null,
  onReorder,
  emptyRecommendations,
  renderLink = defaultRenderLink,
  storeOrders = true,
}: OrderListProps) {
  const count = total ?? orders?.length ?? 0;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  let body: ReactNode;
  if (error && orders === null) body = <LoadError onRetry={onRetry} />;
  else if (orders === null)
    body = (
      <output aria-busy="true" aria-label="正在加载订单" className="flex flex-col gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={188} />
        ))}
      </output>
    );
  else if (orders.length === 0 && tab === "all")
    body = (
      <div className="flex flex-col gap-10">
        <MemberEmptyState eyebrow="我的订单" title={M.empty} description={M.emptyDescription} icon={<BagIcon size={28} />} />
        {emptyRecommendations}
      </div>
    );
  else if (orders.length === 0)
    body = <p className="border border-dashed border-grey-300 px-6 py-14 text-center text-sm text-grey-500">{M.emptyTab}</p>;
  else
    body = (
      <ul aria-label="订单列表" className="flex flex-col gap-4">
        {orders.map((order) => (
          <OrderCard
            key={order.orderNumber}
            order={order}
            onPay={onPay}
            onCancel={onCancel}
            paying={payingOrderNumber === order.orderNumber}
            onReorder={onReorder}
            renderLink={renderLink}
          />
        ))}
      </ul>
    );

  return (
    <section aria-labelledby="order-list-title" className="flex flex-col gap-5">
      <header className="flex items-end justify-between gap-4">
        <h2 id="order-list-title" className="font-display text-2xl font-black tracking-tight text-ink">
          {M.listTitle}
        </h2>
        {orders && orders.length > 0 ? <p className="text-sm text-grey-500">共 {count} 个订单</p> : null}
      </header>
      <nav aria-label="订单状态" className="-mx-4 overflow-x-auto px-4 lg:mx-0 lg:px-0">
        <ul className="flex min-w-max gap-1 border-b border-grey-200">
          {ORDER_TABS.filter((t) => storeOrders || t.key !== "store").map((t) => (
            <li key={t.key}>
              {renderLink({
                href: orderListHref(t.key),
                "aria-current": t.key === tab ? "page" : undefined,
                className: cn(
                  "-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm whitespace-nowrap transition-colors lg:px-4",
                  t.key === tab ? "border-ink font-bold text-ink" : "border-transparent text-grey-600 hover:text-ink",
                ),
                children: t.label,
              })}
            </li>
          ))}
        </ul>
      </nav>
      {body}
      {orders && orders.length > 0 && pages > 1 ? (
        <nav aria-label="分页" className="flex items-center justify-center gap-3 text-sm">
          {page > 1 ? (
            renderLink({
              href: orderListHref(tab, page - 1),
              className: cn(actionClass, "border border-grey-300 hover:border-ink"),
              children: "上一页",
            })
          ) : (
            <span className={cn(actionClass, "border border-grey-200 text-grey-300")} aria-disabled="true">
              上一页
            </span>
          )}
          <span className="min-w-16 text-center text-grey-600 tabular-nums">
            第 {page} / {pages} 页
          </span>
          {page < pages ? (
            renderLink({
              href: orderListHref(tab, page + 1),
              className: cn(actionClass, "border border-grey-300 hover:border-ink"),
              children: "下一页",
            })
          ) : (
            <span className={cn(actionClass, "border border-grey-200 text-grey-300")} aria-disabled="true">
              下一页
            </span>
          )}
        </nav>
      ) : null}
    </section>
  );
}

interface OrderCardProps {
  order: MemberOrder;
  onPay?: ((order: MemberOrder) => void) | undefined;
  onCancel?: ((order: MemberOrder, reason: string) => Promise<void>) | undefined;
  paying: boolean;
  onReorder?: ((order: MemberOrder) => Promise<void>) | undefined;
  renderLink: RenderLink;
}

function OrderCard({ order, onPay, onCancel, paying, onReorder, renderLink }: OrderCardProps) {
  const askCancelReason = useCancelOrderDialog();
  const [cancelling, setCancelling] = useState(false);
  const [reordering, setReordering] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reorder = async () => {
    if (!onReorder || reordering) return;
    setReordering(true);
    setError(null);
    try {
      await onReorder(order);
    } catch (e) {
      setError(errorText(e, M.actionFailed));
    } finally {
      setReordering(false);
    }
  };
  const cancel = async () => {
    if (!onCancel || cancelling) return;
    const reason = await askCancelReason();
    if (!reason) return;
    setCancelling(true);
    setError(null);
    try {
      await onCancel(order, reason);
    } catch (e) {
      setError(errorText(e, M.actionFailed));
    } finally {
      setCancelling(false);
    }
  };
  const first = order.orderItems[0];
  const shown = order.orderItems.slice(0, 4);
  return (
    <li className="border border-grey-200 bg-paper">
      <div className="flex flex-wrap items-center justify-between gap-2 border-b border-grey-100 px-4 py-3 lg:px-5">
        <p className="text-xs text-grey-600">
          {order.isStore ? <span className="mr-2 border border-grey-300 px-1.5 py-px text-2xs font-bold text-ink">门店</span> : null}
          订单号 <span className="font-bold text-ink tabular-nums">{order.orderNumber}</span>
          <span className="ml-3 hidden text-grey-500 tabular-nums sm:inline">{formatBeijingTime(order.createdAt)}</span>
        </p>
        <span className={cn("px-2 py-0.5 text-2xs font-bold", orderStatusTone(order.status))}>{order.statusText}</span>
      </div>
      <div className="flex items-center gap-4 px-4 py-4 lg:px-5">
        {shown.length === 1 && first ? (
          <>
            <img
              src={resizeImageUrl(first.image, { width: IMAGE_WIDTHS.bagSmall })}
              alt=""
              width={80}
              height={80}
              className="size-20 shrink-0 bg-canvas object-cover"
            />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <p className="truncate text-sm font-bold text-ink">{first.styleDisplayNameCn || first.productName}</p>
              <p className="text-xs text-grey-500">
                {first.colorNameCn} · 尺码 {first.sizeText} · ×{first.quantity}
              </p>
            </div>
          </>
        ) : (
          <ul aria-label="订单商品" className="flex min-w-0 flex-1 gap-2 overflow-hidden">
            {shown.map((item) => (
              <li key={item.id} className="shrink-0">
                <img
                  src={resizeImageUrl(item.image, { width: IMAGE_WIDTHS.bagSmall })}
                  alt={item.styleDisplayNameCn || item.productName}
                  width={72}
                  height={72}
                  className="size-18 bg-canvas object-cover"
                />
              </li>
            ))}
          </ul>
        )}
        <div className="flex shrink-0 flex-col items-end gap-1">
          <span className="text-2xs text-grey-500">共 {order.totalQtyOrdered} 件</span>
          <span className="text-base font-bold tabular-nums">{formatPrice(order.totalPaid)}</span>
        </div>
      </div>
      {error ? (
        <p role="alert" className="border-t border-grey-100 px-4 pt-2 text-right text-xs text-danger lg:px-5">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2 border-t border-grey-100 px-4 py-2 lg:px-5">
        {onReorder && !order.isStore ? (
          <Button size="sm" variant="secondary" loading={reordering} onClick={() => void reorder()}>
            {M.reorder}
            <span className="sr-only">：{order.orderNumber}</span>
          </Button>
        ) : null}
        {onCancel && canCancel(order) ? (
          <Button size="sm" variant="ghost" loading={cancelling} onClick={() => void cancel()}>
            {CANCEL_ORDER_MESSAGES.action}
            <span className="sr-only">：{order.orderNumber}</span>
          </Button>
        ) : null}
        {onPay && canPay(order) ? (
          <Button size="sm" loading={paying} onClick={() => onPay(order)}>
            {M.pay}
          </Button>
        ) : null}
        {renderLink({
          href: orderDetailHref(order.orderNumber),
          className: "inline-flex min-h-11 items-center gap-1 px-2 text-sm font-bold hover:text-accent",
          children: (
            <>
              {M.viewDetail}
              <span className="sr-only">：{order.orderNumber}</span>
              <ArrowIcon size={14} />
            </>
          ),
        })}
      </div>
    </li>
  );
}
