import { useRef, useState } from "react";
import { cn } from "../../lib/cn";
import { Button } from "../button/button";
import { Dialog } from "../overlay/dialog";
import { Modal } from "../overlay/modal";
import { Popup } from "../overlay/popup";
import type { PromptOptions, StackEntry } from "./popup-types";

/** One open dialog-like popup of the provider's stack. */
/** Renders one stack entry (alert, confirm, prompt or a custom dialog/modal/popup). */
export function StackedPopup({ entry, settle }: { entry: StackEntry; settle: (id: number, value: unknown) => void }) {
  switch (entry.kind) {
    case "alert": {
      const close = () => settle(entry.id, undefined);
      return (
        <Dialog
          open
          role="alertdialog"
          size="sm"
          showClose={false}
          title={entry.options.title}
          label={entry.options.title ? undefined : "提示"}
          description={entry.options.content}
          onClose={close}
          closeOnBackdrop={false}
          actions={
            <Button block onClick={close}>
              {entry.options.confirmText ?? "我知道了"}
            </Button>
          }
        />
      );
    }
    case "confirm": {
      const o = entry.options;
      return (
        <Dialog
          open
          role="alertdialog"
          size="sm"
          showClose={false}
          title={o.title}
          label={o.title ? undefined : "确认"}
          description={o.content}
          onClose={() => settle(entry.id, false)}
          actions={
            <>
              <Button variant="secondary" onClick={() => settle(entry.id, false)}>
                {o.cancelText ?? "取消"}
              </Button>
              <Button variant={o.danger ? "accent" : "primary"} onClick={() => settle(entry.id, true)}>
                {o.confirmText ?? "确定"}
              </Button>
            </>
          }
        />
      );
    }
    case "prompt":
      return <PromptDialog options={entry.options} onDone={(v) => settle(entry.id, v)} />;
    case "dialog":
    case "modal":
    case "popup": {
      const close = (value?: unknown) => settle(entry.id, value);
      const o = entry.options;
      const Component = entry.kind === "dialog" ? Dialog : entry.kind === "modal" ? Modal : Popup;
      return (
        <Component open title={o.title} label={o.label} onClose={() => close(undefined)}>
          {o.render(close)}
        </Component>
      );
    }
  }
}

function PromptDialog({ options, onDone }: { options: PromptOptions; onDone: (value: string | null) => void }) {
  const [value, setValue] = useState(options.defaultValue ?? "");
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const submit = () => {
    const problem = options.validate?.(value) ?? null;
    if (problem) {
      setError(problem);
      inputRef.current?.focus();
      return;
    }
    onDone(value);
  };
  const label = options.inputLabel ?? "请输入";
  return (
    <Dialog
      open
      size="sm"
      showClose={false}
      title={options.title}
      label={options.title ? undefined : label}
      description={options.content}
      initialFocus={inputRef}
      onClose={() => onDone(null)}
      actions={
        <>
          <Button variant="secondary" onClick={() => onDone(null)}>
            {options.cancelText ?? "取消"}
          </Button>
          <Button onClick={submit}>{options.confirmText ?? "确定"}</Button>
        </>
      }
    >
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
        className="flex flex-col gap-2"
      >
        <label className={options.title ? "sr-only" : "text-sm font-bold"} htmlFor="xl-prompt-input">
          {label}
        </label>
        <input
          id="xl-prompt-input"
          ref={inputRef}
          type={options.inputType ?? "text"}
          value={value}
          maxLength={options.maxLength}
          placeholder={options.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "xl-prompt-error" : undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setError(null);
          }}
          className={cn(
            "h-12 w-full border bg-paper px-4 text-base outline-none focus:border-ink",
            error ? "border-danger" : "border-grey-300",
          )}
        />
        {error ? (
          <p id="xl-prompt-error" role="alert" className="text-xs text-danger">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
