import type { ReactNode } from "react";
import { IconButton } from "../button/button";
import { CloseIcon } from "../icon/icons";
import { Overlay, type OverlayBehaviourProps, useOverlayIds } from "./overlay";

/** Props of {@link Modal}. */
export interface ModalProps extends OverlayBehaviourProps {
  /** Title in the top bar; also the accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  children?: ReactNode;
  className?: string;
}

/**
 * Full-page modal (the `fullPage` modal type of spec §3 client state): covers the viewport with a
 * sticky top bar holding the title and a close button. Used for login, search and long content.
 */
export function Modal({ title, label, children, className, ...behaviour }: ModalProps) {
  const { titleId } = useOverlayIds();
  return (
    <Overlay
      {...behaviour}
      label={label}
      labelledBy={title ? titleId : undefined}
      layerClassName="items-stretch"
      backdropClassName="bg-paper"
      panelClassName="flex w-full animate-fade-in flex-col overflow-auto bg-paper text-ink"
    >
      <div className="sticky top-0 z-10 flex h-14 shrink-0 items-center justify-between border-b border-grey-200 bg-paper px-4 lg:h-16 lg:px-10">
        {title ? (
          <h2 id={titleId} className="font-display text-lg font-black tracking-tight">
            {title}
          </h2>
        ) : (
          <span />
        )}
        {behaviour.onClose ? (
          <IconButton label="关闭" onClick={behaviour.onClose}>
            <CloseIcon />
          </IconButton>
        ) : null}
      </div>
      <div className={className ?? "flex-1 px-4 py-6 lg:px-10"}>{children}</div>
    </Overlay>
  );
}
