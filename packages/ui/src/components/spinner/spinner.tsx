import { cn } from "../../lib/cn";

/** Props of {@link Spinner}. */
export interface SpinnerProps {
  /** Diameter in px. Default 20. */
  size?: number;
  /** Accessible label; default 加载中. */
  label?: string;
  className?: string;
}

/** Indeterminate progress ring in `currentColor`; announces itself as a status. */
export function Spinner({ size = 20, label = "加载中", className }: SpinnerProps) {
  return (
    <output aria-label={label} className={cn("inline-flex", className)}>
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        aria-hidden="true"
        className="animate-spin motion-reduce:animate-[spin_2s_linear_infinite]"
      >
        <circle cx="12" cy="12" r="9.5" stroke="currentColor" strokeOpacity="0.2" strokeWidth="2.5" />
        <path d="M21.5 12A9.5 9.5 0 0 0 12 2.5" stroke="currentColor" strokeWidth="2.5" />
      </svg>
    </output>
  );
}
