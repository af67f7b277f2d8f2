// Public surface of @xunlan/ui. Named exports only; types on their own lines.
// Design tokens: import "@xunlan/ui/theme.css" after "tailwindcss" in the app's CSS.

export type { AnchorProps, LinkComponent, LinkLikeProps, LinkNavigation } from "./components/anchor/anchor";
export { Anchor, LinkProvider, useLinkComponent } from "./components/anchor/anchor";
export type { BadgeProps } from "./components/badge/badge";
export { Badge } from "./components/badge/badge";
export type { ButtonProps, ButtonSize, ButtonVariant, IconButtonProps } from "./components/button/button";
export { Button, IconButton } from "./components/button/button";
export type { ContainerProps, ContainerSize } from "./components/container/container";
export { Container } from "./components/container/container";
export type { DividerProps } from "./components/divider/divider";
export { Divider } from "./components/divider/divider";
export type {
  FieldIds,
  FieldProps,
  SegmentedProps,
  SwitchProps,
  TextFieldProps,
  TextInputProps,
} from "./components/field/field";
export { Field, inputClass, Segmented, Switch, TextField, TextInput } from "./components/field/field";
export type { HydrateWhenVisibleProps } from "./components/hydrate-when-visible/hydrate-when-visible";
export { HydrateWhenVisible } from "./components/hydrate-when-visible/hydrate-when-visible";
export type { IconProps } from "./components/icon/icons";
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
export type { LoadErrorProps } from "./components/load-error/load-error";
export { LoadError } from "./components/load-error/load-error";
export type { NavigationProgressProps } from "./components/navigation-progress/navigation-progress";
export { NavigationProgress } from "./components/navigation-progress/navigation-progress";
export type { DialogProps } from "./components/overlay/dialog";
export { Dialog } from "./components/overlay/dialog";
export type { ModalProps } from "./components/overlay/modal";
export { Modal } from "./components/overlay/modal";
export type { OverlayBehaviourProps } from "./components/overlay/overlay";
export { Overlay } from "./components/overlay/overlay";
export type { PopupProps } from "./components/overlay/popup";
export { Popup } from "./components/overlay/popup";
export type { TooltipProps } from "./components/overlay/tooltip";
export { Tooltip } from "./components/overlay/tooltip";
export type { PageHeadingProps } from "./components/page-heading/page-heading";
export { PageHeading } from "./components/page-heading/page-heading";
export type {
  AlertOptions,
  ConfirmOptions,
  CustomPopupOptions,
  MessageType,
  PopupApi,
  PopupProviderProps,
  PromptOptions,
} from "./components/popup/popup-provider";
export { PopupProvider, usePopup } from "./components/popup/popup-provider";
export type { QrCodeProps, QrFrameProps } from "./components/qr-code/qr-code";
export { QrCode, QrFrame, qrPath } from "./components/qr-code/qr-code";
export type { SkeletonProps } from "./components/skeleton/skeleton";
export { Skeleton } from "./components/skeleton/skeleton";
export type { SpinnerProps } from "./components/spinner/spinner";
export { Spinner } from "./components/spinner/spinner";
export { VisuallyHidden } from "./components/visually-hidden/visually-hidden";
export type { CaptchaState, UseCaptchaOptions } from "./hooks/use-captcha";
export { useCaptcha } from "./hooks/use-captcha";
export { useDismiss } from "./hooks/use-dismiss";
export type { FormErrors, FormState } from "./hooks/use-form";
export { useForm } from "./hooks/use-form";
export { DESKTOP_QUERY, useIsDesktop, useMediaQuery } from "./hooks/use-media-query";
export { useScrollLock } from "./hooks/use-scroll-lock";
export { cn } from "./lib/cn";
export { POPUP_TIMINGS } from "./lib/timings";
export { useIsClient } from "./lib/use-is-client";
