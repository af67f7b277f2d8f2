import { Button, CheckIcon, cn, MinusIcon, PinIcon, PlusIcon, useForm } from "@xunlan/ui";
import { formatAddressLine, formatPrice, maskMobile, sumMoney } from "@xunlan/validation";
import type { FormEvent, ReactNode } from "react";
import {
  type AfterSaleFormOptions,
  AFTER_SALE_MESSAGES as M,
  type PickupChoice,
  type RefundApplyValues,
  type RefundOrder,
  returnableQuantity,
} from "../../lib/after-sale";
import { errorText } from "../../lib/errors";
import { defaultRenderLink } from "../../lib/render-link";
import { thumbnailSources } from "../../lib/thumbnails";
import type { CustomerAddress, RenderLink } from "../../lib/types";
import { PhotoUploader, type UploadedPhoto } from "../photo-uploader/photo-uploader";
import { PickupSlotPicker } from "../pickup-slot-picker/pickup-slot-picker";

/** Props of {@link RefundForm}. */
export interface RefundFormProps {
  /** The order to return from (orderDetail). */
  order: RefundOrder;
  /** The member's addresses (customerAddresses): the pickup address is chosen among them. */
  addresses: readonly CustomerAddress[];
  /** afterSaleOptions: pickup days, time spans, reasons. */
  options: AfterSaleFormOptions;
  /** Sends afterSaleApply; a rejection's Chinese message is shown above the button. */
  onSubmit: (values: RefundApplyValues) => Promise<void>;
  /** Uploads one photo (ossGetToken + the signed PUT); without it the form offers no photos. */
  onUploadPhoto?: (file: File) => Promise<{ key: string }>;
  /** Where 去添加地址 goes (default /ucenter/member, the address book). */
  addressHref?: string;
  renderLink?: RenderLink;
}

type Field = "items" | "reason" | "address" | "date" | "timeSpan";
interface RefundValues {
  quantities: Record<string, number>;
  reason: string;
  remark: string;
  addressId: string;
  pickup: PickupChoice;
  photos: readonly UploadedPhoto[];
}
const REMARK_MAX = 200;

function Section({
  step,
  title,
  children,
  error,
}: {
  step: number;
  title: string;
  children: ReactNode;
  error?: string | null | undefined;
}) {
  return (
    <section
      aria-labelledby={`refund-step-${step}`}
      className="flex flex-col gap-4 border-t border-grey-200 pt-6 first:border-t-0 first:pt-0"
    >
      <h2 id={`refund-step-${step}`} className="flex items-center gap-3 text-base font-bold text-ink">
        <span aria-hidden="true" className="flex size-6 items-center justify-center bg-ink text-2xs font-black text-paper tabular-nums">
          {step}
        </span>
        {title}
      </h2>
      {children}
      {error ? (
        <p role="alert" className="text-xs text-danger">
          {error}
        </p>
      ) : null}
    </section>
  );
}

/**
 * /refund (spec §2, §4 after-sale apply): choose the items and how many of each to return, a
 * reason and an optional remark (≤ 200), the pickup address from the member's address book and
 * the courier's pickup slot (spec §4: three selectable days, padding and blocked days greyed),
 * with the refund estimate; 提交申请 sends afterSaleApply. Texts in Chinese; every missing choice
 * is named where it is made.
 */
export function RefundForm({
  order,
  addresses,
  options,
  onSubmit,
  onUploadPhoto,
  addressHref = "/ucenter/member",
  renderLink = defaultRenderLink,
}: RefundFormProps) {
  const returnable = order.orderItems.filter((item) => returnableQuantity(item) > 0);
  const form = useForm<RefundValues, Field>(() => ({
    // One line that can be returned is chosen for the shopper.
    quantities: returnable.length === 1 ? { [returnable[0]!.id]: 1 } : {},
    reason: "",
    remark: "",
    addressId: (addresses.find((a) => a.isDefault) ?? addresses[0])?.id ?? "",
    pickup: { date: "", timeSpan: "" },
    photos: [],
  }));
  const { values, errors, setErrors, formError: submitError, setFormError: setSubmitError, pending: submitting } = form;
  const { quantities, reason, remark, addressId, pickup, photos } = values;
  // Choices clear their own message only; the submission's stays until the next try.
  const change =
    <K extends keyof RefundValues>(key: K) =>
    (value: RefundValues[K]) =>
      form.setValues((current) => ({ ...current, [key]: value }));
  const setReason = change("reason");
  const setRemark = change("remark");
  const setAddressId = change("addressId");
  const setPickup = change("pickup");
  const setPhotos = change("photos");

  const chosen = order.orderItems.filter((item) => (quantities[item.id] ?? 0) > 0);
  const estimate = sumMoney(chosen.map((item) => item.sharePrice * (quantities[item.id] ?? 0)));
  const units = chosen.reduce((sum, item) => sum + (quantities[item.id] ?? 0), 0);

  const clear = form.clearError;
  const setQuantity = (id: string, quantity: number) => {
    form.setValues((current) => ({ ...current, quantities: { ...current.quantities, [id]: quantity } }));
    clear("items");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const address = addresses.find((a) => a.id === addressId);
    const found: Partial<Record<Field, string>> = {
      items: chosen.length === 0 ? M.chooseItems : undefined,
      reason: reason ? undefined : M.chooseReason,
      address: address ? undefined : M.chooseAddress,
      date: pickup.date ? undefined : M.chooseDate,
      timeSpan: pickup.timeSpan ? undefined : M.chooseTimeSpan,
    };
    setErrors(found);
    setSubmitError(null);
    if (Object.values(found).some(Boolean) || !address) return;
    if (photos.some((p) => p.status === "uploading")) {
      setSubmitError(M.photoUploading);
      return;
    }
    await form.submit(
      async () => {
        await onSubmit({
          orderNumber: order.orderNumber,
          items: chosen.map((item) => ({ itemId: item.id, quantity: quantities[item.id] ?? 0 })),
          consignee: address.consignee,
          consigneeCellphone: address.cellphone,
          province: address.province,
          city: address.city,
          district: address.district,
          detailAddress: address.detailAddress,
          postCode: address.postCode || null,
          reason,
          remark: remark.trim() || null,
          pickupDate: pickup.date,
          pickupTimeSpan: pickup.timeSpan,
          photoKeys: photos.flatMap((p) => (p.status === "done" && p.key ? [p.key] : [])),
        });
      },
      (error) => errorText(error, "提交失败，请稍后再试"),
    );
  };

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      aria-label={M.applyTitle}
      className="grid grid-cols-[minmax(0,1fr)] gap-8 lg:grid-cols-[minmax(0,1fr)_300px] lg:items-start lg:gap-10"
    >
      <div className="flex min-w-0 flex-col gap-8">
        <Section step={1} title="选择退货商品" error={errors.items}>
          <ul className="flex flex-col divide-y divide-grey-100 border border-grey-200">
            {order.orderItems.map((item) => {
              const max = returnableQuantity(item);
              const quantity = quantities[item.id] ?? 0;
              const selected = quantity > 0;
              const name = item.styleDisplayNameCn || item.productName;
              return (
                <li key={item.id} className={cn("flex gap-3 p-3 sm:gap-4 sm:p-4", max === 0 && "bg-canvas")}>
                  <label className={cn("flex min-w-0 flex-1 gap-3 sm:gap-4", max > 0 ? "cursor-pointer" : "cursor-not-allowed")}>
                    <input
                      type="checkbox"
                      checked={selected}
                      disabled={max === 0}
                      onChange={(e) => setQuantity(item.id, e.target.checked ? Math.max(1, quantity) : 0)}
                      aria-label={`退货：${name} ${item.colorNameCn} ${item.sizeText}`}
                      className="peer sr-only"
                    />
                    <span
                      aria-hidden="true"
                      className={cn(
                        "mt-1 flex size-5 shrink-0 items-center justify-center border peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent",
                        selected ? "border-ink bg-ink text-paper" : "border-grey-300 bg-paper",
                        max === 0 && "border-grey-200 bg-grey-100",
                      )}
                    >
                      {selected ? <CheckIcon size={14} /> : null}
                    </span>
                    <img
                      {...thumbnailSources(item.image, 72)}
                      alt=""
                      width={72}
                      height={72}
                      loading="lazy"
                      decoding="async"
                      className="size-16 shrink-0 bg-canvas object-cover sm:size-[72px]"
                    />
                    <span className="flex min-w-0 flex-col gap-1">
                      <span className={cn("truncate text-sm font-bold", max === 0 ? "text-grey-500" : "text-ink")}>{name}</span>
                      <span className="text-xs text-grey-500">
                        {item.colorNameCn} · 尺码 {item.sizeText}
                      </span>
                      <span className="text-xs text-grey-500 tabular-nums">
                        {formatPrice(item.sharePrice)} × {item.quantity}
                      </span>
                      <span className="text-xs text-grey-500">
                        {max === 0 ? (item.returnable && !item.isGift ? "已申请退货" : "该商品不支持退货") : `可退 ${max} 件`}
                      </span>
                    </span>
                  </label>
                  {max > 0 ? (
                    <fieldset
                      aria-label={`${name} 退货数量`}
                      className="m-0 flex h-9 shrink-0 items-center self-center border border-grey-200 p-0"
                    >
                      <button
                        type="button"
                        aria-label="减少"
                        disabled={quantity <= 1}
                        onClick={() => setQuantity(item.id, quantity - 1)}
                        className="flex size-9 items-center justify-center text-ink disabled:text-grey-300"
                      >
                        <MinusIcon size={14} />
                      </button>
                      <output aria-live="polite" className="w-7 text-center text-sm font-bold tabular-nums">
                        {quantity}
                      </output>
                      <button
                        type="button"
                        aria-label="增加"
                        disabled={quantity >= max}
                        onClick={() => setQuantity(item.id, quantity + 1)}
                        className="flex size-9 items-center justify-center text-ink disabled:text-grey-300"
                      >
                        <PlusIcon size={14} />
                      </button>
                    </fieldset>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </Section>

        <Section step={2} title="退货原因" error={errors.reason}>
          <div role="radiogroup" aria-label="退货原因" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
            {options.reasons.map((r) => (
              <label
                key={r}
                className={cn(
                  "flex min-h-11 cursor-pointer items-center justify-center border px-2 text-center text-sm transition-colors",
                  reason === r ? "border-ink bg-ink font-bold text-paper" : "border-grey-200 text-ink hover:border-ink",
                  "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
                )}
              >
                <input
                  type="radio"
                  name="refund-reason"
                  value={r}
                  checked={reason === r}
                  onChange={() => {
                    setReason(r);
                    clear("reason");
                  }}
                  className="sr-only"
                />
                {r}
              </label>
            ))}
          </div>
          <label className="flex flex-col gap-2">
            <span className="text-sm font-bold text-ink">补充说明</span>
            <span className="relative">
              <textarea
                value={remark}
                maxLength={REMARK_MAX}
                rows={3}
                onChange={(e) => setRemark(e.target.value.slice(0, REMARK_MAX))}
                placeholder={M.remarkPlaceholder}
                className="block w-full resize-none border border-grey-200 bg-paper p-3 pb-7 text-sm text-ink placeholder:text-grey-400 focus:border-ink focus:outline-none"
              />
              <span aria-hidden="true" className="absolute right-3 bottom-2 text-2xs text-grey-500 tabular-nums">
                {remark.length}/{REMARK_MAX}
              </span>
            </span>
          </label>
          {onUploadPhoto ? <PhotoUploader onUpload={onUploadPhoto} onChange={setPhotos} /> : null}
        </Section>

        <Section step={3} title="取件地址" error={errors.address}>
          {addresses.length === 0 ? (
            <div className="flex flex-col items-start gap-3 border border-dashed border-grey-300 p-5">
              <p className="text-sm text-grey-600">{M.noAddress}</p>
              {renderLink({
                href: addressHref,
                className: "text-sm font-bold underline underline-offset-4 hover:text-accent",
                children: M.addAddress,
              })}
            </div>
          ) : (
            <div role="radiogroup" aria-label="取件地址" className="grid gap-2 sm:grid-cols-2">
              {addresses.map((address) => {
                const checked = address.id === addressId;
                return (
                  <label
                    key={address.id}
                    className={cn(
                      "relative flex cursor-pointer flex-col gap-1.5 border p-4 transition-colors",
                      checked ? "border-ink shadow-raised" : "border-grey-200 hover:border-grey-400",
                      "has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent",
                    )}
                  >
                    <input
                      type="radio"
                      name="refund-address"
                      value={address.id}
                      checked={checked}
                      onChange={() => {
                        setAddressId(address.id);
                        clear("address");
                      }}
                      aria-label={`${address.consignee} ${formatAddressLine(address)}`}
                      className="sr-only"
                    />
                    <span className="flex items-center gap-2 text-sm font-bold text-ink">
                      <PinIcon size={16} className={checked ? "text-accent" : "text-grey-400"} />
                      {address.consignee}
                      <span className="font-normal text-grey-600 tabular-nums">{maskMobile(address.cellphone)}</span>
                      {address.isDefault ? <span className="ml-auto bg-ink px-1.5 py-0.5 text-2xs text-paper">默认</span> : null}
                    </span>
                    <span className="text-xs leading-relaxed text-grey-600">{formatAddressLine(address)}</span>
                  </label>
                );
              })}
            </div>
          )}
        </Section>

        <Section step={4} title="预约上门取件">
          <PickupSlotPicker
            days={options.pickupDays}
            timeSpans={options.pickupTimeSpans}
            value={pickup}
            onChange={(next) => {
              if (next.date !== pickup.date) clear("date");
              if (next.timeSpan !== pickup.timeSpan) clear("timeSpan");
              setPickup(next);
            }}
            dateError={errors.date ?? null}
            timeSpanError={errors.timeSpan ?? null}
          />
        </Section>
      </div>

      <aside aria-label="退款信息" className="flex flex-col gap-4 border border-grey-200 bg-paper p-5 lg:sticky lg:top-24">
        <dl className="flex flex-col gap-2 text-sm">
          <div className="flex justify-between gap-4">
            <dt className="text-grey-600">订单号</dt>
            <dd className="font-bold tabular-nums">{order.orderNumber}</dd>
          </div>
          <div className="flex justify-between gap-4">
            <dt className="text-grey-600">退货数量</dt>
            <dd className="tabular-nums">{units} 件</dd>
          </div>
          <div className="flex items-baseline justify-between gap-4 border-t border-grey-100 pt-3">
            <dt className="font-bold text-ink">预计退款</dt>
            <dd className="font-display text-xl font-black tabular-nums" data-testid="refund-estimate">
              {formatPrice(estimate)}
            </dd>
          </div>
        </dl>
        <p className="text-2xs leading-relaxed text-grey-500">退款按商品实付金额计算，商品入库后原路退回；整单退货时运费一并退还。</p>
        {submitError ? (
          <p role="alert" className="text-sm text-danger">
            {submitError}
          </p>
        ) : null}
        <Button type="submit" loading={submitting} className="w-full">
          {M.submit}
        </Button>
      </aside>
    </form>
  );
}
