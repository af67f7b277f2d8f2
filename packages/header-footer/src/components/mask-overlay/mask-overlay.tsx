import { cn } from "@xunlan/ui";

/** Props of {@link MaskOverlay}. */
export interface MaskOverlayProps {
  /** Shown while a header menu is open. */
  open: boolean;
  /** Click anywhere on the mask (spec §2: the floating close cursor closes the menu). */
  onClose: () => void;
  className?: string;
}

// a round close cursor (spec §2 "a floating close cursor over the page closes it")
const CLOSE_CURSOR =
  "url(\"data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='48' height='48' viewBox='0 0 48 48'%3E%3Ccircle cx='24' cy='24' r='22' fill='%23111'/%3E%3Cpath d='M17 17l14 14M31 17L17 31' stroke='%23fff' stroke-width='2.5'/%3E%3C/svg%3E\") 24 24, pointer";

/**
 * Dims the page under an open menu (spec §2 Layout). Sits below the header in the stacking
 * order; a click closes the menu. Pointer-only: keyboard users close menus with the header toggles.
 */
export function MaskOverlay({ open, onClose, className }: MaskOverlayProps) {
  if (!open) return null;
  return (
    <button
      type="button"
      tabIndex={-1}
      aria-hidden="true"
      data-testid="mask-overlay"
      onClick={onClose}
      style={{ zIndex: "var(--z-mask)", cursor: CLOSE_CURSOR }}
      className={cn("fixed inset-0 block h-full w-full animate-fade-in bg-ink/45", className)}
    />
  );
}
