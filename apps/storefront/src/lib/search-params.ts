import { defaultParseSearch } from "@tanstack/react-router";

/**
 * The router's search-string writer: plain query strings, as a shop's URLs are shared and read
 * by people (`?sort=priceAsc&us_size=9&us_size=9.5`, `?key=faq`).
 *
 * TanStack's default writer JSON-quotes strings that look like JSON (`us_size=%229%22`) and
 * writes arrays as JSON. Here scalars are written as they are, and arrays of scalars as
 * repeated keys — the form the default reader (`defaultParseSearch`) already turns back into
 * arrays, and the form product-ui's listing-query helpers use. Objects still go out as JSON.
 * A numeric-looking string therefore reads back as a number: validate search params with
 * coercion (`String(value)`), never with a bare string check.
 */
export function stringifySearch(search: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && value.every(isScalar)) {
      for (const item of value) params.append(key, String(item));
    } else if (value !== null && typeof value === "object") {
      params.set(key, JSON.stringify(value));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The reader that pairs with {@link stringifySearch}: TanStack's default. */
export const parseSearch = defaultParseSearch;

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
