import { cn } from "../../lib/cn";

/** Props of {@link Badge}. */
export interface BadgeProps {
  /** The number shown. 0 or less renders nothing (unless `showZero`). */
  count: number;
  /** Above this, shows `{max}+`. Default 99. */
  max?: number;
  /** Render even when the count is 0. */
  showZero?: boolean;
  /** Screen-reader text; `{count}` is replaced. Default `{count} 件商品`. */
  label?: string;
  /** `accent` (default) or `ink`. */
  tone?: "accent" | "ink" | "paper";
  className?: string;
}

/** Compact count bubble, e.g. the bag's item count (spec §2 header). */
export function Badge({ count, max = 99, showZero = false, label = "{count} 件商品", tone = "accent", className }: BadgeProps) {
  const safe = Number.isFinite(count) ? Math.max(0, Math.floor(count)) : 0;
  if (safe === 0 && !showZero) return null;
  const text = safe > max ? `${max}+` : String(safe);
  return (
    <span
      data-testid="badge"
      aria-label={label.replace("{count}", String(safe))}
      className={cn(
        "inline-flex h-[18px] min-w-[18px] items-center justify-center rounded-pill px-1 text-[11px] leading-none font-bold tabular-nums",
        tone === "accent" && "bg-accent text-paper",
        tone === "ink" && "bg-ink text-paper",
        tone === "paper" && "bg-paper text-ink",
        className,
      )}
    >
      {text}
    </span>
  );
}
