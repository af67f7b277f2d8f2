import type { ReactNode } from "react";
import { cn } from "../../lib/cn";
import { IconButton } from "../button/button";
import { CloseIcon } from "../icon/icons";
import { Overlay, type OverlayBehaviourProps, useOverlayIds } from "./overlay";

/** Props of {@link Dialog}. */
export interface DialogProps extends OverlayBehaviourProps {
  /** Visible title; also the accessible name. */
  title?: ReactNode;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** Short text under the title, announced as the description. */
  description?: ReactNode;
  /** Body. */
  children?: ReactNode;
  /** Action row (buttons), right-aligned on desktop, stretched on mobile. */
  actions?: ReactNode;
  /** Width: sm 320 px (the mobile bag delete dialog of §9), md 480, lg 648 (desktop). Default md. */
  size?: "sm" | "md" | "lg";
  /** `alertdialog` for alerts and confirmations (interrupting), `dialog` otherwise. */
  role?: "dialog" | "alertdialog";
  /** Show the × button. Default true. */
  showClose?: boolean;
  className?: string;
}

const widths = { sm: "w-[320px]", md: "w-[480px]", lg: "w-[648px]" } as const;

/** A centred dialog: title, description, body and actions; Esc and backdrop close it. */
export function Dialog({
  title,
  label,
  description,
  children,
  actions,
  size = "md",
  role = "dialog",
  showClose = true,
  className,
  ...behaviour
}: DialogProps) {
  const { titleId, descriptionId } = useOverlayIds();
  return (
    <Overlay
      {...behaviour}
      role={role}
      label={label}
      labelledBy={title ? titleId : undefined}
      describedBy={description ? descriptionId : undefined}
      layerClassName="items-center justify-center p-4"
      panelClassName={cn(
        "max-h-[calc(100dvh-2rem)] max-w-full animate-rise-in overflow-auto bg-paper text-ink shadow-overlay",
        widths[size],
        className,
      )}
    >
      <div className="flex flex-col gap-5 p-6 sm:p-8">
        {title || showClose ? (
          <div className="flex items-start justify-between gap-4">
            {title ? (
              <h2 id={titleId} className="font-display text-xl leading-tight font-black tracking-tight">
                {title}
              </h2>
            ) : (
              <span />
            )}
            {showClose && behaviour.onClose ? (
              <IconButton label="关闭" size="sm" className="-mt-1 -mr-2" onClick={behaviour.onClose}>
                <CloseIcon size={20} />
              </IconButton>
            ) : null}
          </div>
        ) : null}
        {description ? (
          <p id={descriptionId} className="text-sm leading-relaxed text-grey-600">
            {description}
          </p>
        ) : null}
        {children}
        {actions ? <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end [&>*]:sm:min-w-[120px]">{actions}</div> : null}
      </div>
    </Overlay>
  );
}
