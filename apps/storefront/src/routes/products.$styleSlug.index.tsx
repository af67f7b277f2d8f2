import { createFileRoute } from "@tanstack/react-router";
import { ProductNotFound, redirectToFirstColour } from "@xunlan/product-ui/pages";

/** spec §2: /products/{styleSlug} (or a styleSku) shows the style's first colour. */
export const Route = createFileRoute("/products/$styleSlug/")({
  loader: ({ context, params }) => redirectToFirstColour(context, params.styleSlug),
  notFoundComponent: ProductNotFound,
});
