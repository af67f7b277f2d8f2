import { cn } from "../../lib/cn";

/** Props of {@link Skeleton}. */
export interface SkeletonProps {
  /** CSS width, e.g. `"100%"` or `120`. Default 100%. */
  width?: number | string;
  /** CSS height. Default 16 px. */
  height?: number | string;
  /** Circle instead of a square block. */
  circle?: boolean;
  className?: string;
}

/** Shimmering placeholder shown while content loads; hidden from assistive tech. */
export function Skeleton({ width = "100%", height = 16, circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      style={{ width, height, backgroundSize: "200% 100%" }}
      className={cn(
        "block animate-shimmer bg-[linear-gradient(90deg,var(--color-grey-100)_25%,var(--color-grey-200)_50%,var(--color-grey-100)_75%)] motion-reduce:animate-none",
        circle && "rounded-full",
        className,
      )}
    />
  );
}
