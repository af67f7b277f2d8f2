import { Link } from "@tanstack/react-router";
import type { LinkLikeProps } from "@xunlan/ui";

/**
 * Adapts TanStack Router's `Link` to the `href`-based link component the packages use
 * (`LinkProvider` of @xunlan/ui, `LinkComponent` of @xunlan/header-footer). Internal paths go
 * through the router by `href` (client navigation, intent preloading; the router matches the
 * path against the whole tree, unknown ones land on the `$` splat); anything else is a plain
 * anchor. `navigation` maps to the router's `replace` and `resetScroll`.
 */
export function RouterAnchor({ href, ref, navigation, children, ...rest }: LinkLikeProps) {
  if (!href.startsWith("/") || href.startsWith("//")) {
    return (
      <a href={href} ref={ref} {...rest}>
        {children}
      </a>
    );
  }
  // `href` overrides `to` when the router builds the location; `to` only satisfies the types.
  return (
    <Link to="." href={href} ref={ref} replace={navigation?.replace} resetScroll={navigation?.keepScroll ? false : undefined} {...rest}>
      {children}
    </Link>
  );
}
