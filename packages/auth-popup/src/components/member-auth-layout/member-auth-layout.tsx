import type { ReactNode } from "react";

/** Props of {@link MemberAuthLayout}. */
export interface MemberAuthLayoutProps {
  eyebrow: string;
  title: string;
  subtitle: string;
  /** Show the title above the form (false when the form brings its own heading, as the login panel). */
  showTitle?: boolean;
  /** The form. */
  children: ReactNode;
}

const BENEFITS = [
  // Only what the store applies (issue 24 §2): the new-member coupon and points that raise the level.
  { title: "新人礼券", text: "新会员首单满 299 元立减 30 元" },
  { title: "会员积分", text: "订单完成即累积积分，积分越多等级越高" },
  { title: "门店自提", text: "全国门店自提，售后无忧" },
] as const;

/**
 * The frame of /login and /reset: a dark brand column (desktop) beside the form column. On a
 * phone only a slim brand band sits above the form.
 */
export function MemberAuthLayout({ eyebrow, title, subtitle, showTitle = true, children }: MemberAuthLayoutProps) {
  return (
    <div className="grid min-h-[calc(100dvh-3.5rem)] bg-canvas lg:min-h-[calc(100dvh-4.5rem)] lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
      <aside className="relative isolate hidden overflow-hidden bg-ink text-paper lg:flex lg:flex-col lg:justify-between lg:p-14 xl:p-20">
        {/* Decoration drawn by CSS (content: attr()), so it is no text node: not read out, and
            not held to text contrast (axe color-contrast) — it is a texture, not copy. */}
        <span
          aria-hidden="true"
          data-word="XUNLAN"
          className="pointer-events-none absolute -bottom-10 -left-4 -z-10 font-display text-[11rem] leading-none font-black tracking-tighter text-grey-900 select-none before:content-[attr(data-word)] xl:text-[14rem]"
        />
        <div className="flex flex-col gap-5">
          <p className="text-2xs font-bold tracking-[0.24em] text-volt">{eyebrow}</p>
          <p className="max-w-md font-display text-5xl leading-[1.05] font-black tracking-tight xl:text-6xl">
            为每一步
            <br />
            而生。
          </p>
        </div>
        <ul className="flex flex-col gap-6 border-t border-grey-800 pt-8">
          {BENEFITS.map((benefit, index) => (
            <li key={benefit.title} className="flex items-baseline gap-5">
              <span className="font-display text-sm font-black text-volt tabular-nums">0{index + 1}</span>
              <span className="flex flex-col gap-1">
                <span className="text-base font-bold">{benefit.title}</span>
                <span className="text-sm text-grey-400">{benefit.text}</span>
              </span>
            </li>
          ))}
        </ul>
      </aside>
      <div className="flex items-start justify-center px-5 py-10 sm:px-8 lg:items-center lg:py-16">
        <div className="w-full max-w-[440px]">
          {showTitle ? (
            <header className="mb-8">
              <p className="text-2xs font-bold tracking-[0.24em] text-accent">{eyebrow}</p>
              <h1 className="mt-2 font-display text-4xl leading-none font-black tracking-tight">{title}</h1>
              <p className="mt-3 text-sm leading-6 text-grey-600">{subtitle}</p>
            </header>
          ) : (
            <h1 className="sr-only">{title}</h1>
          )}
          <div className={showTitle ? "" : "bg-paper"}>{children}</div>
        </div>
      </div>
    </div>
  );
}
