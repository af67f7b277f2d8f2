import type { ElementType, HTMLAttributes } from "react";
import { cn } from "../../lib/cn";

/** Maximum widths of the layout breakpoints of spec §9 (640, 1083, 1200, 1700 px). */
export type ContainerSize = "sm" | "md" | "lg" | "xl" | "full";

/** Props of {@link Container}. */
export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  /** sm 640, md 1083, lg 1200, xl 1700 (default), full = no maximum. */
  size?: ContainerSize;
  /** Element to render. Default `div`. */
  as?: ElementType;
}

const widths: Record<ContainerSize, string> = {
  sm: "max-w-layout-sm",
  md: "max-w-layout-md",
  lg: "max-w-layout-lg",
  xl: "max-w-layout-xl",
  full: "max-w-none",
};

/** Centres content with the store's side gutters (16 px mobile, 40 px desktop). */
export function Container({ size = "xl", as: Component = "div", className, ...rest }: ContainerProps) {
  return <Component className={cn("mx-auto w-full px-4 md:px-6 lg:px-10", widths[size], className)} {...rest} />;
}
