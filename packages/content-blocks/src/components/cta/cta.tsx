import type { ContentLink } from "@xunlan/cms-content";
import { Anchor, ArrowIcon, cn } from "@xunlan/ui";

/** Visual style of a {@link Cta}. */
export type CtaTone = "solid-dark" | "solid-light" | "outline-dark" | "outline-light";

const tones: Record<CtaTone, string> = {
  "solid-dark": "bg-ink text-paper hover:bg-grey-700",
  "solid-light": "bg-paper text-ink hover:bg-grey-200",
  "outline-dark": "border border-ink text-ink hover:bg-ink hover:text-paper",
  "outline-light": "border border-paper/80 text-paper hover:bg-paper hover:text-ink",
};

/** A content link shown as a button-shaped anchor (internal links go through the router). */
export function Cta({ link, tone, className }: { link: ContentLink; tone: CtaTone; className?: string }) {
  return (
    <Anchor
      href={link.href}
      external={link.external}
      className={cn(
        "inline-flex h-12 items-center justify-center gap-2 px-7 text-sm font-bold tracking-wide transition-colors duration-150 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent",
        tones[tone],
        className,
      )}
    >
      {link.label}
    </Anchor>
  );
}

/** A quiet text link with an arrow ("查看全部 →"). */
export function ArrowLink({ link, className }: { link: ContentLink; className?: string }) {
  return (
    <Anchor
      href={link.href}
      external={link.external}
      className={cn("group inline-flex items-center gap-1.5 text-sm font-bold underline-offset-4 hover:underline", className)}
    >
      {link.label}
      <ArrowIcon size={16} className="transition-transform group-hover:translate-x-0.5" />
    </Anchor>
  );
}
