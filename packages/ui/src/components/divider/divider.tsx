import { cn } from "../../lib/cn";

/** Props of {@link Divider}. */
export interface DividerProps {
  /** Default horizontal. */
  orientation?: "horizontal" | "vertical";
  /** `light` grey (default), `strong` ink, `inverse` for dark backgrounds. */
  tone?: "light" | "strong" | "inverse";
  className?: string;
}

/** A 1 px rule (`<hr>`, implicit separator role). */
export function Divider({ orientation = "horizontal", tone = "light", className }: DividerProps) {
  return (
    <hr
      aria-orientation={orientation}
      className={cn(
        "m-0 border-0",
        orientation === "horizontal" ? "h-px w-full" : "h-auto w-px self-stretch",
        tone === "light" && "bg-grey-200",
        tone === "strong" && "bg-ink",
        tone === "inverse" && "bg-paper/15",
        className,
      )}
    />
  );
}
