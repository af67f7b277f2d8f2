// The route-file half of the listing page: head() and its data, apart from the page module so
// the route definition (in the initial bundle) does not pull the page in.
import type { ListingSearch } from "./listing-search";

/** What the listing loader hands to head(). */
export interface ListingLoaderData {
  title: string;
  trail: string[];
  /** The search the page shows: the URL's, without filters the listing does not have. */
  search: ListingSearch;
}

/** head() of a listing: 跑步鞋 · 鞋类 · 男子 | 迅岚 XUNLAN 官方商城. */
export function listingHead(data: ListingLoaderData | undefined) {
  if (!data) return { meta: [{ title: "商品列表 | 迅岚 XUNLAN 官方商城" }] };
  const title = `${[...data.trail].reverse().join(" · ")} | 迅岚 XUNLAN 官方商城`;
  return {
    meta: [
      { title },
      { name: "description", content: `迅岚 XUNLAN 官方商城${data.trail.join("")}：正品保障，会员专享，全国门店自提。` },
      { property: "og:title", content: title },
    ],
  };
}
