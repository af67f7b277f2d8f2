import { Button, Spinner, cn } from "@xunlan/ui";
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
    if (!supported || !sentinel || !hasMore || loading) return;
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
  }, [supported, hasMore, loading, rootMargin]);

  return (
    <div ref={sentinelRef} className={cn("flex min-h-16 items-center justify-center py-6 text-sm text-grey-500", className)} aria-live="polite">
      {loading ? (
        <Spinner />
      ) : hasMore ? (
        supported ? null : (
          <Button variant="secondary" size="sm" onClick={onLoadMore}>
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
