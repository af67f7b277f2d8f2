import { Anchor, cn, type LinkComponent } from "@xunlan/ui";
import { type SubNavOptions, subNavItems } from "../../lib/categories";
import type { Category } from "../../lib/types";

/** Props of {@link SubNav}. */
export interface SubNavProps extends SubNavOptions {
  /** Category tree (categoryTree, or categoryTreeAll for from=hidden). */
  tree: readonly Category[];
  /** Route levels as given in the URL (slugs or numeric ids). */
  levels: readonly string[];
  linkComponent?: LinkComponent;
  className?: string;
}

/**
 * Listing sub-navigation (spec §2, rules in {@link subNavItems}): a row of links that scrolls
 * sideways on phones and wraps on desktop; the current listing is marked. Renders nothing when
 * there are no entries.
 */
export function SubNav({ tree, levels, linkComponent, className, ...options }: SubNavProps) {
  const items = subNavItems(tree, levels, options);
  if (items.length === 0) return null;
  return (
    <nav aria-label="子分类" className={cn("-mx-4 lg:mx-0", className)}>
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] lg:flex-wrap lg:px-0 [&::-webkit-scrollbar]:hidden">
        {items.map((item) => (
          <li key={item.key} className="shrink-0">
            <Anchor
              href={item.href}
              as={linkComponent}
              aria-current={item.active ? "page" : undefined}
              className={cn(
                "inline-flex h-9 items-center border px-4 text-sm whitespace-nowrap transition-colors",
                item.active ? "border-ink bg-ink font-bold text-paper" : "border-grey-300 text-ink hover:border-ink",
              )}
            >
              {item.label}
            </Anchor>
          </li>
        ))}
      </ul>
    </nav>
  );
}
