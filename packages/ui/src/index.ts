// Public surface of @xunlan/ui. Named exports only; types on their own lines.
// Design tokens: import "@xunlan/ui/theme.css" after "tailwindcss" in the app's CSS.

export { cn } from "./lib/cn";
export { POPUP_TIMINGS } from "./lib/timings";
export { useIsClient } from "./lib/use-is-client";
export { useMediaQuery, useIsDesktop, DESKTOP_QUERY } from "./hooks/use-media-query";
export { useScrollLock } from "./hooks/use-scroll-lock";
export { useDismiss } from "./hooks/use-dismiss";

export { Button, IconButton } from "./components/button/button";
export type { ButtonProps, ButtonVariant, ButtonSize, IconButtonProps } from "./components/button/button";

export {
  ArrowIcon,
  BagIcon,
  CheckIcon,
  ChevronIcon,
  CloseIcon,
  GlobeIcon,
  HeartIcon,
  HelpIcon,
  MenuIcon,
  MinusIcon,
  PauseIcon,
  PhoneIcon,
  PinIcon,
  PlayIcon,
  PlusIcon,
  SearchIcon,
  ServiceIcon,
  ShareIcon,
  TrashIcon,
  UserIcon,
  WechatIcon,
} from "./components/icon/icons";
export type { IconProps } from "./components/icon/icons";

export { Anchor, LinkProvider, useLinkComponent } from "./components/anchor/anchor";
export type { AnchorProps, LinkComponent, LinkLikeProps, LinkNavigation } from "./components/anchor/anchor";

export { Badge } from "./components/badge/badge";
export type { BadgeProps } from "./components/badge/badge";

export { Container } from "./components/container/container";
export type { ContainerProps, ContainerSize } from "./components/container/container";

export { VisuallyHidden } from "./components/visually-hidden/visually-hidden";
export { Spinner } from "./components/spinner/spinner";
export type { SpinnerProps } from "./components/spinner/spinner";
export { NavigationProgress } from "./components/navigation-progress/navigation-progress";
export type { NavigationProgressProps } from "./components/navigation-progress/navigation-progress";
export { Skeleton } from "./components/skeleton/skeleton";
export type { SkeletonProps } from "./components/skeleton/skeleton";
export { Divider } from "./components/divider/divider";
export type { DividerProps } from "./components/divider/divider";

export { PageHeading } from "./components/page-heading/page-heading";
export type { PageHeadingProps } from "./components/page-heading/page-heading";
export { HydrateWhenVisible } from "./components/hydrate-when-visible/hydrate-when-visible";
export type { HydrateWhenVisibleProps } from "./components/hydrate-when-visible/hydrate-when-visible";

export { QrCode, QrFrame, qrPath } from "./components/qr-code/qr-code";
export type { QrCodeProps, QrFrameProps } from "./components/qr-code/qr-code";

export { Overlay } from "./components/overlay/overlay";
export type { OverlayBehaviourProps } from "./components/overlay/overlay";
export { Dialog } from "./components/overlay/dialog";
export type { DialogProps } from "./components/overlay/dialog";
export { Modal } from "./components/overlay/modal";
export type { ModalProps } from "./components/overlay/modal";
export { Popup } from "./components/overlay/popup";
export type { PopupProps } from "./components/overlay/popup";
export { Tooltip } from "./components/overlay/tooltip";
export type { TooltipProps } from "./components/overlay/tooltip";

export { PopupProvider, usePopup } from "./components/popup/popup-provider";
export type {
  AlertOptions,
  ConfirmOptions,
  CustomPopupOptions,
  MessageType,
  PopupApi,
  PopupProviderProps,
  PromptOptions,
} from "./components/popup/popup-provider";
