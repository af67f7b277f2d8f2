// The content pages' product rails (product cards): below the first screen of the home page;
// the layout loads this module when a page first renders a rail (app-layout.tsx).
export { ProductRailBlock } from "@xunlan/content-pages";
