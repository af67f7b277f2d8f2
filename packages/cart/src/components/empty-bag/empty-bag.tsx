import { Anchor, BagIcon, cn } from "@xunlan/ui";
import { CART_MESSAGES } from "../../lib/messages";

/** Props of {@link EmptyBag}. */
export interface EmptyBagProps {
  /** Where 去逛逛 leads (a listing the app knows exists). */
  shopHref: string;
  className?: string;
}

/** The empty bag (spec §2 /cart): a calm statement and one way back to the products. */
export function EmptyBag({ shopHref, className }: EmptyBagProps) {
  return (
    <section aria-label={CART_MESSAGES.emptyTitle} className={cn("flex flex-col items-center gap-5 py-16 text-center lg:py-24", className)}>
      <span className="flex size-20 items-center justify-center rounded-full bg-canvas text-grey-500">
        <BagIcon size={36} />
      </span>
      <div className="flex flex-col gap-2">
        <h2 className="font-display text-2xl font-black tracking-tight lg:text-3xl">{CART_MESSAGES.emptyTitle}</h2>
        <p className="text-sm text-grey-600">{CART_MESSAGES.emptyBody}</p>
      </div>
      <Anchor
        href={shopHref}
        className="inline-flex h-12 items-center justify-center bg-ink px-10 text-sm font-bold text-paper transition-colors hover:bg-grey-700"
      >
        {CART_MESSAGES.emptyAction}
      </Anchor>
    </section>
  );
}
