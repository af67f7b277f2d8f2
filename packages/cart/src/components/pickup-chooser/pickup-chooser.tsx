import { queryOptions, useQuery } from "@tanstack/react-query";
import { type ApiClient, type PickupOrderInput, PickupStoresDocument, type PickupStoresQuery } from "@xunlan/api-client";
import { Button, CheckIcon, cn, PinIcon, Skeleton } from "@xunlan/ui";
import { isMobile, isName } from "@xunlan/validation";
import { type ReactNode, useId, useMemo, useState } from "react";
import type { CheckoutAddress } from "../../lib/types";
import { cartKeys, type OrderProduct } from "../../queries/bag-queries";

/** How the order reaches the shopper (issue 24 §1). */
export type DeliveryMode = "express" | "pickup";

/** One store of the pickup chooser (the gateway's pickupStores). */
export type PickupStoreOption = PickupStoresQuery["pickupStores"][number];

/** A position the shopper shared (navigator.geolocation). */
export interface ShopperPosition {
  longitude: number;
  latitude: number;
}

/** Issue 24 §1: the stores these lines may be collected at, nearest first from `position`. */
export function pickupStoresQueryOptions(api: ApiClient, products: readonly OrderProduct[], position: ShopperPosition | null) {
  return queryOptions({
    queryKey: cartKeys.pickupStores(products, position),
    queryFn: async () => (await api.request(PickupStoresDocument, { products: [...products], ...(position ?? {}) })).pickupStores,
    enabled: products.length > 0,
    placeholderData: (previous) => previous,
  });
}

export const PICKUP_MESSAGES = {
  express: "快递配送",
  pickup: "门店自提",
  modeLabel: "配送方式",
  noFee: "到店自提，免运费",
  storesTitle: "选择自提门店",
  locate: "按距离排序",
  locating: "正在定位…",
  locateFailed: "无法获取您的位置，门店按默认顺序显示",
  located: "已按距离由近到远排序",
  noStores: "暂无支持自提的门店",
  inStock: "有货",
  outOfStock: "库存不足",
  dayTitle: "自提日期",
  spanTitle: "自提时间段",
  contactTitle: "提货人",
  contactName: "提货人姓名",
  contactMobile: "手机号码",
  chooseStore: "请选择自提门店",
  chooseDay: "请选择自提日期",
  chooseSpan: "请选择自提时间段",
  badName: "请输入正确的提货人姓名",
  badMobile: "请输入正确的手机号码",
  hours: (open: string, close: string) => `营业时间 ${open}-${close}`,
  units: (n: number) => `仅剩 ${n} 件`,
} as const;

/** What the chooser holds; `input` is what submitOrder takes, or why it is not complete. */
export interface PickupChoice {
  mode: DeliveryMode;
  setMode: (mode: DeliveryMode) => void;
  stores: readonly PickupStoreOption[] | null;
  storesError: boolean;
  storeCode: string | null;
  setStoreCode: (code: string) => void;
  pickupDate: string | null;
  setPickupDate: (date: string) => void;
  pickupTimeSpan: string | null;
  setPickupTimeSpan: (span: string) => void;
  consignee: string;
  setConsignee: (value: string) => void;
  consigneeCellphone: string;
  setConsigneeCellphone: (value: string) => void;
  position: ShopperPosition | null;
  locating: boolean;
  locateFailed: boolean;
  locate: () => void;
  /** The first missing or wrong part (Chinese), or null when complete. */
  problem: string | null;
  /** submitOrder's pickup, when complete. */
  input: PickupOrderInput | null;
}

/**
 * The state of checkout's delivery choice (issue 24 §1): the mode, the pickup store (the first
 * one holding every line until the shopper picks), the day (the first selectable), the time
 * span, and the 提货人 (from the default address until edited). Stores load only in 门店自提.
 */
export function usePickupChoice(
  client: ApiClient,
  products: readonly OrderProduct[],
  addresses: readonly CheckoutAddress[] | null,
): PickupChoice {
  const [mode, setMode] = useState<DeliveryMode>("express");
  const [position, setPosition] = useState<ShopperPosition | null>(null);
  const [locating, setLocating] = useState(false);
  const [locateFailed, setLocateFailed] = useState(false);
  const stores = useQuery({ ...pickupStoresQueryOptions(client, products, position), enabled: mode === "pickup" && products.length > 0 });
  const [chosenStore, setStoreCode] = useState<string | null>(null);
  const [chosenDate, setPickupDate] = useState<string | null>(null);
  const [pickupTimeSpan, setPickupTimeSpan] = useState<string | null>(null);
  const fallback = (addresses ?? []).find((a) => a.isDefault) ?? addresses?.[0];
  const [name, setConsignee] = useState<string | null>(null);
  const [mobile, setConsigneeCellphone] = useState<string | null>(null);
  const consignee = name ?? fallback?.consignee ?? "";
  const consigneeCellphone = mobile ?? fallback?.cellphone ?? "";

  const list = stores.data ?? null;
  const storeCode = chosenStore ?? list?.find((s) => s.inStock)?.store.omsStoreCode ?? null;
  const store = list?.find((s) => s.store.omsStoreCode === storeCode) ?? null;
  const firstDay = store?.pickupDays.find((d) => !d.disabled)?.form_pickupDate ?? null;
  const pickupDate = chosenDate && store?.pickupDays.some((d) => d.form_pickupDate === chosenDate && !d.disabled) ? chosenDate : firstDay;
  const span = pickupTimeSpan && store?.pickupTimeSpans.includes(pickupTimeSpan) ? pickupTimeSpan : null;

  const problem =
    !store || !store.inStock
      ? PICKUP_MESSAGES.chooseStore
      : !pickupDate
        ? PICKUP_MESSAGES.chooseDay
        : !span
          ? PICKUP_MESSAGES.chooseSpan
          : !isName(consignee.trim())
            ? PICKUP_MESSAGES.badName
            : !isMobile(consigneeCellphone.trim())
              ? PICKUP_MESSAGES.badMobile
              : null;

  const locate = () => {
    if (typeof navigator === "undefined" || !navigator.geolocation) {
      setLocateFailed(true);
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (p) => {
        setLocating(false);
        setLocateFailed(false);
        setPosition({ longitude: Math.round(p.coords.longitude * 1e5) / 1e5, latitude: Math.round(p.coords.latitude * 1e5) / 1e5 });
      },
      () => {
        setLocating(false);
        setLocateFailed(true);
      },
      { timeout: 8000, maximumAge: 600_000 },
    );
  };

  return {
    mode,
    setMode,
    stores: list,
    storesError: stores.isError,
    storeCode,
    setStoreCode: (code) => {
      setStoreCode(code);
      setPickupTimeSpan(null);
    },
    pickupDate,
    setPickupDate,
    pickupTimeSpan: span,
    setPickupTimeSpan,
    consignee,
    setConsignee,
    consigneeCellphone,
    setConsigneeCellphone,
    position,
    locating,
    locateFailed,
    locate,
    problem,
    input:
      problem === null && storeCode && pickupDate && span
        ? { storeCode, pickupDate, pickupTimeSpan: span, consignee: consignee.trim(), consigneeCellphone: consigneeCellphone.trim() }
        : null,
  };
}

/** Props of {@link DeliveryChoice}. */
export interface DeliveryChoiceProps {
  choice: PickupChoice;
  /** The 收货地址 section shown for 快递配送. */
  addressSection: ReactNode;
  /** Submit pressed with the pickup choice incomplete: its problem is shown. */
  invalid?: boolean;
  className?: string;
}

const chip = (selected: boolean, disabled = false) =>
  cn(
    "flex min-h-11 items-center justify-center border px-3 text-sm transition-colors",
    disabled
      ? "cursor-not-allowed border-grey-200 text-grey-400 line-through"
      : selected
        ? "border-ink bg-ink font-bold text-paper"
        : "border-grey-300 text-ink hover:border-ink",
  );

/**
 * Checkout's 配送方式 (issue 24 §1): 快递配送 (the address section) or 门店自提 — the stores with
 * pickup (nearest first after 按距离排序, stock per store; a store without every line cannot be
 * chosen), then the day (spec §4: three selectable days, blocked and padding days disabled) and
 * the store's time spans, then the 提货人. 门店自提 has no shipping fee.
 */
export function DeliveryChoice({ choice, addressSection, invalid = false, className }: DeliveryChoiceProps) {
  const id = useId();
  const store = choice.stores?.find((s) => s.store.omsStoreCode === choice.storeCode) ?? null;
  const storeList = useMemo(() => choice.stores ?? [], [choice.stores]);
  return (
    <div className={cn("flex flex-col gap-6", className)}>
      <div role="radiogroup" aria-label={PICKUP_MESSAGES.modeLabel} className="grid grid-cols-2 border border-ink">
        {(["express", "pickup"] as const).map((mode) => (
          <label
            key={mode}
            className={cn(
              "flex min-h-12 cursor-pointer items-center justify-center gap-2 text-sm font-bold transition-colors",
              choice.mode === mode ? "bg-ink text-paper" : "bg-paper text-ink hover:bg-canvas",
            )}
          >
            <input
              type="radio"
              name={`${id}-mode`}
              value={mode}
              checked={choice.mode === mode}
              onChange={() => choice.setMode(mode)}
              className="sr-only"
            />
            {PICKUP_MESSAGES[mode]}
          </label>
        ))}
      </div>
      {choice.mode === "express" ? (
        addressSection
      ) : (
        <section aria-labelledby={`${id}-stores`} className="flex flex-col gap-5">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id={`${id}-stores`} className="font-display text-lg font-black tracking-tight">
              {PICKUP_MESSAGES.storesTitle}
            </h2>
            <Button variant="link" leadingIcon={<PinIcon size={14} />} loading={choice.locating} onClick={choice.locate}>
              {choice.locating ? PICKUP_MESSAGES.locating : PICKUP_MESSAGES.locate}
            </Button>
          </div>
          <p className="-mt-3 text-xs text-grey-600">
            {PICKUP_MESSAGES.noFee}
            {choice.position ? ` · ${PICKUP_MESSAGES.located}` : ""}
            {choice.locateFailed ? ` · ${PICKUP_MESSAGES.locateFailed}` : ""}
          </p>
          {choice.stores === null && !choice.storesError ? (
            <div className="flex flex-col gap-3" aria-busy="true">
              <Skeleton height={96} />
              <Skeleton height={96} />
            </div>
          ) : null}
          {choice.storesError ? <p className="text-sm text-danger">门店列表加载失败</p> : null}
          {choice.stores && storeList.length === 0 ? <p className="text-sm text-grey-600">{PICKUP_MESSAGES.noStores}</p> : null}
          {storeList.length > 0 ? (
            <div role="radiogroup" aria-label={PICKUP_MESSAGES.storesTitle} className="grid gap-3 md:grid-cols-2">
              {storeList.map((option) => {
                const checked = option.store.omsStoreCode === choice.storeCode;
                const fewest = Math.min(...option.stock.map((s) => s.saleableQty));
                return (
                  <label
                    key={option.store.omsStoreCode}
                    className={cn(
                      "relative flex gap-3 border p-4 transition-colors",
                      option.inStock ? "cursor-pointer" : "cursor-not-allowed bg-canvas text-grey-500",
                      checked ? "border-ink shadow-[inset_0_0_0_1px_var(--color-ink)]" : "border-grey-300 hover:border-grey-500",
                    )}
                  >
                    <input
                      type="radio"
                      name={`${id}-store`}
                      value={option.store.omsStoreCode}
                      checked={checked}
                      disabled={!option.inStock}
                      onChange={() => choice.setStoreCode(option.store.omsStoreCode)}
                      className="sr-only"
                    />
                    <PinIcon size={18} className={cn("mt-0.5 shrink-0", checked ? "text-ink" : "text-grey-400")} />
                    <span className="flex min-w-0 flex-col gap-1 text-sm">
                      <span className="font-bold">{option.store.storeName}</span>
                      <span className="text-xs text-grey-600">{option.store.address}</span>
                      <span className="flex flex-wrap gap-x-3 text-xs text-grey-600">
                        <span>{PICKUP_MESSAGES.hours(option.store.operationStartTime, option.store.operationEndTime)}</span>
                        {option.store.distance !== null && option.store.distance !== undefined ? (
                          <span>{`${option.store.distance.toFixed(1)} km`}</span>
                        ) : null}
                      </span>
                      <span data-testid="pickup-stock" className={cn("text-xs font-bold", option.inStock ? "text-success" : "text-danger")}>
                        {option.inStock
                          ? PICKUP_MESSAGES.inStock
                          : fewest > 0
                            ? `${PICKUP_MESSAGES.outOfStock}（${PICKUP_MESSAGES.units(fewest)}）`
                            : PICKUP_MESSAGES.outOfStock}
                      </span>
                    </span>
                    {checked ? (
                      <span className="absolute top-0 right-0 flex size-6 items-center justify-center bg-ink text-paper" aria-hidden="true">
                        <CheckIcon size={14} />
                      </span>
                    ) : null}
                  </label>
                );
              })}
            </div>
          ) : null}
          {store ? (
            <>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-3 text-sm font-bold">{PICKUP_MESSAGES.dayTitle}</legend>
                <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
                  {store.pickupDays.map((day) => (
                    <label
                      key={day.form_pickupDate}
                      className={cn(
                        chip(day.form_pickupDate === choice.pickupDate, day.disabled),
                        "flex-col px-1 py-1.5 text-xs leading-tight whitespace-nowrap sm:text-sm",
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-day`}
                        value={day.form_pickupDate}
                        checked={day.form_pickupDate === choice.pickupDate}
                        disabled={day.disabled}
                        onChange={() => choice.setPickupDate(day.form_pickupDate)}
                        className="sr-only"
                      />
                      <span>{day.dateText}</span>
                      <span className="text-2xs">{day.day}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-3 text-sm font-bold">{PICKUP_MESSAGES.spanTitle}</legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {store.pickupTimeSpans.map((span) => (
                    <label key={span} className={chip(span === choice.pickupTimeSpan)}>
                      <input
                        type="radio"
                        name={`${id}-span`}
                        value={span}
                        checked={span === choice.pickupTimeSpan}
                        onChange={() => choice.setPickupTimeSpan(span)}
                        className="sr-only"
                      />
                      <span className="tabular-nums">{span}</span>
                    </label>
                  ))}
                </div>
              </fieldset>
            </>
          ) : null}
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-sm font-bold">{PICKUP_MESSAGES.contactTitle}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <label className="flex flex-col gap-1 text-xs text-grey-600">
                {PICKUP_MESSAGES.contactName}
                <input
                  value={choice.consignee}
                  maxLength={18}
                  autoComplete="name"
                  onChange={(e) => choice.setConsignee(e.target.value)}
                  className="h-11 border border-grey-300 px-3 text-sm text-ink focus:border-ink focus:outline-none"
                />
              </label>
              <label className="flex flex-col gap-1 text-xs text-grey-600">
                {PICKUP_MESSAGES.contactMobile}
                <input
                  value={choice.consigneeCellphone}
                  inputMode="numeric"
                  maxLength={11}
                  autoComplete="tel"
                  onChange={(e) => choice.setConsigneeCellphone(e.target.value.replace(/\D/g, ""))}
                  className="h-11 border border-grey-300 px-3 text-sm text-ink tabular-nums focus:border-ink focus:outline-none"
                />
              </label>
            </div>
          </fieldset>
          {invalid && choice.problem ? (
            <p role="alert" className="text-xs font-bold text-danger">
              {choice.problem}
            </p>
          ) : null}
        </section>
      )}
    </div>
  );
}
