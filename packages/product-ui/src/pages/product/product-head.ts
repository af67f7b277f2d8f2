// The route-file half of the product page: head() and its data, apart from the page module so
// the route definition (in the initial bundle) does not pull the page in.
import type { ImagePreloadLink } from "../../lib/images";

/** What the product loader hands to head(). */
export interface ProductLoaderData {
  title: string;
  description: string;
  canonical: string;
  jsonLd: string;
  image: string | null;
  /** The gallery's first image (the LCP element) as the gallery renders it; null when it starts with a video or has none. */
  preload?: ImagePreloadLink | null;
}

/** head() of a product page: title and description from the style's meta fields, canonical URL, Product JSON-LD, the LCP image preload. */
export function productHead(data: ProductLoaderData | undefined) {
  if (!data) return {};
  return {
    meta: [
      { title: data.title },
      { name: "description", content: data.description },
      { property: "og:type", content: "product" },
      { property: "og:title", content: data.title },
      { property: "og:description", content: data.description },
      { property: "og:url", content: data.canonical },
      { property: "og:site_name", content: "迅岚 XUNLAN" },
      ...(data.image ? [{ property: "og:image", content: data.image }] : []),
    ],
    links: [{ rel: "canonical", href: data.canonical }, ...(data.preload ? [data.preload] : [])],
    scripts: [{ type: "application/ld+json", children: data.jsonLd }],
  };
}
