import type { OrderDetailFieldsFragment } from "@xunlan/api-client";
import { Button, cn } from "@xunlan/ui";
import { formatPrice, IMAGE_WIDTHS, maskMobile, resizeImageUrl } from "@xunlan/validation";
import { formatBeijingTime } from "../../lib/after-sale";
import { defaultRenderLink } from "../../lib/render-link";
import type { RenderLink } from "../../lib/types";
import { OrderInvoiceRows } from "../order-invoice/order-invoice";

/** An order as the guest pages show it (the OrderDetailFields of the contract). */
export type GuestOrder = OrderDetailFieldsFragment;

/** The href of one order's detail for a guest (spec §2 /guest-order-detail). */
export function guestOrderDetailHref(orderNumber: string): string {
  return `/guest-order-detail?orderNumber=${encodeURIComponent(orderNumber)}`;
}

/**
 * An order's lines for a guest, as a member's order pages write them (issue 24 item 7): the
 * Chinese style name first (the English model name small above it), then 颜色, 尺码 as the
 * shopper picked it ("255（US 7.5）") and 数量 labelled, and the line's amount labelled 小计.
 */
function OrderItems({ order }: { order: GuestOrder }) {
  return (
    <ul aria-label="订单商品" className="flex flex-col divide-y divide-grey-100">
      {order.orderItems.map((item) => (
        <li key={item.id} className="flex gap-3 py-3">
          {/* At the bag's 316 px width, as on the member's order pages: an original is a 1920 px render. */}
          <img
            src={resizeImageUrl(item.image, { width: IMAGE_WIDTHS.bagSmall })}
            alt={item.styleDisplayNameCn || item.productName}
            width={72}
            height={72}
            loading="lazy"
            className="size-18 shrink-0 bg-grey-100 object-cover"
          />
          <div className="flex min-w-0 flex-1 flex-col gap-1 text-sm">
            <p data-product-name className="truncate font-display text-2xs font-black tracking-tight text-grey-600 uppercase">
              {item.productName}
            </p>
            <p className="truncate font-bold text-ink">{item.styleDisplayNameCn || item.productName}</p>
            <p className="text-xs text-grey-600">
              颜色 {item.colorNameCn} · 尺码 {item.sizeText} · 数量 {item.quantity}
            </p>
          </div>
          <p className="shrink-0 text-right text-xs text-grey-600 tabular-nums">
            小计 <span className="text-sm font-bold text-ink">{formatPrice(item.totalPaid)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Props of {@link GuestOrderList}. */
export interface GuestOrderListProps {
  orders: readonly GuestOrder[];
  /** The proven mobile, masked (138****1234). */
  maskedMobile: string;
  /** 换个手机号查询: back to the form. */
  onSearchAgain: () => void;
  renderLink?: RenderLink;
}

/**
 * /guest-order-detail without an order number (spec §2): the orders of the mobile the guest
 * proved, newest first, each with its status, items and amount and a link to its detail; an
 * empty state when the mobile has none.
 */
export function GuestOrderList({ orders, maskedMobile, onSearchAgain, renderLink = defaultRenderLink }: GuestOrderListProps) {
  return (
    <section aria-labelledby="guest-orders-title" className="flex flex-col gap-5">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="guest-orders-title" className="font-display text-2xl font-black tracking-tight text-ink">
            我的订单
          </h1>
          <p className="mt-1 text-sm text-grey-600">手机号 {maskedMobile} 的订单</p>
        </div>
        <Button variant="secondary" size="sm" onClick={onSearchAgain}>
          换个手机号查询
        </Button>
      </header>
      {orders.length === 0 ? (
        <p className="border border-grey-200 px-6 py-12 text-center text-sm text-grey-600">该手机号暂无订单</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {orders.map((order) => (
            <li key={order.id} className="border border-grey-200 bg-paper p-4 lg:p-5">
              <div className="flex flex-wrap items-center justify-between gap-2 border-b border-grey-100 pb-3 text-xs text-grey-600">
                <span>
                  订单号 <span className="font-mono text-ink">{order.orderNumber}</span>
                </span>
                <span data-testid="guest-order-status" className={cn("px-2 py-0.5 font-bold", statusTone(order.status))}>
                  {order.statusText}
                </span>
              </div>
              <OrderItems order={order} />
              <div className="flex flex-wrap items-center justify-between gap-3 border-t border-grey-100 pt-3 text-sm">
                <span className="text-grey-600">{formatBeijingTime(String(order.createdAt))} 下单</span>
                <span className="flex items-center gap-4">
                  <span>
                    实付 <strong className="text-ink">{formatPrice(order.totalPaid)}</strong>
                  </span>
                  {renderLink({
                    href: guestOrderDetailHref(order.orderNumber),
                    className: "text-sm font-bold text-ink underline underline-offset-4",
                    children: "查看详情",
                  })}
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The tone of a status badge: open states dark, finished ones grey. */
function statusTone(status: string): string {
  if (status === "cancelled" || status === "refunded") return "bg-grey-100 text-grey-600";
  if (status === "completed") return "bg-grey-200 text-ink";
  return "bg-ink text-paper";
}

/** Props of {@link GuestOrderDetail}. */
export interface GuestOrderDetailProps {
  order: GuestOrder;
  renderLink?: RenderLink;
}

/**
 * /guest-order-detail?orderNumber= (spec §2): one order of the proven mobile — status, items,
 * the amounts, consignee (masked mobile, spec §5) and address, shipping number when shipped, and
 * the e-invoice as a member sees it (开具中 / 查看发票 / 红字发票).
 */
export function GuestOrderDetail({ order, renderLink = defaultRenderLink }: GuestOrderDetailProps) {
  const rows: Array<[string, string]> = [
    ["商品金额", formatPrice(order.subtotal)],
    ["优惠", formatPrice(-order.discountAmount)],
    ["运费", formatPrice(order.shippingFee)],
  ];
  return (
    <article aria-labelledby="guest-order-title" className="flex flex-col gap-5">
      <div>
        {renderLink({
          href: "/guest-order-detail",
          className: "text-sm text-grey-600 underline underline-offset-4",
          children: "← 返回订单列表",
        })}
      </div>
      <header className="flex flex-wrap items-center justify-between gap-3 border border-grey-200 bg-paper p-5">
        <div>
          <h1 id="guest-order-title" className="font-display text-2xl font-black tracking-tight text-ink">
            订单详情
          </h1>
          <p className="mt-1 text-xs text-grey-600">
            订单号 <span className="font-mono text-ink">{order.orderNumber}</span> · {formatBeijingTime(String(order.createdAt))} 下单
          </p>
        </div>
        <span data-testid="guest-order-status" className={cn("px-2.5 py-1 text-xs font-bold", statusTone(order.status))}>
          {order.statusText}
        </span>
      </header>
      <section aria-label="商品" className="border border-grey-200 bg-paper px-5 py-2">
        <OrderItems order={order} />
      </section>
      <section aria-label="收货信息" className="flex flex-col gap-1 border border-grey-200 bg-paper p-5 text-sm">
        <h2 className="mb-1 font-bold text-ink">收货信息</h2>
        <p>
          {order.consignee} {maskMobile(order.consigneeCellphone)}
        </p>
        <p className="text-grey-700">
          {order.province}
          {order.city === order.province ? "" : order.city}
          {order.district} {order.detailAddress}
        </p>
        {order.shippingNumber ? (
          <p className="text-grey-700">
            {order.shippingCompany ?? "快递"} {order.shippingNumber}
          </p>
        ) : null}
      </section>
      <section aria-label="金额" className="flex flex-col gap-2 border border-grey-200 bg-paper p-5 text-sm">
        {rows.map(([label, value]) => (
          <p key={label} className="flex justify-between text-grey-700">
            <span>{label}</span>
            <span>{value}</span>
          </p>
        ))}
        <p className="flex justify-between border-t border-grey-100 pt-2 font-bold text-ink">
          <span>实付金额</span>
          <span>{formatPrice(order.totalPaid)}</span>
        </p>
      </section>
      {order.eInvoice ? (
        <section aria-labelledby="guest-order-invoice" className="flex flex-col gap-2 border border-grey-200 bg-paper p-5 text-sm">
          <h2 id="guest-order-invoice" className="mb-1 font-bold text-ink">
            发票信息
          </h2>
          {/* The same rows as a member's order detail: 开具中 until issued, then 查看发票 (and 红字发票 after a refund). */}
          <dl className="flex flex-col gap-2">
            <OrderInvoiceRows invoice={order.eInvoice} />
          </dl>
        </section>
      ) : null}
    </article>
  );
}
