import { createFileRoute } from "@tanstack/react-router";
import { ListingNotFound, ListingPage, listingHead, loadListing, validateListingSearch } from "@xunlan/product-ui/pages";

/** spec §2: product listing by category levels (route slugs or numeric ids). */
export const Route = createFileRoute("/explore/$first/$second/$third")({
  validateSearch: validateListingSearch,
  loaderDeps: ({ search }) => ({ search }),
  loader: ({ context, params, deps }) => loadListing(context, [params.first, params.second, params.third], deps.search),
  head: ({ loaderData }) => listingHead(loaderData),
  component: ListingRoute,
  notFoundComponent: ListingNotFound,
});

function ListingRoute() {
  const params = Route.useParams();
  // The loader's search: the URL's without filters this listing does not have.
  const { search } = Route.useLoaderData();
  return <ListingPage levels={[params.first, params.second, params.third]} search={search} />;
}
