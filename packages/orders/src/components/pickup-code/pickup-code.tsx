import { cn, QrCode } from "@xunlan/ui";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { formatBeijingTime } from "../../lib/after-sale";
import type { MemberOrder } from "../../lib/orders";

/** Props of {@link PickupCode}. */
export interface PickupCodeProps {
  /** The pickup order's own code (Order.pickupCode), null until paid. */
  code: string;
  /** Collected (已自提): the code is shown spent. */
  collected?: boolean;
  className?: string;
}

/**
 * The pickup code as the store scans it (issue 24 §1): a Code 128 barcode (jsbarcode, drawn into
 * an SVG once the page is live: it needs the DOM) and a QR code of the same digits (ui's QrCode,
 * an SVG on the server too), with the digits spaced for reading aloud. Once collected the codes
 * are greyed and marked 已自提.
 */
export function PickupCode({ code, collected = false, className }: PickupCodeProps) {
  const svg = useRef<SVGSVGElement>(null);
  const [drawn, setDrawn] = useState(false);
  useEffect(() => {
    let live = true;
    // Loaded with the detail page only, not with every page's bundle.
    void import("jsbarcode").then(({ default: JsBarcode }) => {
      if (!live || !svg.current) return;
      JsBarcode(svg.current, code, {
        format: "CODE128",
        displayValue: false,
        margin: 0,
        height: 64,
        width: 2,
        background: "transparent",
        lineColor: "#111111",
      });
      // jsbarcode sets a fixed pixel size: let CSS fit it to the card instead.
      const width = svg.current.getAttribute("width");
      const height = svg.current.getAttribute("height");
      if (width && height) svg.current.setAttribute("viewBox", `0 0 ${Number.parseFloat(width)} ${Number.parseFloat(height)}`);
      svg.current.removeAttribute("width");
      svg.current.removeAttribute("height");
      setDrawn(true);
    });
    return () => {
      live = false;
    };
  }, [code]);
  return (
    <div className={cn("flex flex-col items-center gap-4", collected && "opacity-40", className)} data-testid="pickup-code">
      <svg
        ref={svg}
        role="img"
        aria-label={`取货条形码 ${code}`}
        data-drawn={drawn || undefined}
        className="h-16 w-full max-w-[280px]"
        preserveAspectRatio="none"
      />
      <p className="font-display text-xl font-black tracking-[0.2em] tabular-nums text-ink">{code.replace(/(\d{4})(?=\d)/g, "$1 ")}</p>
      <QrCode value={code} size={144} label={`取货二维码 ${code}`} />
    </div>
  );
}

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-baseline justify-between gap-4">
      <dt className="shrink-0 text-grey-500">{label}</dt>
      <dd className="text-right text-ink">{children}</dd>
    </div>
  );
}

/**
 * The 自提信息 card of a pickup order's detail (issue 24 §1): the store (name, address, phone,
 * hours), the chosen day and time span, the 提货人, and once paid the pickup code; 已自提 with
 * the time once the store scanned it, the spent code's digits struck through and no longer
 * scannable.
 */
export function PickupInfo({ order }: { order: MemberOrder }) {
  const store = order.store;
  const collected = Boolean(order.pickedUpAt);
  return (
    <section aria-labelledby="order-pickup" className="flex flex-col gap-4 border border-grey-200 bg-paper p-5 lg:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="order-pickup" className="text-base font-bold text-ink">
          自提信息
        </h2>
        <span className={cn("px-2 py-0.5 text-2xs font-bold", collected ? "bg-grey-100 text-grey-600" : "bg-ink text-paper")}>
          {order.statusText}
        </span>
      </div>
      <dl className="flex flex-col gap-2 text-sm">
        <Line label="自提门店">{store?.storeName ?? order.storeCode}</Line>
        {store ? <Line label="门店地址">{store.address}</Line> : null}
        {store?.telephone ? <Line label="门店电话">{store.telephone}</Line> : null}
        {store ? <Line label="营业时间">{`${store.operationStartTime}-${store.operationEndTime}`}</Line> : null}
        <Line label="自提时间">
          <span data-testid="pickup-slot">
            {order.pickupDate} {order.pickupTimeSpan}
          </span>
        </Line>
        <Line label="提货人">{order.consignee}</Line>
        {order.pickedUpAt ? <Line label="提货时间">{formatBeijingTime(order.pickedUpAt)}</Line> : null}
      </dl>
      {order.pickupCode && collected ? (
        // Spent: the digits stay for the record, nothing scannable is shown again.
        <div className="flex flex-col items-center gap-2 border-t border-grey-100 pt-4">
          <p className="text-sm font-bold text-ink">取货码已使用</p>
          <p className="font-display text-lg font-black tracking-[0.2em] text-grey-600 tabular-nums line-through">
            {order.pickupCode.replace(/(\d{4})(?=\d)/g, "$1 ")}
          </p>
        </div>
      ) : order.pickupCode ? (
        <div className="flex flex-col gap-3 border-t border-grey-100 pt-4">
          <p className="text-center text-sm font-bold text-ink">到店出示取货码，门店扫码后即可提货</p>
          <PickupCode code={order.pickupCode} />
        </div>
      ) : order.status === "pending_payment" ? (
        <p className="text-xs text-grey-500">支付完成后生成取货码。</p>
      ) : null}
    </section>
  );
}
