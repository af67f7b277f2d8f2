import { maskMobile } from "@xunlan/validation";
import type { CheckoutAddress } from "./types";

/**
 * One line of an address: province, city (once for a municipality such as 北京市), district
 * (absent for a city without districts), then the street address.
 */
export function addressLine(address: Pick<CheckoutAddress, "province" | "city" | "district" | "detailAddress">): string {
  const parts = [address.province, address.city === address.province ? "" : address.city, address.district, address.detailAddress];
  return parts.filter((part) => part && part.trim() !== "").join(" ");
}

/** The consignee and the masked mobile (spec §5 display masking), e.g. 林晓岚 139****5678. */
export function addressContact(address: Pick<CheckoutAddress, "consignee" | "cellphone">): string {
  return `${address.consignee} ${maskMobile(address.cellphone)}`;
}

/** The address checkout starts with: the chosen one if still listed, else the default, else the first. */
export function initialAddressId(addresses: readonly CheckoutAddress[], chosen?: string | null): string | null {
  if (chosen && addresses.some((address) => address.id === chosen)) return chosen;
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null;
}
