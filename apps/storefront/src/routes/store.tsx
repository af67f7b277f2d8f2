import { createFileRoute } from "@tanstack/react-router";
import { loadStorePage, StorePage, storePageHead, validateStorePageSearch } from "@xunlan/stores";

/** /store (spec §2 nearby stores): @xunlan/stores's StorePage, server-rendered with every store. */
export const Route = createFileRoute("/store")({
  validateSearch: validateStorePageSearch,
  loader: ({ context }) => loadStorePage(context),
  head: storePageHead,
  component: StoreRoute,
});

function StoreRoute() {
  const { api } = Route.useRouteContext();
  const { city } = Route.useSearch();
  return <StorePage client={api} city={city} />;
}
