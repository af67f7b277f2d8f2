import type { ProductRailBlock } from "@xunlan/cms-content";
import { type ComponentType, createContext, type ReactNode, useContext } from "react";

/** Renderers a content page needs from packages above this one (product cards live in product-ui). */
export interface ContentBlockSlots {
  /** Renders a `product_rail` block (spec §3 recommend block); without it rails render nothing. */
  productRail?: ComponentType<{ block: ProductRailBlock }>;
}

const SlotsContext = createContext<ContentBlockSlots>({});

/**
 * Fills the slots of every {@link ContentBlocks} below it. The app mounts it once with
 * product-ui's rail, so this package needs no catalogue code and product-ui can render content.
 * Its own module: the layout that mounts it does not load the block renderers with it.
 */
export function ContentBlocksProvider({ children, ...slots }: ContentBlockSlots & { children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

/** The slots of the nearest {@link ContentBlocksProvider} (none outside one). */
export function useContentBlockSlots(): ContentBlockSlots {
  return useContext(SlotsContext);
}
