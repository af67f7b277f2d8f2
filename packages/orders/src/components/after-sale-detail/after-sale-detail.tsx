import { Button, CheckIcon, cn, usePopup } from "@xunlan/ui";
import { formatPrice, formatRegion, maskMobile } from "@xunlan/validation";
import { useState } from "react";
import { type AfterSaleRecord, formatBeijingTime, formatPickup, AFTER_SALE_MESSAGES as M } from "../../lib/after-sale";
import { errorText } from "../../lib/errors";
import { defaultRenderLink } from "../../lib/render-link";
import { thumbnailSources } from "../../lib/thumbnails";
import type { RenderLink } from "../../lib/types";
import { statusTone } from "../after-sale-list/after-sale-list";

/** Props of {@link AfterSaleDetail}. */
export interface AfterSaleDetailProps {
  record: AfterSaleRecord;
  /** Sends afterSaleCancel; shown only while the return can be withdrawn (canCancel). */
  onCancel: () => Promise<void>;
  renderLink?: RenderLink;
}

const STEPS = ["提交申请", "上门取件", "退款中", "退款完成"] as const;

/** How far a return has come on {@link STEPS} (cancelled: only the application). */
function reached(status: string): number {
  if (status === "refunded") return 4;
  if (status === "refunding") return 3;
  return 1;
}

const HEADLINE: Record<string, string> = {
  applied: "快递员将按预约时间上门取件，请提前打包好商品",
  refunding: "退货已入库，退款将原路退回",
  refunded: "退款已原路退回，请留意支付账户",
  cancelled: "售后申请已取消，如有需要可重新申请",
};

/**
 * /refund/detail (spec §2): a return's status with its progress, the pickup slot and address,
 * the items, reason, remark and refund; 取消申请 (after a confirmation) withdraws it while it
 * waits for pickup, and the page shows 已取消 once the gateway agreed.
 */
export function AfterSaleDetail({ record, onCancel, renderLink = defaultRenderLink }: AfterSaleDetailProps) {
  const popup = usePopup();
  const [cancelling, setCancelling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const step = reached(record.status);
  const cancelled = record.status === "cancelled";

  const cancel = async () => {
    if (cancelling) return;
    const ok = await popup.confirm({
      title: M.cancel,
      content: M.cancelConfirm,
      confirmText: "确定取消",
      cancelText: "再想想",
      danger: true,
    });
    if (!ok) return;
    setCancelling(true);
    setError(null);
    try {
      await onCancel();
      popup.toast(M.cancelled);
    } catch (e) {
      setError(errorText(e, "取消失败，请稍后再试"));
    } finally {
      setCancelling(false);
    }
  };

  return (
    <article aria-labelledby="after-sale-detail-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 border border-grey-200 bg-paper p-5 lg:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 id="after-sale-detail-title" className="font-display text-2xl font-black tracking-tight text-ink">
            {M.detailTitle}
          </h1>
          <span data-testid="after-sale-status" className={cn("px-2.5 py-1 text-xs font-bold", statusTone(record.status))}>
            {record.statusText}
          </span>
        </div>
        <p className="text-sm text-grey-600">{HEADLINE[record.status] ?? ""}</p>
        {cancelled ? null : (
          <ol aria-label="售后进度" className="grid grid-cols-4 gap-2 pt-2">
            {STEPS.map((label, i) => {
              const done = i < step;
              return (
                <li key={label} aria-current={i === step - 1 ? "step" : undefined} className="flex flex-col gap-2">
                  <span className={cn("h-1", done ? "bg-ink" : "bg-grey-200")} />
                  <span className={cn("flex items-center gap-1 text-2xs sm:text-xs", done ? "font-bold text-ink" : "text-grey-500")}>
                    {done ? <CheckIcon size={12} /> : null}
                    {label}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </header>

      <section aria-labelledby="after-sale-pickup" className="flex flex-col gap-3 border border-grey-200 bg-paper p-5 lg:p-6">
        <h2 id="after-sale-pickup" className="text-base font-bold text-ink">
          上门取件
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-[96px_1fr]">
          <dt className="text-grey-500">预约时间</dt>
          <dd className="font-bold text-ink">{formatPickup(record.pickupDate, record.pickupTimeSpan)}</dd>
          <dt className="text-grey-500">取件地址</dt>
          <dd className="text-ink">
            {record.consignee} <span className="text-grey-600 tabular-nums">{maskMobile(record.consigneeCellphone)}</span>
            <br />
            <span className="text-grey-700">
              {formatRegion(record)} {record.detailAddress}
            </span>
          </dd>
        </dl>
      </section>

      <section aria-labelledby="after-sale-items" className="flex flex-col gap-3 border border-grey-200 bg-paper p-5 lg:p-6">
        <h2 id="after-sale-items" className="text-base font-bold text-ink">
          退货商品
        </h2>
        <ul className="flex flex-col divide-y divide-grey-100">
          {record.items.map((item) => (
            <li key={item.id} className="flex gap-4 py-3 first:pt-0 last:pb-0">
              <img
                {...thumbnailSources(item.image, 72)}
                alt=""
                width={72}
                height={72}
                decoding="async"
                className="size-[72px] shrink-0 bg-canvas object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-1">
                <p className="truncate text-sm font-bold text-ink">{item.styleDisplayNameCn || item.productName}</p>
                <p className="text-xs text-grey-500">
                  {item.colorNameCn} · 尺码 {item.sizeText}
                </p>
                <p className="text-xs text-grey-500 tabular-nums">
                  {formatPrice(item.sharePrice)} × {item.quantity}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </section>

      {record.photos.length > 0 ? (
        <section aria-labelledby="after-sale-photos" className="flex flex-col gap-3 border border-grey-200 bg-paper p-5 lg:p-6">
          <h2 id="after-sale-photos" className="text-base font-bold text-ink">
            商品照片
          </h2>
          <ul className="grid grid-cols-3 gap-2 sm:max-w-md">
            {record.photos.map((photo, index) => (
              <li key={photo.url} className="aspect-square overflow-hidden bg-canvas">
                <a href={photo.url} target="_blank" rel="noreferrer" className="block size-full">
                  <img
                    src={photo.url}
                    alt={`商品照片 ${index + 1}`}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    className="size-full object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="after-sale-info" className="flex flex-col gap-3 border border-grey-200 bg-paper p-5 lg:p-6">
        <h2 id="after-sale-info" className="text-base font-bold text-ink">
          售后信息
        </h2>
        <dl className="grid gap-2 text-sm sm:grid-cols-[96px_1fr]">
          <dt className="text-grey-500">售后单号</dt>
          <dd className="font-bold tabular-nums" data-testid="return-order-number">
            {record.returnOrderNumber}
          </dd>
          <dt className="text-grey-500">订单号</dt>
          <dd className="tabular-nums">{record.orderNumber}</dd>
          <dt className="text-grey-500">申请时间</dt>
          <dd className="tabular-nums">{formatBeijingTime(record.createdAt)}</dd>
          {record.cancelledAt ? (
            <>
              <dt className="text-grey-500">取消时间</dt>
              <dd className="tabular-nums">{formatBeijingTime(record.cancelledAt)}</dd>
            </>
          ) : null}
          {record.refundedAt ? (
            <>
              <dt className="text-grey-500">退款时间</dt>
              <dd className="tabular-nums">{formatBeijingTime(record.refundedAt)}</dd>
            </>
          ) : null}
          <dt className="text-grey-500">退货原因</dt>
          <dd>{record.reason}</dd>
          {record.remark ? (
            <>
              <dt className="text-grey-500">补充说明</dt>
              <dd className="break-words">{record.remark}</dd>
            </>
          ) : null}
          <dt className="text-grey-500">退款金额</dt>
          <dd className="font-display text-lg font-black tabular-nums">{formatPrice(record.refundAmount)}</dd>
        </dl>
      </section>

      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {renderLink({
          href: "/ucenter/after",
          className: "inline-flex h-12 items-center justify-center border border-grey-300 px-6 text-sm font-bold text-ink hover:border-ink",
          children: "返回售后列表",
        })}
        {record.canCancel ? (
          <Button variant="secondary" onClick={() => void cancel()} loading={cancelling}>
            {M.cancel}
          </Button>
        ) : null}
      </div>
    </article>
  );
}
