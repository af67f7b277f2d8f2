import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import { createPortal } from "react-dom";
import { useScrollLock } from "../../hooks/use-scroll-lock";
import { cn } from "../../lib/cn";
import { focusableIn } from "../../lib/focus";
import { useIsClient } from "../../lib/use-is-client";

/** Behaviour shared by every overlay (Dialog, Modal, Popup and the imperative popups). */
export interface OverlayBehaviourProps {
  /** Whether it is shown. */
  open: boolean;
  /** Called on Esc, backdrop click or the close button. */
  onClose?: () => void;
  /** Esc closes. Default true. */
  closeOnEsc?: boolean;
  /** Clicking the dimmed backdrop closes. Default true. */
  closeOnBackdrop?: boolean;
  /** Element to focus first; default the first focusable element, else the panel. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Lock page scroll while open. Default true. */
  lockScroll?: boolean;
}

interface OverlayProps extends OverlayBehaviourProps {
  role?: "dialog" | "alertdialog";
  /** Accessible name when there is no visible title. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  /** Layout of the fixed layer holding backdrop and panel. */
  layerClassName?: string;
  backdropClassName?: string;
  panelClassName?: string;
  zIndexVar?: string;
  children: ReactNode;
}

/**
 * The primitive under every modal surface: portal to body, focus trap (Tab cycles inside, focus
 * restored on close), Esc to close (the innermost overlay only), backdrop click, scroll lock.
 */
export function Overlay({
  open,
  onClose,
  closeOnEsc = true,
  closeOnBackdrop = true,
  initialFocus,
  lockScroll: shouldLock = true,
  role = "dialog",
  label,
  labelledBy,
  describedBy,
  layerClassName,
  backdropClassName,
  panelClassName,
  zIndexVar = "--z-dialog",
  children,
}: OverlayProps) {
  const isClient = useIsClient();
  const panelRef = useRef<HTMLDivElement>(null);

  useScrollLock(open && shouldLock);

  useEffect(() => {
    if (!open || !isClient) return;
    const previous = document.activeElement as HTMLElement | null;
    const panel = panelRef.current;
    if (panel) {
      const target = initialFocus?.current ?? focusableIn(panel)[0] ?? panel;
      target.focus();
    }
    return () => {
      if (previous && typeof previous.focus === "function" && document.contains(previous)) previous.focus();
    };
  }, [open, isClient, initialFocus]);

  useEffect(() => {
    const panel = panelRef.current;
    if (!open || !isClient || !panel) return;
    // a native listener on the panel: nested overlays are sibling portals in the DOM, so Esc
    // reaches only the innermost (focused) one
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape" && closeOnEsc) {
        event.stopPropagation();
        onClose?.();
        return;
      }
      if (event.key !== "Tab") return;
      const items = focusableIn(panel);
      if (items.length === 0) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    panel.addEventListener("keydown", handleKeyDown);
    return () => panel.removeEventListener("keydown", handleKeyDown);
  }, [open, isClient, closeOnEsc, onClose]);

  if (!open || !isClient) return null;

  return createPortal(
    <div className={cn("fixed inset-0 flex", layerClassName)} style={{ zIndex: `var(${zIndexVar})` }} data-overlay-layer="">
      {/* pointer-only affordance (kept out of the tab order): keyboard users close with Esc */}
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="overlay-backdrop"
        className={cn("absolute inset-0 animate-fade-in cursor-default bg-ink/55", backdropClassName)}
        onClick={() => {
          if (closeOnBackdrop) onClose?.();
        }}
      />
      <div
        ref={panelRef}
        role={role}
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cn("relative outline-none", panelClassName)}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** Stable ids for a title and a description. */
export function useOverlayIds() {
  const id = useId();
  return { titleId: `${id}-title`, descriptionId: `${id}-desc` };
}
