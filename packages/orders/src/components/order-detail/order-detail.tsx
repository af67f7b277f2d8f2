import { Button, cn, usePopup } from "@xunlan/ui";
import { formatPrice, formatRegion, IMAGE_WIDTHS, maskMobile, resizeImageUrl } from "@xunlan/validation";
import { type ReactNode, useState } from "react";
import { type AfterSaleRecord, formatBeijingTime } from "../../lib/after-sale";
import { errorText } from "../../lib/errors";
import {
  canApplyAfterSale,
  canCancel,
  canCancelRefund,
  canConfirm,
  canPay,
  ORDER_MESSAGES as M,
  type MemberOrder,
  ORDER_STATUS_HEADLINE,
  orderStatusTone,
  payTypeText,
  refundHref,
  type ShippingStatus,
} from "../../lib/orders";
import type { OrderPointsInfo } from "../../lib/points";
import { defaultRenderLink } from "../../lib/render-link";
import type { RenderLink } from "../../lib/types";
import { afterSaleDetailHref, statusTone } from "../after-sale-list/after-sale-list";
import { CANCEL_ORDER_MESSAGES, useCancelOrderDialog } from "../cancel-order/cancel-order";
import { OrderInvoiceRows } from "../order-invoice/order-invoice";
import { PickupInfo } from "../pickup-code/pickup-code";
import { OrderPointsNote } from "../points/order-points-note";
import { TrackingTimeline } from "../tracking-timeline/tracking-timeline";
import { OrderItemPrice } from "./order-item-price";

/** Issue 24 §1: the sentence under a pickup order's status. */
const PICKUP_STATUS_HEADLINE: Readonly<Record<string, string>> = {
  paid: "已付款，门店正在为您备货，请按预约时间到店出示取货码",
  completed: "已自提，感谢您的购买",
};

/** Props of {@link OrderDetail}. */
export interface OrderDetailProps {
  order: MemberOrder;
  /** spec §7 orderShippingStatus of a shipped order; `null` while loading. */
  shipping?: ShippingStatus | null;
  /** Why the tracking is missing (e.g. 暂无物流信息). */
  shippingError?: string | null;
  /** The order's returns (afterSaleList by orderNumber); `null` while loading. */
  afterSales?: readonly AfterSaleRecord[] | null;
  /** spec §7 confirmOrder, after the member confirmed the dialog. */
  onConfirm: () => Promise<void>;
  /** spec §4 cancel-refund, after the member confirmed the dialog. */
  onCancelRefund: () => Promise<void>;
  /** 取消订单 of an unpaid order, with the reason the member chose in the dialog; absent: no button. */
  onCancelOrder?: (reason: string) => Promise<void>;
  /** 去支付 (the app's payOrder → cashier); absent: no button. */
  onPay?: () => void;
  paying?: boolean;
  /** 再次购买 (the app's reorder); absent: no button. */
  onReorder?: () => Promise<void>;
  /** What the order earns in points (issue 24 §2, Order.points); no line while absent. */
  points?: OrderPointsInfo | null;
  renderLink?: RenderLink;
}

const secondary =
  "inline-flex h-12 items-center justify-center border border-ink px-6 text-sm font-bold tracking-wide text-ink transition-colors hover:bg-ink hover:text-paper";

function Card({ id, title, children, className }: { id: string; title: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={cn("flex flex-col gap-4 border border-grey-200 bg-paper p-5 lg:p-6", className)}>
      <h2 id={id} className="text-base font-bold text-ink">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Row({ label, children, strong = false }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      {/* Issue 26 §8: the label never wraps ("物流单 / 号" beside a long number); the value does. */}
      <dt className="shrink-0 whitespace-nowrap text-grey-500">{label}</dt>
      <dd
        className={cn(
          "min-w-0 text-right tabular-nums [overflow-wrap:anywhere]",
          strong ? "font-display text-lg font-black text-ink" : "text-ink",
        )}
      >
        {children}
      </dd>
    </div>
  );
}

/**
 * The order detail (spec §3 order, §7 orderDetail): status, the actions the status allows —
 * 去支付 and 取消订单 with a reason (待付款), 取消订单并退款 (待发货), 确认收货 (已发货), 申请售后 (已发货/已完成 with units
 * left), 再次购买 — the tracking timeline, the items (picture, name, colour, size, quantity,
 * price), the address, the amounts, payment and shipping number, the e-invoice and the order's
 * returns. Confirm receipt and cancel-refund ask first; a refusal is shown in Chinese.
 */
export function OrderDetail({
  order,
  shipping = null,
  shippingError = null,
  afterSales = null,
  onConfirm,
  onCancelRefund,
  onCancelOrder,
  onPay,
  paying = false,
  onReorder,
  points = null,
  renderLink = defaultRenderLink,
}: OrderDetailProps) {
  const popup = usePopup();
  const askCancelReason = useCancelOrderDialog();
  const [busy, setBusy] = useState<"confirm" | "cancel" | "cancel-order" | "reorder" | null>(null);
  const [error, setError] = useState<string | null>(null);

  const run = async (kind: "confirm" | "cancel" | "cancel-order" | "reorder", action: () => Promise<void>, done?: string) => {
    if (busy) return;
    setBusy(kind);
    setError(null);
    try {
      await action();
      if (done) popup.toast(done);
    } catch (e) {
      setError(errorText(e, M.actionFailed));
    } finally {
      setBusy(null);
    }
  };

  const confirmReceipt = async () => {
    const ok = await popup.confirm({ title: M.confirmTitle, content: M.confirmText, confirmText: "确认收货", cancelText: "再等等" });
    if (ok) await run("confirm", onConfirm, M.confirmed);
  };
  const cancelRefund = async () => {
    const ok = await popup.confirm({
      title: M.cancelRefund,
      content: M.cancelRefundText,
      confirmText: "确定取消",
      cancelText: "再想想",
      danger: true,
    });
    if (ok) await run("cancel", onCancelRefund, M.cancelRefunded);
  };

  const cancelOrder = async () => {
    if (!onCancelOrder) return;
    const reason = await askCancelReason();
    if (reason) await run("cancel-order", () => onCancelOrder(reason), CANCEL_ORDER_MESSAGES.done);
  };

  const actions: ReactNode[] = [];
  if (onPay && canPay(order))
    actions.push(
      <Button key="pay" loading={paying} onClick={onPay}>
        {M.pay} {formatPrice(order.totalPaid)}
      </Button>,
    );
  if (onCancelOrder && canCancel(order))
    actions.push(
      <Button key="cancel-order" variant="secondary" loading={busy === "cancel-order"} onClick={() => void cancelOrder()}>
        {CANCEL_ORDER_MESSAGES.action}
      </Button>,
    );
  if (canConfirm(order))
    actions.push(
      <Button key="confirm" loading={busy === "confirm"} onClick={() => void confirmReceipt()}>
        {M.confirm}
      </Button>,
    );
  if (canApplyAfterSale(order))
    actions.push(
      <span key="refund" className="flex">
        {renderLink({ href: refundHref(order.orderNumber), className: cn(secondary, "flex-1 sm:flex-none"), children: M.applyAfterSale })}
      </span>,
    );
  if (canCancelRefund(order))
    actions.push(
      <Button key="cancel" variant="secondary" loading={busy === "cancel"} onClick={() => void cancelRefund()}>
        {M.cancelRefund}
      </Button>,
    );
  if (onReorder && !order.isStore)
    actions.push(
      <Button key="reorder" variant="secondary" loading={busy === "reorder"} onClick={() => void run("reorder", onReorder)}>
        {M.reorder}
      </Button>,
    );

  // A pickup order's address is its store's: the 自提信息 card shows it instead.
  const address =
    order.isStore || order.pickUpSelf ? null : (
      <Card id="order-address" title="收货信息">
        <p className="text-sm leading-6 text-ink">
          {order.consignee} <span className="text-grey-600 tabular-nums">{maskMobile(order.consigneeCellphone)}</span>
          <br />
          <span className="text-grey-700">
            {formatRegion(order)} {order.detailAddress}
          </span>
        </p>
      </Card>
    );

  return (
    <article aria-labelledby="order-detail-title" className="flex flex-col gap-6">
      <header className="flex flex-col gap-4 border border-grey-200 bg-paper p-5 lg:p-6">
        <div className="flex flex-wrap items-center justify-between gap-3">
          {/* The member centre's shell holds the page's h1 (the greeting). */}
          <h2 id="order-detail-title" className="font-display text-2xl font-black tracking-tight text-ink">
            {M.detailTitle}
          </h2>
          <span data-testid="order-status" className={cn("px-2.5 py-1 text-xs font-bold", orderStatusTone(order.status))}>
            {order.statusText}
          </span>
        </div>
        <p className="text-sm text-grey-600">
          {(order.pickUpSelf ? PICKUP_STATUS_HEADLINE[order.status] : undefined) ?? ORDER_STATUS_HEADLINE[order.status] ?? ""}
        </p>
        {order.status === "cancelled" && order.reason ? <p className="text-sm text-grey-600">取消原因：{order.reason}</p> : null}
        <p className="text-xs text-grey-500">
          订单号 <span className="font-bold text-ink tabular-nums">{order.orderNumber}</span>
          <span className="ml-3 tabular-nums">{formatBeijingTime(order.createdAt)}</span>
        </p>
        {error ? (
          <p role="alert" className="text-sm text-danger">
            {error}
          </p>
        ) : null}
        {actions.length > 0 ? <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap">{actions}</div> : null}
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px] lg:items-start">
        <div className="flex flex-col gap-6">
          {order.pickUpSelf ? <PickupInfo order={order} /> : null}
          {order.shippingNumber ? (
            <Card id="order-tracking" title={M.tracking}>
              <TrackingTimeline status={shipping} error={shippingError} />
            </Card>
          ) : null}

          <Card id="order-items" title={`商品（${order.totalQtyOrdered} 件）`}>
            <ul aria-label="订单商品" className="flex flex-col divide-y divide-grey-100">
              {order.orderItems.map((item) => (
                <li key={item.id} className="flex gap-4 py-4 first:pt-0 last:pb-0">
                  <img
                    src={resizeImageUrl(item.image, { width: IMAGE_WIDTHS.bagSmall })}
                    alt={item.styleDisplayNameCn || item.productName}
                    width={88}
                    height={88}
                    className="size-[88px] shrink-0 bg-canvas object-cover"
                  />
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <p data-product-name className="font-display text-xs font-black tracking-tight text-grey-600 uppercase">
                      {item.productName}
                    </p>
                    <p className="text-sm font-bold text-ink">
                      {item.styleDisplayNameCn}
                      {item.isGift ? <span className="ml-2 bg-accent px-1.5 py-px text-2xs text-paper">赠品</span> : null}
                    </p>
                    <p className="text-xs text-grey-500">
                      {item.colorNameCn} · 尺码 {item.sizeText} · 数量 {item.quantity}
                      {item.returnedQuantity > 0 ? <span className="ml-2 text-accent">已退 {item.returnedQuantity} 件</span> : null}
                    </p>
                  </div>
                  <OrderItemPrice item={item} />
                </li>
              ))}
            </ul>
          </Card>

          {afterSales && afterSales.length > 0 ? (
            <Card id="order-after-sales" title={M.afterSales}>
              <ul className="flex flex-col divide-y divide-grey-100">
                {afterSales.map((record) => (
                  <li
                    key={record.returnOrderNumber}
                    className="flex flex-wrap items-center justify-between gap-3 py-3 first:pt-0 last:pb-0"
                  >
                    <div className="flex flex-col gap-1 text-sm">
                      <span className="tabular-nums">
                        售后单号 <b>{record.returnOrderNumber}</b>
                      </span>
                      <span className="text-xs text-grey-500">
                        退货 {record.totalQuantity} 件 · 退款 {formatPrice(record.refundAmount)}
                      </span>
                    </div>
                    <div className="flex items-center gap-3">
                      <span className={cn("px-2 py-0.5 text-2xs font-bold", statusTone(record.status))}>{record.statusText}</span>
                      {renderLink({
                        href: afterSaleDetailHref(record.returnOrderNumber),
                        className: "inline-flex min-h-11 items-center text-sm font-bold underline underline-offset-4 hover:text-accent",
                        children: (
                          <>
                            查看售后<span className="sr-only">：{record.returnOrderNumber}</span>
                          </>
                        ),
                      })}
                    </div>
                  </li>
                ))}
              </ul>
            </Card>
          ) : null}
        </div>

        <div className="flex flex-col gap-6">
          <Card id="order-amounts" title="金额明细">
            <dl className="flex flex-col gap-2 text-sm">
              <Row label="商品总额">{formatPrice(order.subtotal)}</Row>
              {order.promotionDiscountAmount > 0 ? <Row label="促销优惠">-{formatPrice(order.promotionDiscountAmount)}</Row> : null}
              {order.couponDiscountAmount > 0 ? (
                <Row label={order.couponCode ? `优惠券（${order.couponCode}）` : "优惠券"}>-{formatPrice(order.couponDiscountAmount)}</Row>
              ) : null}
              <Row label="运费">{order.shippingFee > 0 ? formatPrice(order.shippingFee) : "免运费"}</Row>
              <div className="my-1 border-t border-grey-100" />
              <Row label={order.isPaid ? "实付金额" : "应付金额"} strong>
                {formatPrice(order.totalPaid)}
              </Row>
              {/* Issue 24 §3: store credit and the online part, each refunded the way it came. */}
              {order.balancePaidAmount > 0 ? (
                <>
                  <Row label="余额支付">{formatPrice(order.balancePaidAmount)}</Row>
                  <Row label="在线支付">{formatPrice(order.onlinePayAmount)}</Row>
                </>
              ) : null}
            </dl>
            <OrderPointsNote points={points} className="border-t border-grey-100 pt-3" />
          </Card>
          {address}
          <Card id="order-info" title="订单信息">
            <dl className="flex flex-col gap-2 text-sm">
              <Row label="订单号">{order.orderNumber}</Row>
              <Row label="下单时间">{formatBeijingTime(order.createdAt)}</Row>
              <Row label="支付方式">{order.isPaid ? payTypeText(order.payType) || "已支付" : "未支付"}</Row>
              {order.payAt ? <Row label="支付时间">{formatBeijingTime(order.payAt)}</Row> : null}
              {order.isStore ? <Row label="购买门店">{order.store?.storeName ?? order.storeCode ?? "门店"}</Row> : null}
              {order.shippingNumber ? (
                <Row label="物流单号">
                  {order.shippingCompany ? `${order.shippingCompany} ${order.shippingNumber}` : order.shippingNumber}
                </Row>
              ) : null}
              {order.completedAt ? <Row label="完成时间">{formatBeijingTime(order.completedAt)}</Row> : null}
              {order.cancelledAt ? <Row label="取消时间">{formatBeijingTime(order.cancelledAt)}</Row> : null}
              {order.status === "cancelled" && order.reason ? <Row label="取消原因">{order.reason}</Row> : null}
              {order.remark ? <Row label="订单备注">{order.remark}</Row> : null}
              <OrderInvoiceRows invoice={order.eInvoice} />
            </dl>
          </Card>
        </div>
      </div>
    </article>
  );
}
