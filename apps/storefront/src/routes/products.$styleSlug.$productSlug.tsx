import { createFileRoute } from "@tanstack/react-router";
import { ProductNotFound } from "../components/catalog/product-not-found";
import { productHead } from "../components/catalog/product-head";
import { loadProduct } from "../components/catalog/product-loader";
import { ProductPage } from "../components/catalog/product-page";

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
