import { Overlay } from "@xunlan/ui";
import { LoginPanel, type LoginPanelProps } from "../login-panel/login-panel";

/** Props of {@link LoginPopup}: the panel's props plus `open`. */
export interface LoginPopupProps<TResult = unknown> extends LoginPanelProps<TResult> {
  /** Whether the popup is shown (header menu index 6, spec §2/§4). */
  open: boolean;
}

/**
 * The login popup as an overlay (spec §2 Login popup): `full` is a centred dialog (desktop),
 * `mobile` a full-screen sheet. Esc, the backdrop (desktop) and × call `onClose`; focus is
 * trapped and page scroll locked while open. For the panel anchored under the header's user
 * icon, render {@link LoginPanel} directly.
 */
export function LoginPopup<TResult = unknown>({ open, variant = "full", ...panel }: LoginPopupProps<TResult>) {
  const mobile = variant === "mobile";
  return (
    <Overlay
      open={open}
      onClose={panel.onClose}
      label={panel.user ? "会员中心" : "登录/注册"}
      zIndexVar="--z-popup"
      layerClassName={mobile ? "items-stretch" : "items-center justify-center p-4"}
      backdropClassName={mobile ? "bg-paper" : undefined}
      panelClassName={
        mobile
          ? "w-full animate-sheet-in overflow-y-auto overscroll-contain"
          : "max-h-[calc(100dvh-2rem)] max-w-full animate-rise-in overflow-y-auto"
      }
    >
      <LoginPanel<TResult> variant={variant} {...panel} />
    </Overlay>
  );
}
