/** Texts the order pages share (load failures, retries, a failed save); import them in tests. */
export const PAGE_MESSAGES = {
  retry: "重试",
  saveFailed: "保存失败，请稍后再试",
  loadFailed: "加载失败，请稍后再试",
} as const;
