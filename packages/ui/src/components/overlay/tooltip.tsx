import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useEffect,
  useId,
  useState,
} from "react";
import { cn } from "../../lib/cn";

/** Props of {@link Tooltip}. */
export interface TooltipProps {
  /** Bubble content. */
  content: ReactNode;
  /** The single element that triggers it; receives `aria-describedby` while shown. */
  children: ReactElement<{
    "aria-describedby"?: string;
    onMouseEnter?: (e: MouseEvent) => void;
    onMouseLeave?: (e: MouseEvent) => void;
    onFocus?: (e: FocusEvent) => void;
    onBlur?: (e: FocusEvent) => void;
    onKeyDown?: (e: KeyboardEvent) => void;
  }>;
  /** Above (default) or below the trigger. */
  placement?: "top" | "bottom";
  /** Hover delay in ms before showing. Default 150. */
  delay?: number;
  className?: string;
}

/**
 * The tooltip popup mode (spec §4): a small ink bubble on hover or keyboard focus,
 * linked with `aria-describedby`; Esc hides it.
 */
export function Tooltip({ content, children, placement = "top", delay = 150, className }: TooltipProps) {
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const id = useId();
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setOpen(true), delay);
    return () => clearTimeout(timer);
  }, [pending, delay]);
  const show = (immediate: boolean) => {
    if (immediate) setOpen(true);
    else setPending(true);
  };
  const hide = () => {
    setPending(false);
    setOpen(false);
  };
  const props = children.props;
  return (
    <span className={cn("relative inline-flex", className)}>
      {cloneElement(children, {
        onKeyDown: (e: KeyboardEvent) => {
          props.onKeyDown?.(e);
          if (e.key === "Escape") hide();
        },
        "aria-describedby": open ? id : props["aria-describedby"],
        onMouseEnter: (e: MouseEvent) => {
          props.onMouseEnter?.(e);
          show(false);
        },
        onMouseLeave: (e: MouseEvent) => {
          props.onMouseLeave?.(e);
          hide();
        },
        onFocus: (e: FocusEvent) => {
          props.onFocus?.(e);
          show(true);
        },
        onBlur: (e: FocusEvent) => {
          props.onBlur?.(e);
          hide();
        },
      })}
      {open ? (
        <span
          role="tooltip"
          id={id}
          style={{ zIndex: "var(--z-toast)" }}
          className={cn(
            "pointer-events-none absolute left-1/2 w-max max-w-[240px] -translate-x-1/2 animate-fade-in bg-ink px-3 py-2 text-xs leading-snug text-paper shadow-raised",
            placement === "top" ? "bottom-full mb-2" : "top-full mt-2",
          )}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
