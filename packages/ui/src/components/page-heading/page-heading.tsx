import type { ReactNode } from "react";
import { Container } from "../container/container";

/** Props of {@link PageHeading}. */
export interface PageHeadingProps {
  /** The page's `<h1>`. */
  title: ReactNode;
  /** The short accent line above the title (专题系列, 门店查询, …). */
  eyebrow?: ReactNode;
  /** Under the title, inside the band: a page's own navigation (the help centre's tabs). */
  children?: ReactNode;
}

/**
 * The heading band a page opens with (help and static pages, 精选系列, 附近门店): canvas ground and
 * a hairline under it, an accent eyebrow, the display-type `<h1>`, and optional navigation.
 */
export function PageHeading({ title, eyebrow, children }: PageHeadingProps) {
  return (
    <div className="border-b border-grey-200 bg-canvas">
      <Container className="py-10 lg:py-16">
        {eyebrow ? <p className="mb-3 text-xs font-bold tracking-label text-accent uppercase">{eyebrow}</p> : null}
        <h1 className="font-display text-4xl font-black tracking-tight lg:text-6xl">{title}</h1>
        {children ? <div className="mt-6 lg:mt-8">{children}</div> : null}
      </Container>
    </div>
  );
}
