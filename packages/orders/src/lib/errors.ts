import { PAGE_MESSAGES } from "./messages";

/**
 * The Chinese text to show for a rejected callback: the normalised error's message (spec §8, an
 * `Error` or any object with `message`) or the generic fallback.
 */
export function errorText(error: unknown, fallback: string = PAGE_MESSAGES.saveFailed): string {
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message.trim() && /[\u4e00-\u9fff]/.test(message)) return message;
  }
  return fallback;
}
