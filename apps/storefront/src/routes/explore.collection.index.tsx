import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { Anchor, ArrowIcon, Container } from "@xunlan/ui";
import { RouterAnchor } from "../components/router-anchor";
import { configQueryOptions } from "@xunlan/cms-content";

/** spec §2 /explore/collection: the curated collections of the collections document. */
export const Route = createFileRoute("/explore/collection/")({
  loader: ({ context }) => context.queryClient.ensureQueryData(configQueryOptions(context.content, "collections")),
  head: () => ({ meta: [{ title: "精选系列 | 迅岚 XUNLAN 官方商城" }] }),
  component: CollectionsRoute,
});

function CollectionsRoute() {
  const { content } = Route.useRouteContext();
  const { data: collections } = useSuspenseQuery(configQueryOptions(content, "collections"));
  return (
    <div className="pb-16">
      <div className="border-b border-grey-200 bg-canvas">
        <Container className="py-10 lg:py-16">
          <p className="mb-3 text-xs font-bold tracking-label text-accent uppercase">专题系列</p>
          <h1 className="font-display text-4xl font-black tracking-tight lg:text-6xl">精选系列</h1>
        </Container>
      </div>
      <Container className="mt-10 grid gap-10 lg:mt-14 lg:grid-cols-3 lg:gap-8">
        {collections.map((collection) => (
          <section key={collection.name} aria-label={collection.name}>
            <h2 className="border-b-2 border-ink pb-3 font-display text-2xl font-black">{collection.name}</h2>
            <ul className="divide-y divide-grey-200">
              {collection.children.map((item) => (
                <li key={item.link}>
                  <Anchor href={item.link} as={RouterAnchor} className="group flex items-center justify-between py-4 text-base font-bold hover:text-accent">
                    {item.name}
                    <ArrowIcon size={18} className="transition-transform group-hover:translate-x-1" />
                  </Anchor>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </Container>
    </div>
  );
}
