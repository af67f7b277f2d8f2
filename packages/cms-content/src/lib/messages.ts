import { MESSAGES } from "@xunlan/validation";

/**
 * The loader's shopper-facing texts. The three argument errors are spec §5's, taken from
 * @xunlan/validation; the load failures have no spec wording, so they live here.
 */
export const CONTENT_MESSAGES = {
  // spec §5: content and query messages
  pageTypeInvalid: MESSAGES.pageTypeInvalid,
  pageCodeRequired: MESSAGES.pageCodeRequired,
  pathRequired: MESSAGES.pathRequired,
  pageCodeInvalid: "参数错误：页面代码格式不正确",
  pageCodeNotAllowed: "参数错误：该页面类型不接受页面代码",
  /** A non-200 answer from the content CDN. */
  httpError: (status: number): string => `内容加载失败（HTTP ${status}）`,
  networkError: "内容加载失败，请检查网络后重试",
  invalidJson: "内容文档格式错误：不是有效的 JSON",
  /** A document that fails its schema; names the first offending field. */
  invalidDocument: (issue: string): string => `内容文档格式错误：${issue}`,
} as const;
