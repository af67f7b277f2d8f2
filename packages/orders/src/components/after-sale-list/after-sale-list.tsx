import { ArrowIcon, Button, cn, LoadError, ServiceIcon, Skeleton } from "@xunlan/ui";
import { formatPrice } from "@xunlan/validation";
import { type AfterSaleRecord, formatBeijingTime, formatPickup, AFTER_SALE_MESSAGES as M } from "../../lib/after-sale";
import { defaultRenderLink } from "../../lib/render-link";
import { thumbnailSources } from "../../lib/thumbnails";
import type { RenderLink } from "../../lib/types";
import { MemberEmptyState } from "../empty-state/empty-state";

/** Props of {@link AfterSaleList}. */
export interface AfterSaleListProps {
  /** The member's returns (afterSaleList), newest first; `null` while loading. */
  items: readonly AfterSaleRecord[] | null;
  /** All returns on the server; 加载更多 shows while fewer are loaded. */
  total?: number;
  onLoadMore?: () => void;
  loadingMore?: boolean;
  error?: boolean;
  onRetry?: () => void;
  renderLink?: RenderLink;
}

/** The detail page of a return. */
export const afterSaleDetailHref = (returnOrderNumber: string) =>
  `/refund/detail?returnOrderNumber=${encodeURIComponent(returnOrderNumber)}`;

/** Badge colours per return status. */
export function statusTone(status: string): string {
  if (status === "applied") return "bg-accent text-paper";
  if (status === "refunding") return "bg-ink text-paper";
  if (status === "refunded") return "bg-grey-100 text-ink";
  // grey-600: 6.0:1 on grey-100 (grey-500 was 4.1:1, axe color-contrast)
  return "bg-grey-100 text-grey-600";
}

/**
 * /ucenter/after (spec §2 after-sales): the member's returns, newest first — number, status,
 * the items, the refund and the pickup slot, each linking to /refund/detail; the empty state
 * 暂无售后记录.
 */
export function AfterSaleList({
  items,
  total,
  onLoadMore,
  loadingMore = false,
  error = false,
  onRetry,
  renderLink = defaultRenderLink,
}: AfterSaleListProps) {
  if (error && items === null) return <LoadError onRetry={onRetry} />;
  if (items === null) {
    return (
      <output aria-busy="true" aria-label="正在加载售后记录" className="flex flex-col gap-4">
        {Array.from({ length: 3 }, (_, i) => (
          <Skeleton key={i} height={148} />
        ))}
      </output>
    );
  }
  if (items.length === 0) {
    return <MemberEmptyState eyebrow="售后服务" title={M.empty} description={M.emptyDescription} icon={<ServiceIcon size={28} />} />;
  }
  const count = total ?? items.length;
  return (
    <section aria-labelledby="after-sale-list-title" className="flex flex-col gap-5">
      <header className="flex items-end justify-between gap-4">
        <h2 id="after-sale-list-title" className="font-display text-2xl font-black tracking-tight text-ink">
          {M.listTitle}
        </h2>
        <p className="text-sm text-grey-500">共 {count} 条</p>
      </header>
      <ul aria-label="售后记录" className="flex flex-col gap-4">
        {items.map((record) => {
          const first = record.items[0];
          return (
            <li key={record.returnOrderNumber} className="border border-grey-200 bg-paper">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-grey-100 px-4 py-3 lg:px-5">
                <p className="text-xs text-grey-600">
                  售后单号 <span className="font-bold text-ink tabular-nums">{record.returnOrderNumber}</span>
                  <span className="ml-3 hidden text-grey-500 tabular-nums sm:inline">{formatBeijingTime(record.createdAt)}</span>
                </p>
                <span className={cn("px-2 py-0.5 text-2xs font-bold", statusTone(record.status))}>{record.statusText}</span>
              </div>
              <div className="flex gap-4 px-4 py-4 lg:px-5">
                {first ? (
                  <img
                    {...thumbnailSources(first.image, 80)}
                    alt=""
                    width={80}
                    height={80}
                    decoding="async"
                    className="size-20 shrink-0 bg-canvas object-cover"
                  />
                ) : null}
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <p className="truncate text-sm font-bold text-ink">
                    {first ? first.styleDisplayNameCn || first.productName : ""}
                    {record.items.length > 1 ? <span className="font-normal text-grey-500"> 等 {record.items.length} 件商品</span> : null}
                  </p>
                  {first ? (
                    <p className="text-xs text-grey-500">
                      {first.colorNameCn} · 尺码 {first.sizeText} · 退货 {record.totalQuantity} 件
                    </p>
                  ) : null}
                  <p className="text-xs text-grey-500">
                    {record.status === "applied"
                      ? `预约取件：${formatPickup(record.pickupDate, record.pickupTimeSpan)}`
                      : `退货原因：${record.reason}`}
                  </p>
                </div>
                <div className="hidden shrink-0 flex-col items-end justify-center gap-1 sm:flex">
                  <span className="text-2xs text-grey-500">退款金额</span>
                  <span className="text-base font-bold tabular-nums">{formatPrice(record.refundAmount)}</span>
                </div>
              </div>
              <div className="flex items-center justify-between gap-3 border-t border-grey-100 px-4 py-2 lg:px-5">
                <span className="text-sm tabular-nums sm:hidden">
                  退款 <b>{formatPrice(record.refundAmount)}</b>
                </span>
                <span className="hidden text-xs text-grey-500 tabular-nums sm:inline">订单号 {record.orderNumber}</span>
                {renderLink({
                  href: afterSaleDetailHref(record.returnOrderNumber),
                  className: "inline-flex min-h-11 items-center gap-1 text-sm font-bold hover:text-accent",
                  children: (
                    <>
                      {M.viewDetail}
                      <span className="sr-only">：{record.returnOrderNumber}</span>
                      <ArrowIcon size={14} />
                    </>
                  ),
                })}
              </div>
            </li>
          );
        })}
      </ul>
      {items.length < count && onLoadMore ? (
        <div className="flex justify-center">
          <Button variant="secondary" onClick={onLoadMore} loading={loadingMore} className="min-w-48">
            加载更多
          </Button>
        </div>
      ) : null}
    </section>
  );
}
