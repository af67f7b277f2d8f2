import { useCallback, useEffect, useRef, useState } from "react";
import { useLatest } from "../lib/use-latest";

/** Options of {@link useCaptcha}. */
export interface UseCaptchaOptions {
  /**
   * Whether the captcha shows: the first image loads when this first turns true (default true,
   * on mount). A form that shows the captcha only later (password mode after failures, 使用其他手机号)
   * passes its condition, so no image is fetched for nothing.
   */
  enabled?: boolean;
  /** Called as every refresh starts: the typed code belongs to the old image, clear it. */
  onRefresh?: () => void;
}

/** What {@link useCaptcha} returns: the image captcha's state. */
export interface CaptchaState {
  /** Image source, null until the first load resolves. */
  src: string | null;
  /** True while an image is being fetched (the first one included). */
  loading: boolean;
  /** True when the last fetch failed (the image offers a retry). */
  failed: boolean;
  /** Fetches a new image (spec §2: click to refresh; a captcha is single-use on the gateway). */
  refresh: () => Promise<void>;
}

/**
 * The image captcha of a form (spec §2, §9): loads the first image once it shows, refreshes on
 * demand, and keeps only the answer of the latest request (a slow first image never replaces a
 * newer one). `load` resolves with the image's `src`; it may change between renders.
 */
export function useCaptcha(load: () => Promise<string>, options: UseCaptchaOptions = {}): CaptchaState {
  const { enabled = true } = options;
  const [src, setSrc] = useState<string | null>(null);
  const [refreshing, setRefreshing] = useState(false);
  const [failed, setFailed] = useState(false);
  const latest = useLatest({ load, onRefresh: options.onRefresh });
  const request = useRef(0);

  const fetchImage = useCallback(
    async (id: number) => {
      try {
        const next = await latest.current.load();
        if (id === request.current) setSrc(next);
      } catch {
        if (id === request.current) setFailed(true);
      } finally {
        if (id === request.current) setRefreshing(false);
      }
    },
    [latest],
  );

  // The first image when the captcha first shows (an external fetch); a failure waits for a tap.
  const needsFirst = enabled && src === null && !failed && !refreshing;
  useEffect(() => {
    if (!needsFirst) return;
    void fetchImage(++request.current);
  }, [needsFirst, fetchImage]);
  // Answers arriving after unmount are dropped.
  useEffect(
    () => () => {
      request.current += 1;
    },
    [],
  );

  const refresh = async () => {
    const id = ++request.current;
    setRefreshing(true);
    setFailed(false);
    latest.current.onRefresh?.();
    await fetchImage(id);
  };

  return { src, loading: refreshing || needsFirst, failed, refresh };
}
