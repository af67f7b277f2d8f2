import { useQuery } from "@tanstack/react-query";
import type { ApiClient, StoreFieldsFragment } from "@xunlan/api-client";
import { Button, cn, PhoneIcon, SearchIcon, Spinner } from "@xunlan/ui";
import { type FormEvent, useMemo, useState } from "react";
import { mapLinks } from "../../lib/map-links";
import { storeListQueryOptions } from "../../queries/stores";
import { StoreLocationControls, StoreLocationStatus, useStoreLocation } from "./store-location";
import { STORE_MESSAGES } from "./store-messages";

export { STORE_MESSAGES } from "./store-messages";

/** Props of {@link StoreLocator}. */
export interface StoreLocatorProps {
  client: ApiClient;
  /** Start with this city selected (e.g. from the URL). */
  initialCity?: string;
  /** Reads the shopper's position; default: the browser's geolocation (asks the shopper first). */
  locate?: () => Promise<{ longitude: number; latitude: number }>;
  className?: string;
}

/** The browser's position (asks the shopper first); module-internal, shared with the store-stock panel. */
export function browserLocate(): Promise<{ longitude: number; latitude: number }> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === "undefined" || !navigator.geolocation) return reject(new Error("unsupported"));
    navigator.geolocation.getCurrentPosition((p) => resolve({ longitude: p.coords.longitude, latitude: p.coords.latitude }), reject, {
      enableHighAccuracy: false,
      timeout: 10_000,
      maximumAge: 300_000,
    });
  });
}

export const formatDistance = (km: number) => (km < 1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`);

/**
 * The store locator (/store, spec §2 nearby stores, §7 storeList): stores by city and keyword,
 * or nearest first once the shopper lets the browser share their position (only when they tap
 * 使用我的位置); each with address, opening hours, pickup, telephone and one-tap navigation in
 * 高德 / 百度 / 腾讯 maps. 门店列表加载失败 with a retry when the list cannot load.
 */
export function StoreLocator({ client, initialCity = "", locate = browserLocate, className }: StoreLocatorProps) {
  const chosen = useStoreLocation(locate, initialCity);
  const [typed, setTyped] = useState("");
  const [keyWord, setKeyWord] = useState("");
  const all = useQuery(storeListQueryOptions(client));
  const cities = useMemo(() => [...new Set((all.data ?? []).map((s) => s.city))], [all.data]);
  // A city no store is in (a stale or hand-made ?city=) lists every store, as the select then
  // says (全部城市), rather than an empty list under a select that names no city.
  const location = all.data && chosen.city && !cities.includes(chosen.city) ? { ...chosen, city: "" } : chosen;
  const { city, position } = location;
  const list = useQuery(storeListQueryOptions(client, { cityName: city, keyWord, position }));

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setKeyWord(typed.trim());
  };

  return (
    <div className={cn("flex flex-col gap-6", className)}>
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
        <StoreLocationControls location={location} cities={cities} />
        <form onSubmit={onSearch} className="flex flex-1 items-center border border-grey-300">
          <label htmlFor="store-keyword" className="sr-only">
            {STORE_MESSAGES.keyword}
          </label>
          <input
            id="store-keyword"
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder={STORE_MESSAGES.keyword}
            className="h-11 min-w-0 flex-1 bg-transparent px-3 text-sm outline-none"
          />
          <button type="submit" aria-label="搜索门店" className="px-3 text-ink">
            <SearchIcon size={18} />
          </button>
        </form>
      </div>
      <StoreLocationStatus geo={location.geo} className="text-sm" />

      {list.isError ? (
        <div role="alert" className="flex flex-col items-center gap-4 border border-grey-200 py-12 text-center">
          <p className="text-base">{STORE_MESSAGES.loadFailed}</p>
          <Button variant="secondary" size="sm" onClick={() => void list.refetch()}>
            {STORE_MESSAGES.retry}
          </Button>
        </div>
      ) : list.isPending ? (
        <div className="flex justify-center py-12">
          <Spinner />
        </div>
      ) : list.data.length === 0 ? (
        <p className="py-12 text-center text-grey-600">{STORE_MESSAGES.empty}</p>
      ) : (
        <>
          {/* The list's heading (the store cards' names are h3 under it: axe heading-order). */}
          <h2 className="text-sm font-normal text-grey-600">{STORE_MESSAGES.count(list.data.length)}</h2>
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" aria-label={STORE_MESSAGES.title}>
            {list.data.map((store) => (
              <StoreCard key={store.id} store={store} />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function StoreCard({ store }: { store: StoreFieldsFragment }) {
  const links =
    store.lng !== null && store.lng !== undefined && store.lat !== null && store.lat !== undefined
      ? mapLinks({ name: store.storeName, address: store.address, lng: store.lng, lat: store.lat })
      : [];
  return (
    <li className="flex flex-col gap-3 border border-grey-200 bg-paper p-5" aria-label={store.storeName}>
      <div className="flex items-start justify-between gap-3">
        <h3 className="text-base font-bold">{store.storeName}</h3>
        {store.distance !== null && store.distance !== undefined ? (
          <span className="shrink-0 text-sm font-bold text-accent">{formatDistance(store.distance)}</span>
        ) : null}
      </div>
      <p className="text-sm text-grey-700">
        {store.city} · {store.address}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-grey-500">{STORE_MESSAGES.hours}</dt>
        <dd>
          {store.operationStartTime}–{store.operationEndTime}
        </dd>
        <dt className="text-grey-500">电话</dt>
        <dd>
          <a
            href={`tel:${store.telephone.replace(/[^\d+]/g, "")}`}
            className="inline-flex items-center gap-1 underline-offset-2 hover:underline"
          >
            <PhoneIcon size={14} />
            {store.telephone}
          </a>
        </dd>
      </dl>
      {store.enablePickup ? <p className="w-fit bg-grey-100 px-2 py-0.5 text-xs font-bold">{STORE_MESSAGES.pickup}</p> : null}
      {links.length ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-2" aria-label={`导航到${store.storeName}`}>
          {links.map((link) => (
            <a
              key={link.key}
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="border border-ink px-3 py-1.5 text-xs font-bold transition-colors hover:bg-ink hover:text-paper"
            >
              {link.label}
            </a>
          ))}
        </div>
      ) : null}
    </li>
  );
}
