import { createFileRoute } from "@tanstack/react-router";
import { ProductNotFound } from "../components/catalog/product-not-found";
import { ProductPage, loadProduct, productHead } from "../components/catalog/product-page";

/** spec §2: product detail /products/{styleSlug}/{productSlug} (also /products/{styleSku}/{productId}). */
export const Route = createFileRoute("/products/$styleSlug/$productSlug")({
  loader: ({ context, params }) => loadProduct(context, params.styleSlug, params.productSlug),
  head: ({ loaderData }) => productHead(loaderData),
  component: ProductRoute,
  notFoundComponent: ProductNotFound,
});

function ProductRoute() {
  const { styleSlug, productSlug } = Route.useParams();
  return <ProductPage styleKey={styleSlug} productKey={productSlug} />;
}
