// @xunlan/search/overlay: the header's search panel over the page on its own, so an app can load
// it on first open (a dynamic import of this entry) without pulling the rest of the package.

export type { SearchOverlayProps } from "./components/search-overlay/search-overlay";
export { SearchOverlay } from "./components/search-overlay/search-overlay";
