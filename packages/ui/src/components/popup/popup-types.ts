import type { ReactNode } from "react";

// The popup stack's types, apart from both the provider and the lazily loaded stack renderer so
// that neither imports the other's module for them (no import cycle, issue 22).

/** Options of `popup.alert`. */
export interface AlertOptions {
  title?: ReactNode;
  content?: ReactNode;
  /** Default 我知道了. */
  confirmText?: string;
}

/** Options of `popup.confirm`. */
export interface ConfirmOptions {
  title?: ReactNode;
  content?: ReactNode;
  /** Default 确定. */
  confirmText?: string;
  /** Default 取消. */
  cancelText?: string;
  /** Paint the confirm button in the accent colour for destructive actions. */
  danger?: boolean;
}

/** Options of `popup.prompt`. */
export interface PromptOptions {
  title?: ReactNode;
  content?: ReactNode;
  /** Label of the text field (visually hidden when there is a title). Default 请输入. */
  inputLabel?: string;
  placeholder?: string;
  defaultValue?: string;
  inputType?: "text" | "tel" | "email" | "password" | "number";
  maxLength?: number;
  /** Returns an error message to keep the prompt open, or null when the value is acceptable. */
  validate?: (value: string) => string | null;
  confirmText?: string;
  cancelText?: string;
}

/** Options of `popup.dialog`, `popup.modal` and `popup.popup`: a title and a render function. */
export interface CustomPopupOptions<T> {
  title?: ReactNode;
  /** Accessible name when there is no title. */
  label?: string;
  /** Renders the body; call `close(value)` to resolve the promise with `value`. */
  render: (close: (value?: T) => void) => ReactNode;
}

/** One open alert, confirm, prompt or custom popup, with how its promise is settled. */
export type StackEntry =
  | { id: number; kind: "alert"; options: AlertOptions; resolve: (v: void) => void }
  | { id: number; kind: "confirm"; options: ConfirmOptions; resolve: (v: boolean) => void }
  | { id: number; kind: "prompt"; options: PromptOptions; resolve: (v: string | null) => void }
  | {
      id: number;
      kind: "dialog" | "modal" | "popup";
      options: CustomPopupOptions<unknown>;
      resolve: (v: unknown) => void;
    };
