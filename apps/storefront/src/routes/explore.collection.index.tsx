import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { configQueryOptions } from "@xunlan/cms-content";
import { CollectionIndex } from "@xunlan/content-blocks";

/** spec §2 /explore/collection: the curated collections of the collections document. */
export const Route = createFileRoute("/explore/collection/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(configQueryOptions(context.content, "collections")),
  head: () => ({ meta: [{ title: "精选系列 | 迅岚 XUNLAN 官方商城" }] }),
  component: CollectionsRoute,
});

function CollectionsRoute() {
  const { content } = Route.useRouteContext();
  const { data: collections } = useSuspenseQuery(configQueryOptions(content, "collections"));
  return <CollectionIndex collections={collections} />;
}
