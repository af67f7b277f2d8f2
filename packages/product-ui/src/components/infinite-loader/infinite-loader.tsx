import { Button, cn, Spinner } from "@xunlan/ui";
import { MESSAGES } from "@xunlan/validation";
import { useEffect, useRef, useSyncExternalStore } from "react";

/** Props of {@link InfiniteLoader}. */
export interface InfiniteLoaderProps {
  /** More pages remain (spec §4: the next page loads at the bottom only when more remain). */
  hasMore: boolean;
  /** A page is loading: no further calls until it ends. */
  loading?: boolean;
  /** Load the next page. */
  onLoadMore: () => void;
  /** How early to start, as an IntersectionObserver rootMargin. Default "0px 0px 600px 0px". */
  rootMargin?: string;
  /** Text at the end. Default 暂无更多数据 (spec §2). */
  endText?: string;
  /** Hide the end text (e.g. when the list is empty). */
  hideEnd?: boolean;
  /**
   * Load the next page on its own as the sentinel nears the viewport (default). False: only by
   * the 加载更多 button, so a long list lets the shopper reach the footer.
   */
  auto?: boolean;
  /** Shown and total item counts: 已显示 {shown}/{total} above the button or end text. */
  progress?: { shown: number; total: number };
  className?: string;
}

/**
 * A sentinel under a list: when it nears the viewport and more remain, it calls `onLoadMore`
 * (once per page — it waits for `loading` to go back to false). At the end it shows 暂无更多数据.
 * Without IntersectionObserver it falls back to a 加载更多 button.
 */
export function InfiniteLoader({
  hasMore,
  loading = false,
  onLoadMore,
  rootMargin = "0px 0px 600px 0px",
  endText = MESSAGES.noMoreData,
  hideEnd = false,
  auto = true,
  progress,
  className,
}: InfiniteLoaderProps) {
  const sentinelRef = useRef<HTMLDivElement>(null);
  const onLoadMoreRef = useRef(onLoadMore);
  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  });
  // The server assumes support (renders no button), so the first client render matches the HTML.
  const supported = useSyncExternalStore(subscribeNever, hasIntersectionObserver, () => true);

  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!auto || !supported || !sentinel || !hasMore || loading) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onLoadMoreRef.current();
        }
      },
      { rootMargin },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [auto, supported, hasMore, loading, rootMargin]);

  return (
    <div
      ref={sentinelRef}
      className={cn("flex min-h-16 flex-col items-center justify-center gap-3 py-6 text-sm text-grey-500", className)}
      aria-live="polite"
    >
      {progress ? (
        <p className="flex flex-col items-center gap-2 tabular-nums" data-testid="listing-progress">
          已显示 {Math.min(progress.shown, progress.total)}/{progress.total}
          <span aria-hidden="true" className="block h-0.5 w-40 bg-grey-200">
            <span
              className="block h-full bg-ink"
              style={{ width: `${progress.total > 0 ? Math.min(100, (progress.shown / progress.total) * 100) : 100}%` }}
            />
          </span>
        </p>
      ) : null}
      {loading ? (
        <Spinner />
      ) : hasMore ? (
        supported && auto ? null : (
          <Button variant="secondary" onClick={onLoadMore} className="min-w-40">
            加载更多
          </Button>
        )
      ) : hideEnd ? null : (
        <p className="flex items-center gap-3">
          <span aria-hidden="true" className="h-px w-8 bg-grey-300" />
          {endText}
          <span aria-hidden="true" className="h-px w-8 bg-grey-300" />
        </p>
      )}
    </div>
  );
}

const subscribeNever = () => () => {};
const hasIntersectionObserver = () => typeof IntersectionObserver !== "undefined";
