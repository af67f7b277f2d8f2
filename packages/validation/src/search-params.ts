/** Options of {@link searchParamText}. */
export interface SearchParamTextOptions {
  /** `?x=true` / `?x=false` (booleans to the router) as the text "true" / "false" (default), or, off, as no value. */
  booleans?: boolean;
  /** A repeated key (`?x=a&x=b`, an array to the router): its first scalar counts (default), or, off, none does. */
  repeated?: boolean;
}

/**
 * The first scalar of a URL search parameter as text, as a route's `validateSearch` receives it
 * from TanStack Router's default reader, which parses JSON-looking values: `?x=1` arrives as the
 * number 1, `?x=true` as a boolean, `?x={"a":1}` as an object and a repeated key `?x=a&x=b` as
 * an array. A string is returned as it is (not trimmed); a finite number or a boolean as its
 * text; of an array, the first scalar decides. Anything else (an object, null, nothing, a number
 * that is not finite) is no value: undefined. Never throws, whatever a link carries (the page
 * fuzzer's 500s of issue 12 came from routes that used such values as they came).
 */
export function searchParamText(value: unknown, options: SearchParamTextOptions = {}): string | undefined {
  const { booleans = true, repeated = true } = options;
  let first: unknown = value;
  if (Array.isArray(value)) {
    if (!repeated) return undefined;
    first = value.find(isScalar);
  }
  if (typeof first === "string") return first;
  if (typeof first === "number") return Number.isFinite(first) ? String(first) : undefined;
  if (typeof first === "boolean") return booleans ? String(first) : undefined;
  return undefined;
}

function isScalar(value: unknown): value is string | number | boolean {
  return typeof value === "string" || typeof value === "number" || typeof value === "boolean";
}
