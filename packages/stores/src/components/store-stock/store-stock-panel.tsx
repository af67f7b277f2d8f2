import { useQuery } from "@tanstack/react-query";
import type { ApiClient } from "@xunlan/api-client";
import { Button, cn, PhoneIcon, PinIcon, Popup, Spinner } from "@xunlan/ui";
import { useMemo, useState } from "react";
import { mapLinks } from "../../lib/map-links";
import { storeListQueryOptions, storeStockQueryOptions } from "../../queries/stores";
import { StoreLocationControls, StoreLocationStatus, useStoreLocation } from "../store-locator/store-location";
import { browserLocate, formatDistance, STORE_MESSAGES } from "../store-locator/store-locator";

/** Texts of the store-stock panel. */
export const STORE_STOCK_MESSAGES = {
  open: "附近门店库存",
  title: "附近门店库存",
  chooseSize: "选择尺码后，可查看该尺码在附近门店的库存",
  size: (label: string) => `尺码 ${label}`,
  inStock: (n: number) => (n > 3 ? "有货" : `仅剩 ${n} 件`),
  noSizeHere: "该尺码无货",
  none: "附近门店暂无该商品库存",
  noneForSize: (label: string) => `附近门店暂无 ${label} 码库存，可看看其他尺码`,
  otherSizes: "有货尺码",
  hint: "门店库存实时变动，请以到店为准；支持自提的门店可下单后到店提货。",
} as const;

/** Props of {@link StoreStockPanel}. */
export interface StoreStockPanelProps {
  client: ApiClient;
  /** The colour (productId). */
  productId: string;
  /** The chosen size's label (e.g. "42", as getStoreStockData names sizes); null before one is chosen. */
  sizeLabel: string | null;
  /** What the size picker shows for each label (e.g. "42" → "265"); default the label itself. */
  sizeNames?: Readonly<Record<string, string>>;
  /** Reads the shopper's position; default the browser's geolocation (asked only on 使用我的位置). */
  locate?: () => Promise<{ longitude: number; latitude: number }>;
  className?: string;
}

/**
 * Per-size stock in nearby stores (spec §7 getStoreStockData) for the product page: a control
 * by the size picker opens a panel listing the nearest stores holding the colour (by city, or
 * nearest first once the shopper shares their position) with the chosen size's stock first,
 * the other sizes each store holds, hours, telephone and navigation links.
 */
export function StoreStockPanel({ client, productId, sizeLabel, sizeNames = {}, locate = browserLocate, className }: StoreStockPanelProps) {
  const nameOf = (label: string) => sizeNames[label] ?? label;
  const [open, setOpen] = useState(false);
  const location = useStoreLocation(locate);
  const { city, position } = location;
  const stores = useQuery({ ...storeListQueryOptions(client), enabled: open });
  const stock = useQuery({ ...storeStockQueryOptions(client, productId, { cityName: city, position }), enabled: open });
  const cities = useMemo(() => [...new Set((stores.data ?? []).map((s) => s.city))], [stores.data]);

  const rows = useMemo(() => {
    const list = (stock.data ?? []).map((entry) => ({
      ...entry,
      chosen: sizeLabel ? (entry.sizes.find((s) => s.label === sizeLabel) ?? null) : null,
    }));
    // stores holding the chosen size first, nearest (server order) within each group
    return sizeLabel ? [...list.filter((r) => r.chosen), ...list.filter((r) => !r.chosen)] : list;
  }, [stock.data, sizeLabel]);
  const withSize = rows.filter((r) => r.chosen).length;

  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className={cn("inline-flex min-h-11 items-center gap-1.5 text-sm font-bold underline-offset-4 hover:underline", className)}
      >
        <PinIcon size={18} />
        {STORE_STOCK_MESSAGES.open}
        {sizeLabel ? <span className="font-normal text-grey-600">（{STORE_STOCK_MESSAGES.size(nameOf(sizeLabel))}）</span> : null}
      </button>
      <Popup open={open} onClose={() => setOpen(false)} title={STORE_STOCK_MESSAGES.title} desktopPlacement="right">
        <div className="flex flex-col gap-4 text-sm">
          <p className={cn("px-3 py-2", sizeLabel ? "bg-ink font-bold text-paper" : "bg-grey-100 text-grey-700")}>
            {sizeLabel ? STORE_STOCK_MESSAGES.size(nameOf(sizeLabel)) : STORE_STOCK_MESSAGES.chooseSize}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <StoreLocationControls location={location} cities={cities} compact />
          </div>
          <StoreLocationStatus geo={location.geo} />

          {stock.isError ? (
            <div role="alert" className="flex flex-col items-center gap-3 border border-grey-200 py-8 text-center">
              <p>{STORE_MESSAGES.loadFailed}</p>
              <Button variant="secondary" size="sm" onClick={() => void stock.refetch()}>
                {STORE_MESSAGES.retry}
              </Button>
            </div>
          ) : stock.isPending ? (
            <div className="flex justify-center py-8" aria-busy="true" aria-label="正在查询门店库存">
              <Spinner />
            </div>
          ) : rows.length === 0 ? (
            <p className="py-8 text-center text-grey-600">{STORE_STOCK_MESSAGES.none}</p>
          ) : (
            <>
              {sizeLabel && withSize === 0 ? <p className="text-grey-700">{STORE_STOCK_MESSAGES.noneForSize(nameOf(sizeLabel))}</p> : null}
              <ul aria-label="有库存的门店" className="flex flex-col gap-3">
                {rows.map(({ store, sizes, chosen }) => {
                  const links =
                    store.lng != null && store.lat != null
                      ? mapLinks({ name: store.storeName, address: store.address, lng: store.lng, lat: store.lat })
                      : [];
                  return (
                    <li key={store.id} aria-label={store.storeName} className="flex flex-col gap-2 border border-grey-200 p-4">
                      <div className="flex items-start justify-between gap-3">
                        <h3 className="font-bold">{store.storeName}</h3>
                        {store.distance != null ? (
                          <span className="shrink-0 font-bold text-accent">{formatDistance(store.distance)}</span>
                        ) : null}
                      </div>
                      {sizeLabel ? (
                        <p
                          data-testid="store-size-stock"
                          className={cn(
                            "w-fit px-2 py-0.5 text-xs font-bold",
                            chosen ? "border border-success text-success" : "bg-grey-100 text-grey-600",
                          )}
                        >
                          {nameOf(sizeLabel)} 码 ·{" "}
                          {chosen ? STORE_STOCK_MESSAGES.inStock(chosen.saleableQty) : STORE_STOCK_MESSAGES.noSizeHere}
                        </p>
                      ) : null}
                      <p className="text-xs text-grey-700">
                        {store.city} · {store.address} · {STORE_MESSAGES.hours} {store.operationStartTime}–{store.operationEndTime}
                      </p>
                      <p className="text-xs text-grey-600">
                        {STORE_STOCK_MESSAGES.otherSizes}：{sizes.map((s) => nameOf(s.label)).join("、")}
                      </p>
                      <div className="flex flex-wrap items-center gap-3 text-xs">
                        <a
                          href={`tel:${store.telephone.replace(/[^\d+]/g, "")}`}
                          className="inline-flex min-h-8 items-center gap-1 underline-offset-2 hover:underline"
                        >
                          <PhoneIcon size={14} />
                          {store.telephone}
                        </a>
                        {store.enablePickup ? <span className="bg-grey-100 px-2 py-0.5 font-bold">{STORE_MESSAGES.pickup}</span> : null}
                        {links.map((link) => (
                          <a
                            key={link.key}
                            href={link.href}
                            target="_blank"
                            rel="noopener noreferrer"
                            className="border border-ink px-2 py-1 font-bold hover:bg-ink hover:text-paper"
                          >
                            {link.label}
                          </a>
                        ))}
                      </div>
                    </li>
                  );
                })}
              </ul>
              <p className="text-xs text-grey-500">{STORE_STOCK_MESSAGES.hint}</p>
            </>
          )}
        </div>
      </Popup>
    </>
  );
}
