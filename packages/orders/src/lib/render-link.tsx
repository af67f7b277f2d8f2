import { Anchor } from "@xunlan/ui";
import type { RenderLinkProps } from "./types";

/**
 * Default {@link RenderLink}: ui's `Anchor`, so a link goes through the app's router link when it
 * mounts ui's `LinkProvider` (as the storefront does), else it is a plain `<a>` (full page load).
 * An app without a provider can still pass its own `renderLink`.
 */
export function defaultRenderLink({ href, className, children, onClick, ...rest }: RenderLinkProps) {
  return (
    <Anchor href={href} className={className} onClick={onClick} aria-current={rest["aria-current"]}>
      {children}
    </Anchor>
  );
}
