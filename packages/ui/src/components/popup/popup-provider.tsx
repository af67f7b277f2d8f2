import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { createPortal } from "react-dom";
import { cn } from "../../lib/cn";
import { POPUP_TIMINGS, toastDurationMs } from "../../lib/timings";
import { useIsClient } from "../../lib/use-is-client";
import { CheckIcon, CloseIcon, HelpIcon } from "../icon/icons";
import { Spinner } from "../spinner/spinner";
import type { AlertOptions, ConfirmOptions, CustomPopupOptions, PromptOptions, StackEntry } from "./popup-types";

export type { AlertOptions, ConfirmOptions, CustomPopupOptions, PromptOptions } from "./popup-types";

// Alerts, confirms, prompts and custom dialogs render only once one is asked for: their code
// (dialog, modal, buttons, the prompt form) loads then, not with the page.
const StackedPopup = lazy(() => import("./stacked-popup").then((module) => ({ default: module.StackedPopup })));

/** Kinds of `popup.message`. */
export type MessageType = "info" | "success" | "warning" | "error";

/** The imperative popup API (spec §4 popup modes), from {@link usePopup}. */
export interface PopupApi {
  /** Dark centred toast: appears after 150 ms, stays 1500 ms (spec §9). A new toast replaces the old. */
  toast: (text: string) => void;
  /** Status message bar at the top with an icon; same timings as the toast, stacks. */
  message: (text: string, type?: MessageType) => void;
  /** Full-screen loading indicator. Reference counted; hides 500 ms after the last `hide()` (spec §9). */
  loading: { show: (text?: string) => void; hide: () => void };
  /** Alert with one button; resolves when dismissed. */
  alert: (options: AlertOptions | string) => Promise<void>;
  /** Confirmation; resolves true on confirm, false on cancel, Esc or backdrop. */
  confirm: (options: ConfirmOptions | string) => Promise<boolean>;
  /** Text prompt; resolves the entered string on confirm, null on cancel. */
  prompt: (options: PromptOptions) => Promise<string | null>;
  /** Centred dialog with custom content; resolves with the value given to `close`. */
  dialog: <T = undefined>(options: CustomPopupOptions<T>) => Promise<T | undefined>;
  /** Full-page modal with custom content. */
  modal: <T = undefined>(options: CustomPopupOptions<T>) => Promise<T | undefined>;
  /** Bottom sheet (mobile) / centred card (desktop) with custom content. */
  popup: <T = undefined>(options: CustomPopupOptions<T>) => Promise<T | undefined>;
  /** Closes every open dialog-like popup (each resolves as cancelled). */
  closeAll: () => void;
}

interface MessageEntry {
  id: number;
  text: string;
  type: MessageType;
}

const PopupContext = createContext<PopupApi | null>(null);

/** Props of {@link PopupProvider}. */
export interface PopupProviderProps {
  children?: ReactNode;
}

/**
 * Hosts every popup mode of spec §4 (toast, message, tooltip, loading, alert, confirm, prompt,
 * dialog, modal, popup) and provides the {@link usePopup} API. Mount once near the root.
 */
export function PopupProvider({ children }: PopupProviderProps) {
  const isClient = useIsClient();
  const [toast, setToast] = useState<{ id: number; text: string } | null>(null);
  const [messages, setMessages] = useState<MessageEntry[]>([]);
  const [loading, setLoading] = useState<{ visible: boolean; text?: string }>({ visible: false });
  const [stack, setStack] = useState<StackEntry[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const toastTimers = useRef<Array<ReturnType<typeof setTimeout>>>([]);
  const loadingCount = useRef(0);
  const loadingHideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const resolvers = useRef(new Map<number, { kind: StackEntry["kind"]; resolve: (v: unknown) => void }>());

  const later = useCallback((fn: () => void, ms: number) => {
    const t = setTimeout(() => {
      timers.current.delete(t);
      fn();
    }, ms);
    timers.current.add(t);
    return t;
  }, []);

  useEffect(() => {
    const all = timers.current;
    return () => {
      all.forEach(clearTimeout);
      all.clear();
      clearTimeout(loadingHideTimer.current);
    };
  }, []);

  const push = useCallback((entry: Omit<StackEntry, "id">) => {
    const id = nextId.current++;
    resolvers.current.set(id, { kind: entry.kind, resolve: entry.resolve as (v: unknown) => void });
    setStack((s) => [...s, { ...entry, id } as StackEntry]);
  }, []);

  const settle = useCallback((id: number, value: unknown) => {
    const entry = resolvers.current.get(id);
    resolvers.current.delete(id);
    setStack((s) => s.filter((e) => e.id !== id));
    entry?.resolve(value);
  }, []);

  const api = useMemo<PopupApi>(() => {
    const custom =
      (kind: "dialog" | "modal" | "popup") =>
      <T,>(options: CustomPopupOptions<T>) =>
        new Promise<T | undefined>((resolve) =>
          push({
            kind,
            options: options as CustomPopupOptions<unknown>,
            resolve: resolve as (v: unknown) => void,
          }),
        );
    return {
      toast(text) {
        // spec §9: toast shown 1500 ms after a 150 ms delay; a newer toast replaces the current one
        toastTimers.current.forEach((t) => {
          clearTimeout(t);
          timers.current.delete(t);
        });
        const id = nextId.current++;
        toastTimers.current = [
          later(() => setToast({ id, text }), POPUP_TIMINGS.toastDelayMs),
          later(
            () => setToast((current) => (current?.id === id ? null : current)),
            // a longer text stays longer (toastDurationMs), never shorter than spec §9's 1500 ms
            POPUP_TIMINGS.toastDelayMs + toastDurationMs(text),
          ),
        ];
      },
      message(text, type = "info") {
        const id = nextId.current++;
        later(() => setMessages((m) => [...m, { id, text, type }]), POPUP_TIMINGS.toastDelayMs);
        later(() => setMessages((m) => m.filter((x) => x.id !== id)), POPUP_TIMINGS.toastDelayMs + POPUP_TIMINGS.toastDurationMs);
      },
      loading: {
        show(text) {
          loadingCount.current += 1;
          clearTimeout(loadingHideTimer.current);
          setLoading({ visible: true, text });
        },
        hide() {
          if (loadingCount.current === 0) return;
          loadingCount.current -= 1;
          if (loadingCount.current > 0) return;
          clearTimeout(loadingHideTimer.current);
          // spec §9: the loading indicator hides 500 ms after finishing
          loadingHideTimer.current = setTimeout(() => {
            if (loadingCount.current === 0) setLoading({ visible: false });
          }, POPUP_TIMINGS.loadingHideDelayMs);
        },
      },
      alert: (options) =>
        new Promise<void>((resolve) =>
          push({ kind: "alert", options: typeof options === "string" ? { content: options } : options, resolve }),
        ),
      confirm: (options) =>
        new Promise<boolean>((resolve) =>
          push({ kind: "confirm", options: typeof options === "string" ? { content: options } : options, resolve }),
        ),
      prompt: (options) => new Promise<string | null>((resolve) => push({ kind: "prompt", options, resolve })),
      dialog: custom("dialog"),
      modal: custom("modal"),
      popup: custom("popup"),
      closeAll() {
        const entries = [...resolvers.current.values()];
        resolvers.current.clear();
        setStack([]);
        entries.forEach((e) => e.resolve(e.kind === "confirm" ? false : e.kind === "prompt" ? null : undefined));
      },
    };
  }, [later, push]);

  return (
    <PopupContext.Provider value={api}>
      {children}
      {stack.length > 0 ? (
        <Suspense fallback={null}>
          {stack.map((entry) => (
            <StackedPopup key={entry.id} entry={entry} settle={settle} />
          ))}
        </Suspense>
      ) : null}
      {isClient
        ? createPortal(
            <>
              <div
                aria-live="polite"
                aria-atomic="true"
                // low on the screen: a toast never covers what the shopper just tapped (the size grid)
                className="pointer-events-none fixed inset-x-0 bottom-[calc(6rem+env(safe-area-inset-bottom))] flex justify-center px-6"
                style={{ zIndex: "var(--z-toast)" }}
              >
                {toast ? (
                  <output
                    key={toast.id}
                    data-testid="toast"
                    className="block max-w-[320px] animate-rise-in bg-ink/92 px-5 py-3 text-center text-sm leading-relaxed text-paper shadow-overlay"
                  >
                    {toast.text}
                  </output>
                ) : null}
              </div>
              <div
                aria-live="polite"
                className="pointer-events-none fixed inset-x-0 top-4 flex flex-col items-center gap-2 px-4"
                style={{ zIndex: "var(--z-toast)" }}
              >
                {messages.map((m) => (
                  <MessageBar key={m.id} {...m} />
                ))}
              </div>
              {loading.visible ? (
                <div
                  role="alert"
                  aria-busy="true"
                  data-testid="loading"
                  className="fixed inset-0 flex animate-fade-in items-center justify-center bg-paper/60"
                  style={{ zIndex: "var(--z-loading)" }}
                >
                  <div className="flex min-w-[120px] flex-col items-center gap-3 bg-ink px-6 py-5 text-paper shadow-overlay">
                    <Spinner size={28} />
                    <span className="text-xs tracking-wide">{loading.text ?? "加载中"}</span>
                  </div>
                </div>
              ) : null}
            </>,
            document.body,
          )
        : null}
    </PopupContext.Provider>
  );
}

function MessageBar({ text, type }: MessageEntry) {
  const Icon = type === "success" ? CheckIcon : type === "error" ? CloseIcon : HelpIcon;
  return (
    <div
      role={type === "error" ? "alert" : undefined}
      data-testid="message"
      data-type={type}
      className={cn(
        "pointer-events-auto flex animate-rise-in items-center gap-3 border-l-4 bg-paper py-3 pr-5 pl-4 text-sm text-ink shadow-overlay",
        type === "success" && "border-success",
        type === "error" && "border-danger",
        type === "warning" && "border-warning",
        type === "info" && "border-ink",
      )}
    >
      <Icon
        size={18}
        className={cn(type === "success" && "text-success", type === "error" && "text-danger", type === "warning" && "text-warning")}
      />
      {text}
    </div>
  );
}

/**
 * The popup API of the nearest {@link PopupProvider}.
 * @throws when called outside a PopupProvider (mount it once at the app root).
 */
export function usePopup(): PopupApi {
  const api = useContext(PopupContext);
  if (!api) throw new Error("usePopup() must be used inside <PopupProvider>.");
  return api;
}
