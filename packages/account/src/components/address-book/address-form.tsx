import { Button, cn, Field, inputClass, Switch, TextInput, useForm } from "@xunlan/ui";
import { LOGIN_FIELD_LENGTHS } from "@xunlan/validation";
import { type FormEvent, useId, useRef, useState } from "react";
import type { RecognizedAddress } from "../../lib/address-paste";
import { errorText } from "../../lib/errors";
import { type AddressField, DETAIL_ADDRESS_LENGTH, errorsByField, validateAddress } from "../../lib/rules";
import type { CustomerAddress, CustomerAddressInput, RegionNode, RegionValue } from "../../lib/types";
import type { LoadRegions } from "../../lib/use-regions";
import { RegionPicker } from "../region-picker/region-picker";
import { WechatAddressButton } from "../wechat-address/wechat-address-button";
import { AddressPaste } from "./address-paste";

/** Props of {@link AddressForm}. */
export interface AddressFormProps {
  /** The address being edited; omit to add a new one. */
  initial?: CustomerAddress | null;
  /** Saves (addCustomerAddress / updateCustomerAddress, §7). Reject to keep the form open with the error shown. */
  onSubmit: (values: CustomerAddressInput) => Promise<void>;
  onCancel?: () => void;
  loadRegions?: LoadRegions;
  regions?: readonly RegionNode[] | null;
  /** Starts with 设为默认地址 on (the first address of a book). */
  defaultOn?: boolean;
  /** Region picker presentation; default `auto`. */
  regionMode?: "auto" | "cascader" | "sheet";
  /**
   * Issue 26 §3: the consignee's mobile of a new address, prefilled (the member's mobile verified
   * by SMS, on a first address).
   */
  defaultCellphone?: string | null;
}

const ORDER: AddressField[] = ["consignee", "cellphone", "region", "detailAddress", "postCode"];

/**
 * Add / edit form of a customer address. Validates on submit in field order — consignee (2–18),
 * cellphone (spec §5 mobile), region (required, to a leaf), detail address (5–100), post code
 * (optional, 6 digits) — shows each message under its field and focuses the first failing one.
 * Clearing a field's error happens as soon as the shopper edits it.
 */
export function AddressForm({
  initial,
  onSubmit,
  onCancel,
  loadRegions,
  regions,
  defaultOn = false,
  regionMode,
  defaultCellphone,
}: AddressFormProps) {
  const form = useForm<CustomerAddressInput, AddressField>(() => ({
    consignee: initial?.consignee ?? "",
    cellphone: initial?.cellphone ?? defaultCellphone ?? "",
    province: initial?.province ?? "",
    city: initial?.city ?? "",
    district: initial?.district ?? "",
    detailAddress: initial?.detailAddress ?? "",
    postCode: initial?.postCode ?? "",
    isDefault: initial?.isDefault ?? defaultOn,
  }));
  const { values, setValues, errors, setErrors, pending, formError: submitError, setFormError: setSubmitError } = form;
  // The member's mobile may arrive after the form opened (the profile reloads after sign-in):
  // it fills the field then, unless the shopper has typed one (state adjusted while rendering).
  const [seenCellphone, setSeenCellphone] = useState(defaultCellphone);
  if (defaultCellphone !== seenCellphone) {
    setSeenCellphone(defaultCellphone);
    if (!initial && defaultCellphone && !values.cellphone) setValues((v) => ({ ...v, cellphone: defaultCellphone }));
  }
  // an address from the server is complete; the picker reports completeness from then on
  const [regionComplete, setRegionComplete] = useState(() => Boolean(initial?.province && initial.city));
  const formId = useId();
  const refs = useRef<Partial<Record<AddressField, HTMLElement | null>>>({});
  const regionTriggerId = `${formId}-region`;

  const errorOf = (field: AddressField) => errors[field] ?? null;
  const set = <K extends keyof CustomerAddressInput>(key: K, value: CustomerAddressInput[K]) => {
    const field = (key === "province" || key === "city" || key === "district" ? "region" : key) as AddressField;
    form.setField(key, value, field);
  };

  // spec: exactly one default — the current default cannot be switched off here, only replaced
  const lockedDefault = Boolean(initial?.isDefault);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateAddress(values, regionComplete);
    setErrors(errorsByField(found));
    if (found.length) {
      const first = ORDER.find((f) => found.some((e) => e.field === f));
      const target = first === "region" ? document.getElementById(regionTriggerId) : first ? refs.current[first] : null;
      target?.focus();
      return;
    }
    await form.submit(
      () =>
        onSubmit({
          ...values,
          consignee: values.consignee.trim(),
          cellphone: values.cellphone.trim(),
          detailAddress: values.detailAddress.trim(),
          postCode: values.postCode.trim(),
        }),
      errorText,
    );
  };

  const region: RegionValue = { province: values.province, city: values.city, district: values.district };

  // 智能识别: what was read replaces what it found; the shopper checks the fields and saves.
  const applyRecognized = (found: RecognizedAddress): string[] => {
    const next: CustomerAddressInput = {
      ...values,
      consignee: found.consignee || values.consignee,
      cellphone: found.cellphone || values.cellphone,
      ...(found.region.province ? found.region : {}),
      detailAddress: found.detailAddress || values.detailAddress,
      postCode: found.postCode || values.postCode,
    };
    const complete = found.region.province ? found.regionComplete : regionComplete;
    setValues(next);
    setRegionComplete(complete);
    setErrors({});
    setSubmitError(null);
    const missing: string[] = [];
    if (!next.consignee.trim()) missing.push("收货人");
    if (!next.cellphone) missing.push("手机号码");
    if (!complete) missing.push("所在地区");
    if (!next.detailAddress.trim()) missing.push("详细地址");
    return missing;
  };

  return (
    <form noValidate onSubmit={submit} aria-label={initial ? "编辑收货地址" : "新增收货地址"} className="flex flex-col gap-5">
      {/* issue 26 §3: inside WeChat only, WeChat's own address picker fills the form. */}
      <WechatAddressButton
        regions={regions}
        loadRegions={loadRegions}
        onFill={(fill) => {
          setValues((v) => ({
            ...v,
            ...fill.region,
            consignee: fill.consignee,
            cellphone: fill.cellphone,
            detailAddress: fill.detailAddress,
            postCode: fill.postCode || v.postCode,
          }));
          setRegionComplete(fill.regionComplete);
          setErrors({});
          setSubmitError(null);
        }}
      />
      {initial ? null : <AddressPaste loadRegions={loadRegions} regions={regions} onRecognized={applyRecognized} />}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="收货人" error={errorOf("consignee")}>
          {(ids) => (
            <TextInput
              ids={ids}
              ref={(el) => {
                refs.current.consignee = el;
              }}
              value={values.consignee}
              onChange={(e) => set("consignee", e.target.value)}
              placeholder="请输入收货人姓名"
              autoComplete="name"
              maxLength={18}
            />
          )}
        </Field>
        <Field label="手机号码" error={errorOf("cellphone")}>
          {(ids) => (
            <TextInput
              ids={ids}
              ref={(el) => {
                refs.current.cellphone = el;
              }}
              value={values.cellphone}
              onChange={(e) => set("cellphone", e.target.value.replace(/\D/g, "").slice(0, LOGIN_FIELD_LENGTHS.mobile))}
              placeholder="请输入 11 位手机号码"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={LOGIN_FIELD_LENGTHS.mobile}
            />
          )}
        </Field>
      </div>
      <Field label="所在地区" as="span" error={errorOf("region")}>
        {(ids) => (
          <RegionPicker
            id={regionTriggerId}
            labelledBy={ids.labelId}
            describedBy={ids.describedBy}
            invalid={ids.invalid}
            value={region}
            loadRegions={loadRegions}
            regions={regions}
            mode={regionMode}
            onChange={(next, complete) => {
              setValues((v) => ({ ...v, ...next }));
              setRegionComplete(complete);
              form.clearError("region");
            }}
          />
        )}
      </Field>
      <Field
        label="详细地址"
        error={errorOf("detailAddress")}
        hint={`街道、楼栋、门牌号等，${DETAIL_ADDRESS_LENGTH.min}-${DETAIL_ADDRESS_LENGTH.max} 个字`}
      >
        {(ids) => (
          <textarea
            id={ids.id}
            ref={(el) => {
              refs.current.detailAddress = el;
            }}
            aria-invalid={ids.invalid || undefined}
            aria-describedby={ids.describedBy}
            value={values.detailAddress}
            onChange={(e) => set("detailAddress", e.target.value)}
            placeholder="请输入详细地址"
            autoComplete="street-address"
            rows={3}
            className={inputClass(ids.invalid, "h-auto resize-none py-3 leading-relaxed")}
          />
        )}
      </Field>
      <Field label="邮政编码" optional error={errorOf("postCode")}>
        {(ids) => (
          <TextInput
            ids={ids}
            ref={(el) => {
              refs.current.postCode = el;
            }}
            value={values.postCode}
            onChange={(e) => set("postCode", e.target.value.replace(/\D/g, "").slice(0, 6))}
            placeholder="6 位数字"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            className="sm:max-w-[12rem]"
          />
        )}
      </Field>
      <Switch
        label="设为默认地址"
        description={lockedDefault ? "这是当前的默认地址；将其他地址设为默认即可更换" : "下单时优先使用该地址"}
        checked={values.isDefault}
        disabled={lockedDefault}
        onChange={(checked) => set("isDefault", checked)}
      />
      {submitError ? (
        <p role="alert" className="bg-accent-soft px-4 py-3 text-sm text-danger">
          {submitError}
        </p>
      ) : null}
      <div className={cn("flex flex-col-reverse gap-3 sm:flex-row sm:justify-end")}>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending} className="sm:min-w-32">
            取消
          </Button>
        ) : null}
        <Button type="submit" loading={pending} className="sm:min-w-40">
          保存地址
        </Button>
      </div>
    </form>
  );
}
