import { GatewayError } from "../errors";

/** A page request after validation. */
export interface Page {
  pageNumber: number;
  pageSize: number;
  offset: number;
}

/** Largest page a member list hands out. */
export const MAX_PAGE_SIZE = 50;

/**
 * Validates pageNumber (≥ 1) and pageSize (1–{@link MAX_PAGE_SIZE}); null/absent take the
 * defaults. '400' with `field` otherwise.
 */
export function toPage(pageNumber: number | null | undefined, pageSize: number | null | undefined, defaultSize = 10): Page {
  const number = pageNumber ?? 1;
  const size = pageSize ?? defaultSize;
  if (!Number.isInteger(number) || number < 1) throw GatewayError.badRequest("参数错误：pageNumber", "pageNumber");
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE) {
    throw GatewayError.badRequest(`参数错误：pageSize（1-${MAX_PAGE_SIZE}）`, "pageSize");
  }
  return { pageNumber: number, pageSize: size, offset: (number - 1) * size };
}
