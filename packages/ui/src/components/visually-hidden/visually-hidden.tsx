import type { HTMLAttributes } from "react";

/** Text for screen readers only (visually clipped, still in the accessibility tree). */
export function VisuallyHidden(props: HTMLAttributes<HTMLSpanElement>) {
  return <span className="sr-only" {...props} />;
}
