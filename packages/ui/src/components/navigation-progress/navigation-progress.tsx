import { useEffect, useState } from "react";
import { cn } from "../../lib/cn";

/** Props of {@link NavigationProgress}. */
export interface NavigationProgressProps {
  /** A navigation is pending (the app's router says so). */
  active: boolean;
  /** How long a navigation may take before the bar shows: a fast one shows nothing. Default 150 ms. */
  delayMs?: number;
  /** What assistive tech hears while it shows. Default 页面加载中. */
  label?: string;
  className?: string;
}

type Phase = "idle" | "running";

/**
 * A thin bar across the top of the window while a client navigation is pending (issue 26: the
 * 1–1.6 s between listings showed nothing). It appears only after `delayMs`, so fast navigations
 * never flash; it then creeps towards 90 % and, when the navigation ends, fills and fades out.
 * With reduced motion it is a still bar. While shown, an indeterminate `<progress>` (aria-busy,
 * named by `label`) tells assistive tech; otherwise nothing is rendered.
 */
export function NavigationProgress({ active, delayMs = 150, label = "页面加载中", className }: NavigationProgressProps) {
  const [phase, setPhase] = useState<Phase>("idle");
  // Shown after the delay, only if the navigation is still pending then.
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(() => setPhase("running"), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  // Once the navigation ends, the bar fills and fades, then goes.
  const finishing = phase === "running" && !active;
  useEffect(() => {
    if (!finishing) return;
    const timer = setTimeout(() => setPhase("idle"), 320);
    return () => clearTimeout(timer);
  }, [finishing]);

  if (phase === "idle") return null;
  return (
    <div
      data-state={finishing ? "done" : "loading"}
      className={cn("pointer-events-none fixed inset-x-0 top-0 z-[1100] h-[3px]", className)}
    >
      {/* the indeterminate progress assistive tech reads; the drawn bar is decoration */}
      <progress aria-label={label} aria-busy={!finishing} className="sr-only" />
      <div
        aria-hidden="true"
        className={cn(
          "h-full origin-left bg-accent shadow-[0_0_8px_var(--color-accent)]",
          finishing
            ? "scale-x-100 opacity-0 transition-[opacity,scale] duration-300 ease-out motion-reduce:transition-none"
            : "animate-progress-trickle motion-reduce:animate-none motion-reduce:opacity-70",
        )}
      />
    </div>
  );
}
