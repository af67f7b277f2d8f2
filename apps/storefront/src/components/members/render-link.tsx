import type { RenderLinkProps } from "@xunlan/ucenter";
import { RouterAnchor } from "../router-anchor";

/** The member centre's `renderLink`: the storefront's router link. */
export function renderRouterLink({ href, className, children, onClick, ...rest }: RenderLinkProps) {
  return (
    <RouterAnchor href={href} className={className} onClick={onClick} aria-current={rest["aria-current"]}>
      {children}
    </RouterAnchor>
  );
}
