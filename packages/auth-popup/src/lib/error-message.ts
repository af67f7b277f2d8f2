const MESSAGE_KEYS = ["message", "msg", "errMsg", "errMessage", "errorMsg", "errorMessage"] as const;

/**
 * The shopper-facing text of a rejected callback, or `fallback` when it has none.
 * spec §8: error text is read from any of msg, message, errMsg, errMessage, errorMsg, errorMessage.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (typeof error === "string" && error.trim()) return error;
  if (error && typeof error === "object") {
    for (const key of MESSAGE_KEYS) {
      const value = (error as Record<string, unknown>)[key];
      if (typeof value === "string" && value.trim()) return value;
    }
  }
  return fallback;
}
