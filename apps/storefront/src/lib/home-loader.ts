// The home page's loader (also the `$` splat's), a chunk of its own that the routes' loaders
// import when they first run (a client navigation or a link's intent preload): the first HTML
// carries its data dehydrated, so a page's first load does not preload it, nor the product-rail
// queries behind it (issue 11 §5).
export { loadHomePage } from "@xunlan/content-pages";
