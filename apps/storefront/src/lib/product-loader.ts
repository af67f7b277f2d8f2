// The product page's loader, a chunk of its own that the route's loader imports when it first
// runs (a client navigation or a link's intent preload). The first HTML arrives with its data
// dehydrated, so the page's first load does not preload it (issue 11 §5).
export { loadProduct } from "@xunlan/product-ui/pages";
