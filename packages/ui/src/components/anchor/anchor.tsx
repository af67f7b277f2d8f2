import { type AnchorHTMLAttributes, type ComponentType, createContext, type ReactNode, type Ref, useContext } from "react";
import { cn } from "../../lib/cn";

/** What a router link component must accept to be used by {@link Anchor}. */
export interface LinkLikeProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
  /** How a router link navigates; a plain `<a>` ignores it. */
  navigation?: LinkNavigation;
}

/**
 * How a router link navigates: `replace` the current history entry instead of adding one, and
 * `keepScroll` (stay where the page is scrolled) instead of starting at the top. For links that
 * switch a variant of the same page, such as a product's colour.
 */
export interface LinkNavigation {
  replace?: boolean;
  keepScroll?: boolean;
}

/** A link component supplied by the app's router (adapt `to` ← `href` in the app). */
export type LinkComponent = ComponentType<LinkLikeProps>;

const LinkComponentContext = createContext<LinkComponent | null>(null);

/**
 * Supplies the router's link component to every {@link Anchor} below it, so packages stay
 * router-free. The storefront wraps its tree once: `<LinkProvider component={RouterAnchor}>`.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkComponentContext.Provider value={component}>{children}</LinkComponentContext.Provider>;
}

/** The link component from the nearest {@link LinkProvider}, or null. */
export function useLinkComponent(): LinkComponent | null {
  return useContext(LinkComponentContext);
}

/** Props of {@link Anchor}. */
export interface AnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string;
  /** Router link to render with; falls back to the {@link LinkProvider}'s, then to `<a>`. */
  as?: LinkComponent | "a";
  /** Opens in a new tab (`target="_blank" rel="noopener noreferrer"`), always a plain `<a>`. */
  external?: boolean;
  /** `plain` (inherit), `underline`, or `nav` (bold, accent on hover). Default `plain`. */
  variant?: "plain" | "underline" | "nav";
  ref?: Ref<HTMLAnchorElement>;
  /** Passed to the router's link component (see {@link LinkNavigation}); a plain `<a>` ignores it. */
  navigation?: LinkNavigation;
}

const variants = {
  plain: "",
  underline: "underline underline-offset-4 decoration-1 hover:text-accent",
  nav: "font-bold hover:text-accent transition-colors",
} as const;

/**
 * Router-agnostic link. Internal links render through the router's component (prop `as` or
 * {@link LinkProvider}); external links are plain anchors opening a new tab.
 */
export function Anchor({ as, external = false, variant = "plain", navigation, className, children, ...rest }: AnchorProps) {
  const fromContext = useLinkComponent();
  const classes = cn(variants[variant], className) || undefined;
  if (external) {
    return (
      <a target="_blank" rel="noopener noreferrer" {...rest} className={classes}>
        {children}
      </a>
    );
  }
  const Component = as ?? fromContext ?? "a";
  if (Component === "a") {
    return (
      <a {...rest} className={classes}>
        {children}
      </a>
    );
  }
  return (
    // the component is chosen, not created, per render: a stable reference from props or context
    // oxlint-disable-next-line react/static-components
    <Component {...rest} navigation={navigation} className={classes}>
      {children}
    </Component>
  );
}
