import { cn, MinusIcon, PlusIcon } from "@xunlan/ui";

/** Props of {@link QuantityStepper}. */
export interface QuantityStepperProps {
  /** The quantity shown. */
  value: number;
  /** Minus pressed (the owner applies spec §5: nothing happens at 1). */
  onDecrement: () => void;
  /** Plus pressed (the owner applies spec §5: beyond the stock → 已达数量上限，无法继续加购). */
  onIncrement: () => void;
  /** Whether plus is known to be at the limit (drawn muted; still pressable so the message shows). */
  atMax?: boolean;
  /** Names the group for screen readers, e.g. the product name. */
  label?: string;
  disabled?: boolean;
  size?: "sm" | "md";
  className?: string;
}

/**
 * The bag's − n + control (spec §2 bag item, §5 quantity rules). Minus is disabled at 1 (it
 * would do nothing); plus stays enabled at the limit so pressing it can explain why nothing
 * happens. The value is announced politely when it changes.
 */
export function QuantityStepper({
  value,
  onDecrement,
  onIncrement,
  atMax = false,
  label,
  disabled = false,
  size = "md",
  className,
}: QuantityStepperProps) {
  const box = size === "sm" ? "size-8" : "size-9";
  return (
    <fieldset
      aria-label={label ? `${label} 数量` : "数量"}
      className={cn("m-0 inline-flex min-w-0 items-stretch border border-grey-300 p-0", className)}
    >
      <button
        type="button"
        aria-label="减少数量"
        disabled={disabled || value <= 1}
        onClick={onDecrement}
        className={cn(
          box,
          "flex items-center justify-center text-ink transition-colors hover:bg-grey-100 disabled:cursor-not-allowed disabled:text-grey-300 disabled:hover:bg-transparent",
        )}
      >
        <MinusIcon size={16} />
      </button>
      <output
        aria-live="polite"
        aria-label="数量"
        className={cn(
          "flex min-w-10 items-center justify-center border-x border-grey-300 text-sm font-bold tabular-nums",
          size === "sm" && "min-w-8",
        )}
      >
        {value}
      </output>
      <button
        type="button"
        aria-label="增加数量"
        disabled={disabled}
        onClick={onIncrement}
        className={cn(
          box,
          "flex items-center justify-center transition-colors hover:bg-grey-100 disabled:cursor-not-allowed disabled:text-grey-300",
          atMax ? "text-grey-400" : "text-ink",
        )}
      >
        <PlusIcon size={16} />
      </button>
    </fieldset>
  );
}
