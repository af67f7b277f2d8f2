/** Answers of recently issued captchas, kept in memory for the sandbox developer tools. */
export interface CaptchaLog {
  /** Remembers an issued captcha's answer until it expires. */
  record: (captchaId: string, text: string, expiresAt: Date) => void;
  /** The answer, or null when unknown or expired (a worker's shared log may wait for it: cluster.ts). */
  reveal: (captchaId: string) => string | null | Promise<string | null>;
}

const MAX_ENTRIES = 1000;

/**
 * The captcha database row holds only a hash of the answer, so browser tests (which must type
 * it) read it here instead. Bounded: the oldest entries go first past {@link MAX_ENTRIES}.
 */
export function createCaptchaLog(clock: () => Date = () => new Date()): CaptchaLog {
  const entries = new Map<string, { text: string; expiresAt: number }>();
  return {
    record(captchaId, text, expiresAt) {
      entries.set(captchaId, { text, expiresAt: expiresAt.getTime() });
      while (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    },
    reveal(captchaId) {
      const entry = entries.get(captchaId);
      if (!entry) return null;
      if (entry.expiresAt <= clock().getTime()) {
        entries.delete(captchaId);
        return null;
      }
      return entry.text;
    },
  };
}
