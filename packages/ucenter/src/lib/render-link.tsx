import type { RenderLinkProps } from "./types";

/** Fallback {@link RenderLink}: a plain `<a>` (full page load). The storefront passes its router link. */
export function defaultRenderLink({ href, className, children, onClick, ...rest }: RenderLinkProps) {
  return (
    <a href={href} className={className} onClick={onClick} aria-current={rest["aria-current"]}>
      {children}
    </a>
  );
}
