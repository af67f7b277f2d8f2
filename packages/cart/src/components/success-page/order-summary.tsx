import type { OrderQuery } from "@xunlan/api-client";
import { cn } from "@xunlan/ui";
import { expectedDelivery, formatDeliveryDate, formatPrice, maskMobile } from "@xunlan/validation";
import type { ReactNode } from "react";
import { BagImage } from "../bag-item/bag-image";

/** The order as /success reads it (api-client's Order query). */
export type SuccessOrder = NonNullable<OrderQuery["order"]>;

/** Props of {@link OrderSummary}. */
export interface OrderSummaryProps {
  order: SuccessOrder;
  /**
   * Points the order earned (issue 24 §2, the points helper fills it); rendered as a row of the
   * summary when given.
   */
  points?: ReactNode;
  className?: string;
}

/**
 * What the shopper bought and where it goes, under the /success result (issue 26 §7): each item
 * with its picture, name, colour and the size as picked (`sizeText`, the bag's wording), the
 * pickup store and slot of a pickup order or else the delivery address, and for a paid delivery
 * the expected delivery by the FAQ's promise in Beijing dates (validation's `expectedDelivery`).
 */
export function OrderSummary({ order, points, className }: OrderSummaryProps) {
  const pickup = order.pickUpSelf;
  const delivery = !pickup && order.isPaid && order.payAt ? expectedDelivery(order.payAt) : null;
  return (
    <div
      className={cn("flex w-full flex-col gap-px border border-grey-200 bg-grey-200 text-left text-sm", className)}
      data-testid="order-summary"
    >
      <section aria-labelledby="success-items" className="bg-paper p-4">
        <h2 id="success-items" className="text-xs text-grey-500">
          商品（{order.orderItems.reduce((sum, item) => sum + item.quantity, 0)} 件）
        </h2>
        <ul className="mt-3 flex flex-col gap-4">
          {order.orderItems.map((item) => (
            <li key={item.id} className="flex gap-3" data-testid="success-item">
              <BagImage src={item.image} alt={item.styleDisplayNameCn || item.productName} variant="small" />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5">
                <p className="font-bold" data-product-name>
                  {item.productName}
                </p>
                <p className="text-grey-700">{item.styleDisplayNameCn}</p>
                <p className="text-grey-600">
                  <span>{item.colorNameCn}</span>
                  <span aria-hidden> · </span>
                  <span data-testid="success-item-size" className="whitespace-nowrap">
                    尺码 {item.sizeText}
                  </span>
                  <span aria-hidden> · </span>
                  <span className="whitespace-nowrap">数量 {item.quantity}</span>
                </p>
              </div>
              <p className="shrink-0 font-bold tabular-nums">{item.isGift ? "赠品" : formatPrice(item.totalPaid)}</p>
            </li>
          ))}
        </ul>
      </section>
      {pickup ? (
        <section aria-labelledby="success-pickup" className="bg-paper p-4" data-testid="success-pickup">
          <h2 id="success-pickup" className="text-xs text-grey-500">
            门店自提
          </h2>
          {order.store ? (
            <>
              <p className="mt-1 font-bold">{order.store.storeName}</p>
              <p className="mt-0.5 text-grey-600">{order.store.address}</p>
            </>
          ) : null}
          {order.pickupDate ? (
            <p className="mt-2">
              自提时间 <span className="font-bold tabular-nums">{formatDeliveryDate(order.pickupDate)}</span>
              {order.pickupTimeSpan ? <span className="ml-1 tabular-nums">{order.pickupTimeSpan}</span> : null}
            </p>
          ) : null}
          <p className="mt-1 text-xs text-grey-500">商品到店后我们会短信通知你，请凭取货码到店领取。</p>
        </section>
      ) : (
        <section aria-labelledby="success-address" className="bg-paper p-4" data-testid="success-address">
          <h2 id="success-address" className="text-xs text-grey-500">
            收货地址
          </h2>
          <p className="mt-1">
            <span className="font-bold">{order.consignee}</span>
            <span className="ml-2 tabular-nums text-grey-600">{maskMobile(order.consigneeCellphone)}</span>
          </p>
          <p className="mt-0.5 text-grey-700">
            {order.province}
            {order.city === order.province ? "" : order.city}
            {order.district} {order.detailAddress}
          </p>
        </section>
      )}
      {delivery ? (
        <section aria-labelledby="success-delivery" className="bg-paper p-4" data-testid="success-delivery">
          <h2 id="success-delivery" className="text-xs text-grey-500">
            预计送达
          </h2>
          <p className="mt-1 font-bold">
            {formatDeliveryDate(delivery.earliest)} – {formatDeliveryDate(delivery.latest)}
          </p>
          <p className="mt-0.5 text-xs text-grey-500">
            付款后 48 小时内发货，{formatDeliveryDate(delivery.shipBy)}前发出；偏远地区可能延长。
          </p>
        </section>
      ) : null}
      {points ? (
        <section className="bg-paper p-4" data-testid="success-points">
          {points}
        </section>
      ) : null}
    </div>
  );
}
