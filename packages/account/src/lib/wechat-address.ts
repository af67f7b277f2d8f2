import { createContext, createElement, type ReactNode, useContext } from "react";
import { findRegionPath, isRegionComplete, type RegionOption } from "./regions";
import type { RegionValue } from "./types";

/**
 * WeChat's address picker inside WeChat (issue 26 §3): what `wx.openAddress` answers on success
 * (JS-SDK 说明文档 "共享收货地址接口": userName, postalCode, provinceName, cityName, countryName —
 * the district —, detailInfo, nationalCode, telNumber).
 */
export interface WechatAddress {
  userName: string;
  telNumber: string;
  provinceName: string;
  cityName: string;
  countryName: string;
  detailInfo: string;
  postalCode?: string;
  nationalCode?: string;
}

/** Opens WeChat's picker; resolves null when the shopper cancels. */
export type OpenWechatAddress = () => Promise<WechatAddress | null>;

const WechatAddressContext = createContext<OpenWechatAddress | null>(null);

/**
 * Makes WeChat's address picker available to the address forms below: the app passes the JS
 * bridge's `openAddress` once the bridge is configured inside WeChat, null otherwise (nothing shows).
 */
export function WechatAddressProvider({ value, children }: { value: OpenWechatAddress | null; children?: ReactNode }) {
  return createElement(WechatAddressContext.Provider, { value }, children);
}

/** The picker the app provided, or null (outside WeChat, or the bridge not ready). */
export function useOpenWechatAddress(): OpenWechatAddress | null {
  return useContext(WechatAddressContext);
}

// The suffixes one list writes and another leaves off (广东 / 广东省, 内蒙古 / 内蒙古自治区).
const SUFFIX = /(省|市|特别行政区|壮族自治区|回族自治区|维吾尔自治区|自治区)$/;
const loose = (name: string) => name.trim().replace(SUFFIX, "");

function pick(options: readonly RegionOption[], name: string): RegionOption | undefined {
  const wanted = name.trim();
  if (!wanted) return undefined;
  return options.find((o) => o.name === wanted) ?? options.find((o) => loose(o.name) === loose(wanted));
}

/** What a WeChat address fills in the form, checked against the region tree. */
export interface WechatAddressFill {
  consignee: string;
  cellphone: string;
  region: RegionValue;
  /** The region names a leaf of the tree (else the shopper picks the rest). */
  regionComplete: boolean;
  detailAddress: string;
  postCode: string;
}

/**
 * Maps WeChat's address to the form: consignee, mobile (digits, the last 11: WeChat may add +86),
 * the region by the tree's own names (exact, else without 省/市/自治区), as far down as it matches,
 * the street and the post code when it is six digits.
 */
export function wechatAddressFill(address: WechatAddress, tree: readonly RegionOption[]): WechatAddressFill {
  const province = pick(tree, address.provinceName);
  // A municipality's city is named like it (北京市 → 北京市); WeChat writes the same.
  const city = province ? pick(province.children, address.cityName) : undefined;
  const district = city ? pick(city.children, address.countryName) : undefined;
  const region: RegionValue = { province: province?.name ?? "", city: city?.name ?? "", district: district?.name ?? "" };
  const digits = address.telNumber.replace(/\D/g, "");
  const postCode = (address.postalCode ?? "").trim();
  return {
    consignee: address.userName.trim().slice(0, 18),
    cellphone: digits.length > 11 && digits.startsWith("86") ? digits.slice(-11) : digits.slice(0, 11),
    region,
    regionComplete: Boolean(findRegionPath(tree, region).city) && isRegionComplete(tree, region),
    detailAddress: address.detailInfo.trim(),
    postCode: /^\d{6}$/.test(postCode) ? postCode : "",
  };
}
