import { createFileRoute, notFound } from "@tanstack/react-router";
import { CollectionPage, collectionPageHead, loadCollectionPage } from "@xunlan/content-pages";
import { ErrorRoute } from "../components/error-route";

/** spec §2 /explore/collection/{id}: product-ui's CollectionPage; an id without a document is the 404 page. */
export const Route = createFileRoute("/explore/collection/$id")({
  loader: async ({ context, params }) => {
    const data = await loadCollectionPage(context, params.id);
    if (!data) throw notFound();
    return data;
  },
  head: ({ loaderData }) => collectionPageHead(loaderData),
  component: CollectionRoute,
  notFoundComponent: () => <ErrorRoute code={404} />,
});

function CollectionRoute() {
  const { id } = Route.useParams();
  return <CollectionPage id={id} />;
}
