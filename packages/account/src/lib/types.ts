import type { ReactNode } from "react";

/**
 * Gender as the member centre stores it. The form offers 男 / 女 / 保密 (`"SECRET"` is also what
 * an unknown or missing value shows as).
 */
export type Gender = "MALE" | "FEMALE" | "SECRET";

/**
 * The member profile of spec §3 (query `member`, §7). Only the fields the member centre reads are
 * required; every other §3 field is optional so the gateway's type can be passed as is.
 */
export interface MemberProfile {
  memberUid: string;
  cellphone: string;
  /** Chinese name; may be empty for a fresh account. */
  name?: string | null;
  email?: string | null;
  gender?: Gender | null;
  /** `YYYY-MM-DD`. */
  birthday?: string | null;
  province?: string | null;
  city?: string | null;
  district?: string | null;
  street?: string | null;
  username?: string | null;
  wechatNick?: string | null;
  /** Member level name, e.g. 银卡会员 (a number is shown as `LV{n}`). */
  level?: string | number | null;
  /** Points balance. */
  point?: number | null;
  groupId?: string | number | null;
  headImage?: string | null;
  title?: string | null;
  description?: string | null;
  referedSource?: string | null;
  storeCreditBalance?: number | null;
  preferedSize?: string | null;
  height?: number | null;
  weight?: number | null;
  memberQrcode?: string | null;
  registerChannel?: string | null;
  wechatUnionId?: string | null;
  wechatOpenId?: string | null;
}

/** What `updateMember` (spec §7) takes: name, birthday, gender and the region names. */
export interface MemberProfileInput {
  name: string;
  /** `YYYY-MM-DD`, or `""` when not set. */
  birthday: string;
  gender: Gender;
  province: string;
  city: string;
  district: string;
  /** spec §5 email; `""` clears it, absent leaves it unchanged. */
  email?: string;
}

/** A customer address of spec §3 (`customerAddresses`, §7). Region parts are names, not ids. */
export interface CustomerAddress {
  id: string;
  memberUid?: string | null;
  consignee: string;
  cellphone: string;
  province: string;
  city: string;
  /** `""` for a city without districts (e.g. 东莞市). */
  district: string;
  detailAddress: string;
  postCode?: string | null;
  isDefault: boolean;
  createdAt?: string | null;
  updatedAt?: string | null;
}

/** What `addCustomerAddress` takes; `updateCustomerAddress` takes the same plus `addressId`. */
export interface CustomerAddressInput {
  consignee: string;
  cellphone: string;
  province: string;
  city: string;
  district: string;
  detailAddress: string;
  /** `""` when not given (optional, 6 digits). */
  postCode: string;
  isDefault: boolean;
}

/** Region levels of the §3 address-options tree: 1 province, 2 city, 3 district. */
export type RegionLevel = 1 | 2 | 3;

/** One node of the §3 address-options tree (`addressOptions`, §7). */
export interface RegionNode {
  id: string | number;
  parentId?: string | number | null;
  /** Level: 1 province, 2 city, 3 district (strings such as "province" are tolerated). */
  type: RegionLevel | number | string;
  name: string;
  children?: RegionNode[] | null;
}

/** A chosen region as names; empty strings for levels not chosen yet. */
export interface RegionValue {
  province: string;
  city: string;
  district: string;
}

/** A favourite of spec §3 (`memberProductFavoriteList`, §7). */
export interface MemberFavorite {
  id: string | number;
  memberUid?: string | null;
  productId: string | number;
}

/** Props handed to {@link RenderLink}: the storefront renders its router link with them. */
export interface RenderLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-current"?: "page";
  onClick?: () => void;
}

/** Renders an internal link with the app's router; packages stay router-free. */
export type RenderLink = (props: RenderLinkProps) => ReactNode;
