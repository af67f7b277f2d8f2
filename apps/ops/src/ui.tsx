/** The console's small layout pieces: page heading, panels, tables, form controls, notices. */
import { type ReactNode, useId } from "react";

export function PageHeader({ title, subtitle, actions }: { title: string; subtitle?: ReactNode; actions?: ReactNode }) {
  return (
    <div className="mb-6 flex items-end justify-between gap-4">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
        {subtitle ? <p className="mt-1 text-sm text-grey-600">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function Panel({
  title,
  actions,
  children,
  className = "",
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={title ? id : undefined} className={`border border-grey-200 bg-paper ${className}`}>
      {title ? (
        <header className="flex items-center justify-between border-b border-grey-200 px-5 py-3">
          <h2 id={id} className="text-sm font-semibold tracking-wide text-ink">
            {title}
          </h2>
          {actions}
        </header>
      ) : null}
      <div className="p-5">{children}</div>
    </section>
  );
}

export function Table({ head, children, empty }: { head: ReactNode[]; children: ReactNode; empty?: string | null }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-sm">
        <thead>
          <tr className="border-b border-grey-300 text-xs text-grey-600">
            {head.map((cell, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns
              <th key={i} className="whitespace-nowrap px-3 py-2.5 font-medium">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="[&>tr]:border-b [&>tr]:border-grey-100 [&>tr:hover]:bg-grey-50 [&_td]:whitespace-nowrap [&_td]:px-3 [&_td]:py-2.5">
          {children}
        </tbody>
      </table>
      {empty ? <p className="px-3 py-10 text-center text-sm text-grey-500">{empty}</p> : null}
    </div>
  );
}

export function Label({ text, children, className = "" }: { text: string; children: ReactNode; className?: string }) {
  return (
    <label className={`flex flex-col gap-1.5 text-xs font-medium text-grey-700 ${className}`}>
      <span>{text}</span>
      {children}
    </label>
  );
}

export const inputCls =
  "h-9 w-full border border-grey-300 bg-paper px-3 text-sm text-ink outline-none placeholder:text-grey-400 focus:border-ink focus-visible:ring-1 focus-visible:ring-ink";

export function Btn({
  children,
  variant = "primary",
  type = "button",
  ...rest
}: { children: ReactNode; variant?: "primary" | "secondary" | "danger" | "ghost" } & React.ButtonHTMLAttributes<HTMLButtonElement>) {
  const styles = {
    primary: "bg-ink text-paper hover:bg-grey-800 border-ink",
    secondary: "bg-paper text-ink border-grey-300 hover:border-ink",
    danger: "bg-paper text-danger border-danger/60 hover:bg-danger hover:text-paper",
    ghost: "border-transparent text-grey-700 hover:text-ink hover:bg-grey-100",
  }[variant];
  return (
    // biome-ignore lint/a11y/useButtonType: the type is a prop
    <button
      type={type}
      className={`inline-flex h-9 shrink-0 items-center justify-center gap-1.5 whitespace-nowrap border px-4 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-50 ${styles}`}
      {...rest}
    >
      {children}
    </button>
  );
}

export function Notice({ tone, children }: { tone: "error" | "success" | "info"; children: ReactNode }) {
  const styles = {
    error: "border-danger/40 bg-danger/5 text-danger",
    success: "border-success/40 bg-success/5 text-success",
    info: "border-grey-300 bg-grey-50 text-grey-700",
  }[tone];
  return (
    <div role={tone === "error" ? "alert" : "status"} className={`border px-3 py-2 text-sm ${styles}`}>
      {children}
    </div>
  );
}

const STATUS_TONE: Readonly<Record<string, string>> = {
  pending_payment: "bg-warning/10 text-warning",
  paid: "bg-accent-soft text-accent-strong",
  shipped: "bg-ink/5 text-ink",
  completed: "bg-success/10 text-success",
  cancelled: "bg-grey-100 text-grey-500",
  after_sale: "bg-warning/10 text-warning",
  refunded: "bg-grey-100 text-grey-700",
};

export function StatusPill({ status, text }: { status: string; text: string }) {
  return (
    <span
      className={`inline-block whitespace-nowrap px-2 py-0.5 text-xs font-medium ${STATUS_TONE[status] ?? "bg-grey-100 text-grey-700"}`}
    >
      {text}
    </span>
  );
}

export function Dl({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
      {items.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-grey-500">{term}</dt>
          <dd className="text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
