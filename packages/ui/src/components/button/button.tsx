import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { cn } from "../../lib/cn";
import { Spinner } from "../spinner/spinner";

/** Visual weight of a {@link Button}. */
export type ButtonVariant = "primary" | "secondary" | "ghost" | "link" | "accent";
/** Height and padding of a {@link Button}. */
export type ButtonSize = "sm" | "md" | "lg";

/** Props of {@link Button}. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Default `primary` (ink fill). `accent` is the signal colour for the one key action. */
  variant?: ButtonVariant;
  /** Default `md` (48 px: a comfortable thumb target). */
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, sets `aria-busy` and blocks clicks. */
  loading?: boolean;
  /** Stretch to the container width. */
  block?: boolean;
  /** Icon before the label. */
  leadingIcon?: ReactNode;
  /** Icon after the label. */
  trailingIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

const base =
  "relative inline-flex select-none items-center justify-center gap-2 font-bold tracking-wide whitespace-nowrap transition-[background-color,color,border-color,opacity] duration-150 disabled:cursor-not-allowed focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-ink text-paper hover:bg-grey-700 disabled:bg-grey-300 disabled:text-grey-50",
  accent: "bg-accent text-paper hover:bg-accent-strong disabled:bg-grey-300 disabled:text-grey-50",
  secondary:
    "border border-ink bg-transparent text-ink hover:bg-ink hover:text-paper disabled:border-grey-300 disabled:text-grey-400 disabled:hover:bg-transparent",
  ghost: "bg-transparent text-ink hover:bg-grey-100 disabled:text-grey-400",
  link: "bg-transparent p-0 text-ink underline underline-offset-4 hover:text-accent disabled:text-grey-400",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-9 px-4 text-xs",
  md: "h-12 px-6 text-sm",
  lg: "h-14 px-8 text-base",
};

/**
 * The one button of the store. Square corners, bold label.
 * `loading` keeps the button in place (no layout shift), ignores clicks and is announced as 加载中
 * (the hidden label is hidden from assistive tech too); `disabled` greys it.
 */
export function Button({
  variant = "primary",
  size = "md",
  loading = false,
  block = false,
  disabled,
  leadingIcon,
  trailingIcon,
  className,
  children,
  type = "button",
  onClick,
  ref,
  ...rest
}: ButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      data-variant={variant}
      className={cn(
        base,
        variants[variant],
        variant !== "link" && sizes[size],
        variant === "link" && "h-auto text-sm",
        block && "w-full",
        loading && "cursor-progress",
        className,
      )}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
      {...rest}
    >
      {/* while loading the label is invisible, so the spinner's 加载中 names the button */}
      <span className={cn("inline-flex items-center gap-2", loading && "invisible")} aria-hidden={loading || undefined}>
        {leadingIcon}
        {children}
        {trailingIcon}
      </span>
      {loading ? (
        <span className="absolute inset-0 flex items-center justify-center">
          <Spinner size={size === "sm" ? 16 : 20} />
        </span>
      ) : null}
    </button>
  );
}

/** Props of {@link IconButton}. `label` is required: an icon alone has no accessible name. */
export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Accessible name (Chinese), also the tooltip. */
  label: string;
  /** The icon element. */
  children: ReactNode;
  /** `plain` (default) inherits colour; `solid` is an ink square; `outline` a bordered square. */
  variant?: "plain" | "solid" | "outline";
  /** Square size: sm 32, md 40 (default), lg 48; sm and md are 44 below 1024 px (touch). */
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

// Touch screens get at least 44 px (WCAG target size); desktop keeps the compact sizes.
const iconSizes: Record<ButtonSize, string> = { sm: "size-11 lg:size-8", md: "size-11 lg:size-10", lg: "size-12" };
const iconVariants = {
  plain: "text-current hover:opacity-70",
  solid: "bg-ink text-paper hover:bg-grey-700",
  outline: "border border-current hover:bg-ink hover:text-paper hover:border-ink",
} as const;

/** A square button holding one icon, named by `label` (`aria-label` and `title`). */
export function IconButton({ label, children, variant = "plain", size = "md", className, type = "button", ref, ...rest }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={label}
      className={cn(
        "relative inline-flex shrink-0 items-center justify-center transition-[opacity,background-color,color] duration-150 disabled:cursor-not-allowed disabled:opacity-40",
        iconSizes[size],
        iconVariants[variant],
        className,
      )}
      {...rest}
    >
      {children}
    </button>
  );
}
