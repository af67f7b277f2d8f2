import { characterCount, isEmail, isMobile, isName, isRequired } from "@xunlan/validation";
import { UCENTER_MESSAGES as M } from "./messages";
import type { CustomerAddressInput, MemberProfileInput } from "./types";

/** One failing field and its Chinese message. */
export interface FieldError<F extends string> {
  field: F;
  message: string;
}

/** The messages of a validation by field (the first one of each), as ui's `useForm` holds them. */
export function errorsByField<F extends string>(list: readonly FieldError<F>[]): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const { field, message } of list) errors[field] ??= message;
  return errors;
}

/** Fields of the address form, in the order they are validated and shown. */
export type AddressField = "consignee" | "cellphone" | "region" | "detailAddress" | "postCode";

/** Detail address length limits (characters, Chinese counting 1). */
export const DETAIL_ADDRESS_LENGTH = { min: 5, max: 100 } as const;
/** Earliest birthday the profile accepts. */
export const BIRTHDAY_MIN = "1900-01-01";

const POST_CODE = /^\d{6}$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Validates the address form in field order (consignee, cellphone, region, detail address, post
 * code) and returns every failure, first field first; an empty list means it may be saved.
 * spec §5: consignee uses the name rule (2–18), cellphone the mobile rule. `regionComplete` says
 * whether the picker reached a leaf (province, city and district where the city has any).
 */
export function validateAddress(values: CustomerAddressInput, regionComplete: boolean): FieldError<AddressField>[] {
  const errors: FieldError<AddressField>[] = [];
  const consignee = values.consignee.trim();
  if (!consignee) errors.push({ field: "consignee", message: M.consigneeRequired });
  else if (!isName(consignee)) errors.push({ field: "consignee", message: M.consigneeInvalid });

  const cellphone = values.cellphone.trim();
  if (!cellphone) errors.push({ field: "cellphone", message: M.cellphoneRequired });
  else if (!isMobile(cellphone)) errors.push({ field: "cellphone", message: M.cellphoneInvalid });

  if (!regionComplete) errors.push({ field: "region", message: M.regionRequired });

  const detail = values.detailAddress.trim();
  const length = characterCount(detail);
  if (!detail) errors.push({ field: "detailAddress", message: M.detailRequired });
  else if (length < DETAIL_ADDRESS_LENGTH.min || length > DETAIL_ADDRESS_LENGTH.max) {
    errors.push({ field: "detailAddress", message: M.detailLength });
  }

  const postCode = values.postCode.trim();
  if (postCode && !POST_CODE.test(postCode)) errors.push({ field: "postCode", message: M.postCodeInvalid });
  return errors;
}

/** Fields of the profile form, in validation order. */
export type ProfileField = "name" | "birthday" | "email" | "region";

/** The longest email the gateway keeps. */
export const EMAIL_MAX_LENGTH = 100;

/** Today as `YYYY-MM-DD` in the shopper's time zone. */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Validates the profile form: name (spec §5, 2–18 characters, required), birthday (optional; a
 * real date from {@link BIRTHDAY_MIN} up to `today`), email (optional; spec §5's rule), region (optional, but a started choice must
 * be finished). Returns failures in field order.
 */
export function validateProfile(
  values: MemberProfileInput,
  regionState: "empty" | "partial" | "complete",
  today: string = todayIso(),
): FieldError<ProfileField>[] {
  const errors: FieldError<ProfileField>[] = [];
  if (!isRequired(values.name)) errors.push({ field: "name", message: M.nameRequired });
  else if (!isName(values.name)) errors.push({ field: "name", message: M.nameInvalid });

  const birthday = values.birthday.trim();
  if (birthday) {
    const valid = ISO_DATE.test(birthday) && !Number.isNaN(Date.parse(birthday)) && birthday >= BIRTHDAY_MIN;
    if (!valid) errors.push({ field: "birthday", message: M.birthdayInvalid });
    else if (birthday > today) errors.push({ field: "birthday", message: M.birthdayInFuture });
  }

  // spec §5 email rule: optional, but what is typed must be a standard address.
  const email = values.email?.trim() ?? "";
  if (email && (email.length > EMAIL_MAX_LENGTH || !isEmail(email))) errors.push({ field: "email", message: M.emailInvalid });

  if (regionState === "partial") errors.push({ field: "region", message: M.regionIncomplete });
  return errors;
}
