import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";
import { cn } from "../../lib/cn";

/** Ids a field's control needs to hook up its label, hint and error. */
export interface FieldIds {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

/** Props of {@link Field}. */
export interface FieldProps {
  label: string;
  /** Shown under the control, announced as its description. */
  error?: string | null | undefined;
  /** Shown under the control while there is no error (`box` only). */
  hint?: ReactNode;
  /** Adds 选填 beside the label (`box` only). */
  optional?: boolean;
  /** Field label rendered as a `<label for>` (inputs) or a plain element (custom controls). */
  as?: "label" | "span";
  /**
   * `box` (default): the member centre's boxed controls, error or hint under them.
   * `line`: the login forms' underlined row with `leading`/`trailing` content and a reserved
   * error line, so a message appearing does not move the fields below.
   */
  variant?: "box" | "line";
  /** Content before the control inside the underlined row (`line` only, e.g. +86). */
  leading?: ReactNode;
  /** Content after the control inside the underlined row (`line` only: buttons, counters). */
  trailing?: ReactNode;
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, control, hint and error of one form field, in the store's two form styles. */
export function Field({ label, error, hint, optional, as = "label", variant = "box", leading, trailing, className, children }: FieldProps) {
  const base = useId();
  const id = `${base}-control`;
  const labelId = `${base}-label`;
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const showsHint = variant === "box" && Boolean(hint) && !error;
  const describedBy = [error ? errorId : null, showsHint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const ids: FieldIds = { id, labelId, describedBy, invalid: Boolean(error) };
  const LabelTag = as;
  const labelFor = as === "label" ? { htmlFor: id } : {};
  if (variant === "line") {
    return (
      <div className={cn("flex flex-col pb-1.5", className)}>
        <LabelTag id={labelId} {...labelFor} className="text-2xs font-bold tracking-label text-grey-600 uppercase">
          {label}
        </LabelTag>
        <div
          data-invalid={error ? "" : undefined}
          className={cn(
            "group flex h-12 items-center gap-3 border-b transition-colors duration-150",
            error ? "border-danger" : "border-grey-300 focus-within:border-ink hover:border-grey-500 focus-within:hover:border-ink",
          )}
        >
          {leading}
          {children(ids)}
          {trailing}
        </div>
        <p
          id={errorId}
          role={error ? "alert" : undefined}
          className={cn("min-h-5 pt-1 text-xs leading-4 text-danger", !error && "invisible")}
        >
          {error ?? " "}
        </p>
      </div>
    );
  }
  return (
    <div className={cn("flex flex-col gap-2", className)} data-invalid={error ? "" : undefined}>
      <LabelTag
        id={labelId}
        {...labelFor}
        className="flex items-baseline justify-between text-xs font-bold tracking-(--tracking-label) text-grey-700"
      >
        <span>{label}</span>
        {optional ? <span className="font-normal tracking-normal text-grey-500">选填</span> : null}
      </LabelTag>
      {children(ids)}
      {error ? (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-xs text-danger">
          <span aria-hidden="true" className="inline-block size-1.5 shrink-0 bg-danger" />
          {error}
        </p>
      ) : showsHint ? (
        <p id={hintId} className="text-xs text-grey-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Class names of a boxed text-like control; `invalid` paints the danger border. */
export function inputClass(invalid: boolean, className?: string): string {
  return cn(
    "h-12 w-full border bg-paper px-4 text-base text-ink outline-none transition-colors placeholder:text-grey-400",
    "focus-visible:outline-none focus:ring-1 disabled:bg-grey-100 disabled:text-grey-500",
    invalid ? "border-danger focus:ring-danger" : "border-grey-300 hover:border-grey-500 focus:border-ink focus:ring-ink",
    className,
  );
}

const lineInputClass =
  "h-full min-w-0 flex-1 bg-transparent text-base font-medium text-ink outline-none placeholder:font-normal placeholder:text-grey-400 disabled:text-grey-400";

/** Props of {@link TextInput}. */
export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  ids: FieldIds;
  /** `box` (default) or `line`: as the {@link Field} around it. */
  variant?: "box" | "line";
  ref?: Ref<HTMLInputElement>;
}

/** A text input wired to its {@link Field}. */
export function TextInput({ ids, variant = "box", className, ref, ...rest }: TextInputProps) {
  return (
    <input
      ref={ref}
      id={ids.id}
      aria-invalid={ids.invalid || undefined}
      aria-describedby={ids.describedBy}
      className={variant === "line" ? cn(lineInputClass, className) : inputClass(ids.invalid, className)}
      {...rest}
    />
  );
}

/** Props of {@link TextField}. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "id"> {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  leading?: ReactNode;
  trailing?: ReactNode;
  /** The native input (e.g. to focus it). */
  inputRef?: Ref<HTMLInputElement>;
}

/** An underlined text input with label and inline error (a `line` {@link Field} around one input). */
export function TextField({ label, value, onValueChange, error, leading, trailing, inputRef, ...input }: TextFieldProps) {
  return (
    <Field variant="line" label={label} error={error} leading={leading} trailing={trailing}>
      {(ids) => (
        <TextInput
          variant="line"
          ids={ids}
          ref={inputRef}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          {...input}
        />
      )}
    </Field>
  );
}

/** Props of {@link Switch}. */
export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  description?: string;
  disabled?: boolean;
}

/** An on/off switch (`role="switch"`) with a visible label. */
export function Switch({ checked, onChange, label, description, disabled }: SwitchProps) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 border-y border-grey-200 py-4">
      <div className="flex flex-col gap-0.5">
        <span id={`${id}-label`} className="text-sm font-bold text-ink">
          {label}
        </span>
        {description ? (
          <span id={`${id}-desc`} className="text-xs text-grey-500">
            {description}
          </span>
        ) : null}
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={`${id}-label`}
        aria-describedby={description ? `${id}-desc` : undefined}
        disabled={disabled}
        onClick={() => onChange(!checked)}
        className={cn(
          "relative inline-flex h-7 w-12 shrink-0 items-center rounded-pill transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-50",
          checked ? "bg-ink" : "bg-grey-300",
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            "absolute top-1 left-1 size-5 rounded-pill bg-paper shadow-raised transition-transform duration-200 ease-(--ease-snap)",
            checked && "translate-x-5",
          )}
        />
      </button>
    </div>
  );
}

/** Props of {@link Segmented}. */
export interface SegmentedProps<V extends string> {
  ids: FieldIds;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange: (value: V) => void;
  name: string;
}

/** A radio group drawn as joined segments (gender 男 / 女 / 保密). Arrow keys move, as native radios do. */
export function Segmented<V extends string>({ ids, value, options, onChange, name }: SegmentedProps<V>) {
  return (
    <div role="radiogroup" aria-labelledby={ids.labelId} className="grid auto-cols-fr grid-flow-col border border-grey-300">
      {options.map((option) => {
        const checked = option.value === value;
        return (
          <label
            key={option.value}
            className={cn(
              "relative flex h-12 cursor-pointer items-center justify-center border-l border-grey-300 text-sm transition-colors first:border-l-0 has-[:focus-visible]:outline-2 has-[:focus-visible]:-outline-offset-2 has-[:focus-visible]:outline-accent",
              checked ? "bg-ink font-bold text-paper" : "bg-paper text-grey-700 hover:bg-grey-100",
            )}
          >
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={checked}
              onChange={() => onChange(option.value)}
              className="sr-only"
            />
            {option.label}
          </label>
        );
      })}
    </div>
  );
}
