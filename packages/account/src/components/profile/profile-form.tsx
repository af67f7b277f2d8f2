import { Button, Field, Segmented, TextInput, useForm, usePopup } from "@xunlan/ui";
import { type FormEvent, useRef, useState } from "react";
import { errorText } from "../../lib/errors";
import { UCENTER_MESSAGES as M } from "../../lib/messages";
import { isRegionEmpty } from "../../lib/regions";
import { BIRTHDAY_MIN, EMAIL_MAX_LENGTH, errorsByField, type ProfileField, todayIso, validateProfile } from "../../lib/rules";
import type { Gender, MemberProfile, MemberProfileInput, RegionNode } from "../../lib/types";
import type { LoadRegions } from "../../lib/use-regions";
import { RegionPicker } from "../region-picker/region-picker";

/** The gender choices of the profile form, in display order. */
export const GENDER_OPTIONS: ReadonlyArray<{ value: Gender; label: string }> = [
  { value: "MALE", label: "男" },
  { value: "FEMALE", label: "女" },
  { value: "SECRET", label: "保密" },
];

/** Props of {@link ProfileForm}. */
export interface ProfileFormProps {
  member: MemberProfile;
  /** `updateMember` (spec §7). Reject with a normalised error to show its Chinese message. */
  onSave: (values: MemberProfileInput) => Promise<void>;
  /** Called after a successful save (after the 保存成功 toast). */
  onSaved?: () => void;
  onCancel?: () => void;
  loadRegions?: LoadRegions;
  regions?: readonly RegionNode[] | null;
  regionMode?: "auto" | "cascader" | "sheet";
  /** Today as `YYYY-MM-DD` (tests); default the shopper's local date. */
  today?: string;
}

/**
 * Edits name (spec §5, 2–18), birthday (date, not in the future, from 1900), email (spec §5), gender (男 / 女 / 保密)
 * and region (省 / 市 / 区). Saves through `onSave` with a pending button and an inline error;
 * toasts 保存成功 on success. Needs a `PopupProvider` above it.
 */
export function ProfileForm({ member, onSave, onSaved, onCancel, loadRegions, regions, regionMode, today = todayIso() }: ProfileFormProps) {
  const popup = usePopup();
  const form = useForm<MemberProfileInput, ProfileField>(() => ({
    name: member.name ?? "",
    birthday: member.birthday ?? "",
    gender: member.gender ?? "SECRET",
    province: member.province ?? "",
    city: member.city ?? "",
    district: member.district ?? "",
    email: member.email ?? "",
  }));
  const [regionState, setRegionState] = useState<"empty" | "partial" | "complete">(() =>
    member.province && member.city ? "complete" : "empty",
  );
  const { values, errors, pending, formError: submitError } = form;
  const nameRef = useRef<HTMLInputElement>(null);
  const birthdayRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const regionId = "ucenter-profile-region";

  const errorOf = (field: ProfileField) => errors[field] ?? null;
  const update = (patch: Partial<MemberProfileInput>, field?: ProfileField) => {
    form.setValues((v) => ({ ...v, ...patch }));
    if (field) form.clearError(field);
    form.setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateProfile(values, regionState, today);
    form.setErrors(errorsByField(found));
    const first = found[0];
    if (first) {
      if (first.field === "name") nameRef.current?.focus();
      else if (first.field === "birthday") birthdayRef.current?.focus();
      else if (first.field === "email") emailRef.current?.focus();
      else document.getElementById(regionId)?.focus();
      return;
    }
    await form.submit(async () => {
      await onSave({ ...values, name: values.name.trim(), email: values.email?.trim() ?? "" });
      popup.toast(M.saved);
      onSaved?.();
    }, errorText);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="编辑个人资料" className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Field label="姓名" error={errorOf("name")} hint="2-18 个字符">
          {(ids) => (
            <TextInput
              ids={ids}
              ref={nameRef}
              value={values.name}
              onChange={(e) => update({ name: e.target.value }, "name")}
              placeholder="请输入姓名"
              autoComplete="name"
              maxLength={18}
            />
          )}
        </Field>
        <Field label="生日" optional error={errorOf("birthday")}>
          {(ids) => (
            <TextInput
              ids={ids}
              ref={birthdayRef}
              type="date"
              min={BIRTHDAY_MIN}
              max={today}
              value={values.birthday}
              onChange={(e) => update({ birthday: e.target.value }, "birthday")}
              autoComplete="bday"
            />
          )}
        </Field>
      </div>
      <Field label="邮箱" optional error={errorOf("email")}>
        {(ids) => (
          <TextInput
            ids={ids}
            ref={emailRef}
            type="email"
            inputMode="email"
            value={values.email ?? ""}
            onChange={(e) => update({ email: e.target.value }, "email")}
            placeholder="例如 name@example.com"
            autoComplete="email"
            maxLength={EMAIL_MAX_LENGTH}
          />
        )}
      </Field>
      <Field label="性别" as="span">
        {(ids) => (
          <Segmented ids={ids} name="gender" value={values.gender} options={GENDER_OPTIONS} onChange={(gender) => update({ gender })} />
        )}
      </Field>
      <Field label="所在地区" as="span" optional error={errorOf("region")}>
        {(ids) => (
          <RegionPicker
            id={regionId}
            labelledBy={ids.labelId}
            describedBy={ids.describedBy}
            invalid={ids.invalid}
            value={{ province: values.province, city: values.city, district: values.district }}
            loadRegions={loadRegions}
            regions={regions}
            mode={regionMode}
            onChange={(next, complete) => {
              update(next, "region");
              setRegionState(complete ? "complete" : isRegionEmpty(next) ? "empty" : "partial");
            }}
          />
        )}
      </Field>
      {submitError ? (
        <p role="alert" className="bg-accent-soft px-4 py-3 text-sm text-danger">
          {submitError}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 border-t border-grey-200 pt-6 sm:flex-row sm:justify-end">
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel} disabled={pending} className="sm:min-w-32">
            取消
          </Button>
        ) : null}
        <Button type="submit" loading={pending} className="sm:min-w-40">
          保存
        </Button>
      </div>
    </form>
  );
}
