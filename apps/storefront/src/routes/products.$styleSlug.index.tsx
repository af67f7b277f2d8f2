import { createFileRoute } from "@tanstack/react-router";
import { redirectToFirstColour } from "../components/catalog/product-loader";
import { ProductNotFound } from "../components/catalog/product-not-found";

/** spec §2: /products/{styleSlug} (or a styleSku) shows the style's first colour. */
export const Route = createFileRoute("/products/$styleSlug/")({
  loader: ({ context, params }) => redirectToFirstColour(context, params.styleSlug),
  notFoundComponent: ProductNotFound,
});
