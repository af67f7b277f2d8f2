import { createFileRoute, notFound } from "@tanstack/react-router";
import { ColorSizeNotFound, ColorSizePage, loadColorSize, validateColorSizeSearch } from "@xunlan/product-ui/pages";

/** spec §2 /products/colorSize: a colour and size chooser for ?styleSku= and/or ?productId=. */
export const Route = createFileRoute("/products/colorSize")({
  validateSearch: validateColorSizeSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ context, deps }) => {
    const data = await loadColorSize(context, deps);
    if (!data) throw notFound();
    return data;
  },
  head: ({ loaderData }) => ({ meta: [{ title: loaderData?.title ?? "选择颜色和尺码" }, { name: "robots", content: "noindex" }] }),
  component: ColorSizeRoute,
  notFoundComponent: ColorSizeNotFound,
});

function ColorSizeRoute() {
  const { styleKey } = Route.useLoaderData();
  const { productId } = Route.useSearch();
  return <ColorSizePage styleKey={styleKey} productId={productId} />;
}
