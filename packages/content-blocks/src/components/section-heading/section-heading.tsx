import type { ContentLink } from "@xunlan/cms-content";
import type { ReactNode } from "react";
import { ArrowLink } from "../cta/cta";

/** The heading row every content section shares: title, optional subtitle and "view all" link. */
export function SectionHeading({
  id,
  title,
  subtitle,
  link,
  action,
}: {
  id: string;
  title: string;
  subtitle?: string | undefined;
  link?: ContentLink | undefined;
  action?: ReactNode;
}) {
  return (
    <div className="mb-6 flex items-end justify-between gap-6 md:mb-8">
      <div>
        <h2 id={id} className="font-display text-2xl font-black tracking-tight md:text-4xl">
          {title}
        </h2>
        {subtitle ? <p className="mt-2 text-sm text-grey-600 md:text-base">{subtitle}</p> : null}
      </div>
      {link ? <ArrowLink link={link} className="shrink-0" /> : action}
    </div>
  );
}
