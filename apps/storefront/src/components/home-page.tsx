import { useSuspenseQuery } from "@tanstack/react-query";
import { useRouteContext } from "@tanstack/react-router";
import type { RouterContext } from "../router";
import { contentQueryOptions } from "../queries/content";

interface IndexDoc {
  title: string;
  blocks: Array<{ id: string; type: string; headline?: string; title?: string }>;
}

/** Loader half of the home page: the `index` content document. */
export function loadHomePage({ queryClient, content }: Pick<RouterContext, "queryClient" | "content">) {
  return queryClient.ensureQueryData(contentQueryOptions<IndexDoc>(content, "index"));
}

/** TEMPORARY home page: block renderers come next. */
export function HomePage() {
  const { content } = useRouteContext({ from: "__root__" });
  const { data } = useSuspenseQuery(contentQueryOptions<IndexDoc>(content, "index"));
  return (
    <div className="mx-auto max-w-(--container-layout-lg) px-4 py-10">
      {data.blocks.map((b) => (
        <section key={b.id} className="py-6">
          <h2 className="text-2xl font-black">{b.headline ?? b.title ?? b.type}</h2>
        </section>
      ))}
    </div>
  );
}
