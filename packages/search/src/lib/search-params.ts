import { isSortKey, type SortKey } from "@xunlan/product-ui";
import { searchParamText } from "@xunlan/validation";

/** The keyword as searched: trimmed, inner whitespace collapsed (spec §5: blank is ignored). */
export function normaliseKeyword(keyword: string | null | undefined): string {
  return (keyword ?? "").trim().replace(/\s+/gu, " ");
}

/**
 * The keyword of a URL's `?keyword=` as the router parsed it, normalised: the router reads a
 * numeric-looking value as a number (`?keyword=42`, an EAN), `true` as a boolean and a
 * repeated key as an array (`?keyword=a&keyword=b`: the first one counts); anything else (an
 * object's JSON, null, nothing) is no keyword. Never throws, whatever a link carries.
 */
export function keywordFromSearchParam(value: unknown): string {
  return normaliseKeyword(searchParamText(value));
}

/**
 * The sort of a URL's `?sort=` (spec §9: the listing pages' keys newest, priceDesc, priceAsc),
 * or undefined for the default order: `default`, an unknown or mistyped value, a repeated key
 * whose first value is not a sort, anything a shared link carries is read as no sort. Never throws.
 */
export function sortFromSearchParam(value: unknown): Exclude<SortKey, "default"> | undefined {
  const first = searchParamText(value);
  return isSortKey(first) && first !== "default" ? first : undefined;
}
