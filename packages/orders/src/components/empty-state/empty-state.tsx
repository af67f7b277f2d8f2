import { Anchor, ArrowIcon } from "@xunlan/ui";
import type { ReactNode } from "react";

/** Props of {@link MemberEmptyState}. */
export interface MemberEmptyStateProps {
  /** Small label above the title (English, spaced capitals). */
  eyebrow: string;
  /** e.g. 暂无订单. */
  title: string;
  /** One line of explanation. */
  description: string;
  /** An illustration glyph. */
  icon?: ReactNode;
}

/**
 * The empty state of a member-centre page (orders, after-sales): a real destination, not a dead
 * button — 去逛逛 goes to the shop.
 */
export function MemberEmptyState({ eyebrow, title, description, icon }: MemberEmptyStateProps) {
  return (
    <section className="flex flex-col items-center gap-5 border border-grey-200 bg-paper px-6 py-16 text-center lg:py-24">
      {icon ? (
        <span aria-hidden="true" className="flex size-16 items-center justify-center rounded-full bg-canvas text-grey-500">
          {icon}
        </span>
      ) : null}
      <p className="text-2xs font-bold tracking-[0.24em] text-grey-500 uppercase">{eyebrow}</p>
      <h2 className="font-display text-2xl font-black tracking-tight">{title}</h2>
      <p className="max-w-sm text-sm leading-6 text-grey-600">{description}</p>
      <Anchor
        href="/"
        className="mt-2 inline-flex h-12 min-w-40 items-center justify-center gap-2 bg-ink px-8 text-sm font-bold tracking-wide text-paper transition-colors hover:bg-grey-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
      >
        去逛逛
        <ArrowIcon size={16} />
      </Anchor>
    </section>
  );
}
