/** The region names of an address (spec §3: names, not ids; `""` for a level not chosen). */
export interface RegionNames {
  province?: string | null;
  city?: string | null;
  district?: string | null;
}

/**
 * The region as shoppers read it, parts separated by a space. A municipality's repeated name is
 * shown once: 北京市 北京市 东城区 → 北京市 东城区. The address book, order and return pages all
 * print an address with it.
 */
export function formatRegion(value: RegionNames | null | undefined, separator = " "): string {
  if (!value) return "";
  const parts = [value.province, value.city, value.district].filter((p): p is string => Boolean(p && p.trim()));
  return parts.filter((part, i) => part !== parts[i - 1]).join(separator);
}

/** The full address line as shoppers read it: region (municipality once) then the detail. */
export function formatAddressLine(address: RegionNames & { detailAddress: string }): string {
  return `${formatRegion(address)} ${address.detailAddress}`.trim();
}
