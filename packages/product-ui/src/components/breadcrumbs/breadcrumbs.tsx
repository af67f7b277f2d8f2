import { Anchor, cn, type LinkComponent } from "@xunlan/ui";
import { Fragment } from "react";

/** One breadcrumb after 首页. The last one is the current page (its `href` is only used in JSON-LD). */
export interface BreadcrumbItem {
  label: string;
  href?: string;
}

/** Props of {@link Breadcrumbs}. */
export interface BreadcrumbsProps {
  /** Trail after 首页, root first. */
  items: BreadcrumbItem[];
  linkComponent?: LinkComponent;
  className?: string;
}

/** spec §2: breadcrumbs start at 首页. */
export const BREADCRUMB_HOME: Required<BreadcrumbItem> = { label: "首页", href: "/" };

/**
 * Breadcrumbs (spec §2): 首页 first, then the trail; every item but the last is a link, the
 * last is the current page (`aria-current="page"`). Pair with {@link breadcrumbJsonLd}.
 */
export function Breadcrumbs({ items, linkComponent, className }: BreadcrumbsProps) {
  const trail = [BREADCRUMB_HOME, ...items];
  return (
    <nav aria-label="面包屑" className={cn("text-xs text-grey-600", className)}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {trail.map((item, i) => {
          const last = i === trail.length - 1;
          return (
            <Fragment key={`${item.label}-${i}`}>
              <li className={cn("min-w-0", last && "font-bold text-ink")}>
                {last || !item.href ? (
                  <span aria-current={last ? "page" : undefined} className="line-clamp-1">
                    {item.label}
                  </span>
                ) : (
                  <Anchor href={item.href} as={linkComponent} className="hover:text-ink hover:underline underline-offset-4">
                    {item.label}
                  </Anchor>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" className="text-grey-300">
                  /
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * schema.org BreadcrumbList JSON-LD for the same trail (首页 included). Relative hrefs are
 * made absolute against `origin` (e.g. "https://www.xunlan.cn"); an item without href uses
 * `currentUrl` when it is last, else has no `item`.
 */
export function breadcrumbJsonLd(items: BreadcrumbItem[], origin: string, currentUrl?: string) {
  const trail = [BREADCRUMB_HOME, ...items];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((item, i) => {
      const href = item.href ?? (i === trail.length - 1 ? currentUrl : undefined);
      return {
        "@type": "ListItem",
        position: i + 1,
        name: item.label,
        ...(href ? { item: new URL(href, origin).href } : {}),
      };
    }),
  };
}
