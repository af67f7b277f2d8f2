import { cn } from "@xunlan/ui";
import { type InputHTMLAttributes, type ReactNode, type Ref, useId } from "react";

/** Ids a field's control needs to hook up its label, hint and error. */
export interface FieldIds {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

interface FieldProps {
  label: string;
  /** Shown under the control, announced as its description. */
  error?: string | null;
  hint?: ReactNode;
  optional?: boolean;
  /** Field label rendered as a `<label for>` (inputs) or a plain element (custom controls). */
  as?: "label" | "span";
  className?: string;
  children: (ids: FieldIds) => ReactNode;
}

/** Label, control, hint and error of one form field, in the store's form style. */
export function Field({ label, error, hint, optional, as = "label", className, children }: FieldProps) {
  const base = useId();
  const id = `${base}-control`;
  const labelId = `${base}-label`;
  const errorId = `${base}-error`;
  const hintId = `${base}-hint`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(" ") || undefined;
  const LabelTag = as;
  return (
    <div className={cn("flex flex-col gap-2", className)} data-invalid={error ? "" : undefined}>
      <LabelTag
        id={labelId}
        {...(as === "label" ? { htmlFor: id } : {})}
        className="flex items-baseline justify-between text-xs font-bold tracking-(--tracking-label) text-grey-700"
      >
        <span>{label}</span>
        {optional ? <span className="font-normal tracking-normal text-grey-500">选填</span> : null}
      </LabelTag>
      {children({ id, labelId, describedBy, invalid: Boolean(error) })}
      {error ? (
        <p id={errorId} role="alert" className="flex items-center gap-1.5 text-xs text-danger">
          <span aria-hidden="true" className="inline-block size-1.5 shrink-0 bg-danger" />
          {error}
        </p>
      ) : hint ? (
        <p id={hintId} className="text-xs text-grey-500">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

/** Class names of a text-like control; `invalid` paints the danger border. */
export function inputClass(invalid: boolean, className?: string): string {
  return cn(
    "h-12 w-full border bg-paper px-4 text-base text-ink outline-none transition-colors placeholder:text-grey-400",
    "focus-visible:outline-none focus:ring-1 disabled:bg-grey-100 disabled:text-grey-500",
    invalid ? "border-danger focus:ring-danger" : "border-grey-300 hover:border-grey-500 focus:border-ink focus:ring-ink",
    className,
  );
}

interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, "id"> {
  ids: FieldIds;
  ref?: Ref<HTMLInputElement>;
}

/** A text input wired to its {@link Field}. */
export function TextInput({ ids, className, ref, ...rest }: TextInputProps) {
  return (
    <input
      ref={ref}
      id={ids.id}
      aria-invalid={ids.invalid || undefined}
      aria-describedby={ids.describedBy}
      className={inputClass(ids.invalid, className)}
      {...rest}
    />
  );
}

interface SwitchProps {
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

interface SegmentedProps<V extends string> {
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
