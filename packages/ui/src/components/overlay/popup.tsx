import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { IconButton } from "../button/button";
import { CloseIcon } from "../icon/icons";
import { Overlay, type OverlayBehaviourProps, useOverlayIds } from "./overlay";

/** Props of {@link Popup}. */
export interface PopupProps extends OverlayBehaviourProps {
  /** Title; also the accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  children?: ReactNode;
  /** Sticky footer (e.g. reset / confirm buttons of a filter panel). */
  footer?: ReactNode;
  /** Desktop placement: centred card (default) or a drawer on the right. Mobile is always a bottom sheet. */
  desktopPlacement?: "center" | "right";
  className?: string;
}

/**
 * A bottom sheet on mobile (below 1024 px, spec §9) that becomes a centred card or right drawer on
 * desktop. Has a grab handle, title bar, scrollable body and optional sticky footer.
 */
export function Popup({ title, label, children, footer, desktopPlacement = "center", className, ...behaviour }: PopupProps) {
  const { titleId } = useOverlayIds();
  return (
    <Overlay
      {...behaviour}
      label={label}
      labelledBy={title ? titleId : undefined}
      zIndexVar="--z-popup"
      layerClassName={cn("items-end justify-center", desktopPlacement === "center" ? "lg:items-center" : "lg:items-stretch lg:justify-end")}
      panelClassName={cn(
        "flex max-h-[88dvh] w-full animate-sheet-in flex-col bg-paper text-ink shadow-sheet",
        desktopPlacement === "center"
          ? "lg:max-h-[80dvh] lg:w-[560px] lg:animate-rise-in lg:shadow-overlay"
          : "lg:max-h-none lg:h-full lg:w-[420px] lg:animate-fade-in",
        className,
      )}
    >
      <div className="flex justify-center pt-2 lg:hidden" aria-hidden="true">
        <span className="h-1 w-10 rounded-pill bg-grey-300" />
      </div>
      <div className="flex shrink-0 items-center justify-between px-5 pt-3 pb-2 lg:px-8 lg:pt-6">
        {title ? (
          <h2 id={titleId} className="font-display text-lg font-black tracking-tight">
            {title}
          </h2>
        ) : (
          <span />
        )}
        {behaviour.onClose ? (
          <IconButton label="关闭" size="sm" onClick={behaviour.onClose}>
            <CloseIcon size={20} />
          </IconButton>
        ) : null}
      </div>
      <div className="flex-1 overflow-auto px-5 pb-5 lg:px-8 lg:pb-8">{children}</div>
      {footer ? (
        <div className="flex shrink-0 gap-3 border-t border-grey-200 px-5 py-4 pb-[max(1rem,env(safe-area-inset-bottom))] lg:px-8 [&>*]:flex-1">
          {footer}
        </div>
      ) : null}
    </Overlay>
  );
}
