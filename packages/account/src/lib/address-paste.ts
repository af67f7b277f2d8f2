import { isMobile } from "@xunlan/validation";
import type { RegionOption } from "./regions";
import type { RegionValue } from "./types";

/**
 * What a parser read from a pasted address (zh-address-parse's result; its codes are GB/T 2260,
 * as the region tree's ids).
 */
export interface ParsedAddressText {
  name?: string;
  phone?: string;
  province?: string;
  city?: string;
  area?: string;
  detail?: string;
  postalCode?: string;
  areaCode?: string;
}

/** An address read from pasted text, fixed up to the store's region tree: for the shopper to confirm. */
export interface RecognizedAddress {
  consignee: string;
  /** 11 digits when the text held a valid mainland mobile (spec §5), else empty. */
  cellphone: string;
  /** Names of the tree's nodes (empty levels when not found). */
  region: RegionValue;
  /** Whether `region` names a leaf of the tree (the picker would call it complete). */
  regionComplete: boolean;
  detailAddress: string;
  postCode: string;
}

// Suffixes of Chinese administrative names, longest first: 广西壮族自治区 → 广西, 南山区 → 南山.
const SUFFIXES = [
  "维吾尔自治区",
  "壮族自治区",
  "回族自治区",
  "特别行政区",
  "自治区",
  "自治州",
  "自治县",
  "地区",
  "新区",
  "街道",
  "省",
  "市",
  "区",
  "县",
  "盟",
  "旗",
  "镇",
  "乡",
];

/** The name without its administrative suffix (at least two characters stay). */
export function shortRegionName(name: string): string {
  const trimmed = name.trim();
  for (const suffix of SUFFIXES) {
    if (trimmed.endsWith(suffix) && trimmed.length - suffix.length >= 2) return trimmed.slice(0, -suffix.length);
  }
  return trimmed;
}

function sameRegion(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = a.trim();
  return x === b || shortRegionName(x) === shortRegionName(b);
}

/** Text as chats paste it, made readable for the parser: country codes and labels' colons off. */
export function cleanPastedAddress(text: string): string {
  return (
    text
      // +86 / 0086 / (86) before a mobile would be read into the name or the street
      .replace(/(?:\+\s*86|\(\s*\+?86\s*\)|（\s*\+?86\s*）|\b0086)[\s-]*(?=1[3-9])/g, " ")
      // 138-0013-8000, 138 0013 8000 → 13800138000
      .replace(/(?<!\d)(1[3-9]\d)[\s-](\d{4})[\s-](\d{4})(?!\d)/g, "$1$2$3")
      // 大厦 18 楼, 建国路 88 号: the parser drops a number standing alone between spaces
      .replace(/\s*(\d{1,5}(?:-\d{1,5})*)\s*(?=[号楼室栋层座幢弄单])/g, "$1")
      .replace(/\s+/g, " ")
      .trim()
  );
}

function findLeafByCode(tree: readonly RegionOption[], code: string | undefined): RegionValue | null {
  if (!code || !/^\d{6}$/.test(code)) return null;
  for (const province of tree) {
    if (province.id.slice(0, 2) !== code.slice(0, 2)) continue;
    for (const city of province.children) {
      const district = city.children.find((d) => d.id === code);
      if (district) return { province: province.name, city: city.name, district: district.name };
    }
  }
  return null;
}

/** Strips region names (full or short) that repeat at the start of the street. */
function stripLeadingRegions(detail: string, names: readonly string[]): string {
  let rest = detail.trim();
  let changed = true;
  while (changed && rest) {
    changed = false;
    for (const name of names) {
      if (!name) continue;
      for (const candidate of [name, shortRegionName(name)]) {
        if (candidate.length >= 2 && rest.startsWith(candidate)) {
          rest = rest.slice(candidate.length).replace(/^[\s,，、]+/, "");
          changed = true;
        }
      }
    }
  }
  return rest;
}

/**
 * Fixes a parser's result up to the store's region tree (issue 26 §3): the tree's own names, by
 * the parser's district code first, else by names with or without their suffix (浙江 → 浙江省), a
 * county-level city filed under the province's 省直辖县 (济源市), and a district the parser left in
 * the street (东莞市's 南城街道). The mobile is kept only when it is one (spec §5).
 */
export function recognizeAddress(parsed: ParsedAddressText, tree: readonly RegionOption[]): RecognizedAddress {
  let detail = (parsed.detail ?? "").trim();
  let region: RegionValue = { province: "", city: "", district: "" };
  let complete = false;

  const byCode = findLeafByCode(tree, parsed.areaCode);
  const province = byCode ? tree.find((p) => p.name === byCode.province) : tree.find((p) => sameRegion(parsed.province, p.name));
  if (byCode) {
    region = byCode;
    complete = true;
  } else if (province) {
    region = { province: province.name, city: "", district: "" };
    let city = province.children.find((c) => sameRegion(parsed.city, c.name));
    let district: RegionOption | undefined;
    if (!city && parsed.city) {
      // a county-level city straight under its province (省直辖县级行政区划)
      for (const candidate of province.children) {
        district = candidate.children.find((d) => sameRegion(parsed.city, d.name));
        if (district) {
          city = candidate;
          break;
        }
      }
    }
    // a municipality: its only city
    if (!city && province.children.length === 1) city = province.children[0];
    if (city) {
      region = { ...region, city: city.name };
      district ??= city.children.find((d) => sameRegion(parsed.area, d.name));
      if (!district && city.children.length > 0) {
        // the parser left the district in the street
        const street = stripLeadingRegions(detail, [province.name, city.name]);
        district = city.children.find(
          (d) => street.startsWith(d.name) || (shortRegionName(d.name).length >= 2 && street.startsWith(shortRegionName(d.name))),
        );
      }
      if (district) region = { ...region, district: district.name };
      complete = city.children.length === 0 ? true : Boolean(district);
    }
  }
  detail = stripLeadingRegions(detail, [
    region.province,
    region.city,
    region.district,
    parsed.province ?? "",
    parsed.city ?? "",
    parsed.area ?? "",
  ]);

  const phone = (parsed.phone ?? "").replace(/\D/g, "");
  const cellphone = isMobile(phone) ? phone : "";
  const consignee = Array.from((parsed.name ?? "").trim())
    .slice(0, 18)
    .join("");
  const postCode = /^\d{6}$/.test(parsed.postalCode ?? "") ? parsed.postalCode! : "";
  return { consignee, cellphone, region, regionComplete: complete, detailAddress: detail, postCode };
}

/** The parser, loaded on first use (its place-name data is ~35 KB gzip: no page pays for it up front). */
export async function loadAddressParser(): Promise<(text: string) => ParsedAddressText> {
  const module = (await import("zh-address-parse")) as unknown as {
    default: (text: string, options?: { type?: 0 | 1; textFilter?: string[] }) => ParsedAddressText;
  };
  const parse = module.default;
  return (text) => parse(cleanPastedAddress(text), { type: 0, textFilter: ["所在地区", "详细地址", "收件地址", "手机号码"] });
}
