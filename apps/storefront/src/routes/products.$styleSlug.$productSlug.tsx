import { createFileRoute } from "@tanstack/react-router";
import { ProductNotFound, ProductPage, productHead } from "@xunlan/product-ui/pages";
import { siteOrigin } from "../lib/origin";

/** spec §2: product detail /products/{styleSlug}/{productSlug} (also /products/{styleSku}/{productId}). */
export const Route = createFileRoute("/products/$styleSlug/$productSlug")({
  // The loader's code loads on its first run, not with the page (lib/product-loader.ts).
  loader: ({ context, params }) =>
    import("../lib/product-loader").then(({ loadProduct }) => loadProduct(context, params.styleSlug, params.productSlug, siteOrigin())),
  head: ({ loaderData }) => productHead(loaderData),
  component: ProductRoute,
  notFoundComponent: ProductNotFound,
});

function ProductRoute() {
  const { styleSlug, productSlug } = Route.useParams();
  return <ProductPage styleKey={styleSlug} productKey={productSlug} />;
}
