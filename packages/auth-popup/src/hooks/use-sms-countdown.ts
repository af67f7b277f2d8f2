import { MESSAGES, SMS_COUNTDOWN_SECONDS } from "@xunlan/validation";
import { useCallback, useEffect, useState } from "react";

/** Options of {@link useSmsCountdown}. */
export interface UseSmsCountdownOptions {
  /** Lock length in seconds. Default {@link SMS_COUNTDOWN_SECONDS} (spec §4/§9: 60 s). */
  seconds?: number;
  /**
   * Keeps the deadline in `sessionStorage` under this key, so closing and reopening the popup
   * (or a reload) does not unlock the button early. Omit to keep it in memory only.
   */
  storageKey?: string;
  /** Label when idle. Default 获取验证码. */
  idleLabel?: string;
}

/** What {@link useSmsCountdown} returns. */
export interface SmsCountdown {
  /** Whole seconds left, rounded up; 0 when idle. */
  remaining: number;
  /** True while the send button is locked. */
  running: boolean;
  /** Button text: `Ns 重新发送` while running (spec §4), otherwise the idle label. */
  label: string;
  /** Starts (or restarts) the lock from now. Call it after a successful send. */
  start: () => void;
  /** Unlocks immediately (e.g. after logout). */
  reset: () => void;
}

/** Default label of the idle SMS button. */
export const SMS_IDLE_LABEL = "获取验证码";

function readDeadline(storageKey: string | undefined): number | null {
  if (!storageKey || typeof sessionStorage === "undefined") return null;
  try {
    const stored = Number(sessionStorage.getItem(storageKey));
    return Number.isFinite(stored) && stored > Date.now() ? stored : null;
  } catch {
    return null;
  }
}

function writeDeadline(storageKey: string | undefined, deadline: number | null): void {
  if (!storageKey || typeof sessionStorage === "undefined") return;
  try {
    if (deadline === null) sessionStorage.removeItem(storageKey);
    else sessionStorage.setItem(storageKey, String(deadline));
  } catch {
    // Private mode or a full quota: the lock still works in memory.
  }
}

/**
 * The lock of the SMS send button (spec §4: it locks for 60 s after a successful send and reads
 * 'Ns 重新发送').
 *
 * It stores the deadline, not a counter: a throttled background tab, a re-render or a remount
 * never stretches or resets the lock, because the remaining time is always deadline minus the
 * clock. A timer wakes the component at each whole second until the deadline and is cleared on
 * unmount and whenever the deadline changes.
 */
export function useSmsCountdown(options: UseSmsCountdownOptions = {}): SmsCountdown {
  const { seconds = SMS_COUNTDOWN_SECONDS, storageKey, idleLabel = SMS_IDLE_LABEL } = options;
  const [deadline, setDeadline] = useState<number | null>(() => readDeadline(storageKey));
  // The clock as of the last tick; only timers and `start` move it.
  const [now, setNow] = useState(() => Date.now());
  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));

  useEffect(() => {
    if (deadline === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      const left = deadline - Date.now();
      if (left <= 0) {
        writeDeadline(storageKey, null);
        return;
      }
      // Wake at the next whole-second boundary of the deadline, so drift never accumulates.
      timer = setTimeout(
        () => {
          setNow(Date.now());
          schedule();
        },
        left % 1000 || 1000,
      );
    };
    schedule();
    return () => clearTimeout(timer);
  }, [deadline, storageKey]);

  const start = useCallback(() => {
    const current = Date.now();
    const next = current + seconds * 1000;
    writeDeadline(storageKey, next);
    setNow(current);
    setDeadline(next);
  }, [seconds, storageKey]);

  const reset = useCallback(() => {
    writeDeadline(storageKey, null);
    setDeadline(null);
  }, [storageKey]);

  const running = remaining > 0;
  return {
    remaining,
    running,
    label: running ? MESSAGES.smsResend(remaining) : idleLabel,
    start,
    reset,
  };
}
