import { useSuspenseQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { contentHead, documentQueryOptions } from "@xunlan/cms-content";
import { ContentBlocks } from "@xunlan/content-blocks";
import { prefetchRails } from "@xunlan/product-ui/pages";
import { ErrorRoute } from "../components/error-route";
import { ensureContentPage } from "../lib/content-route";

/** spec §2 /landing/{key}: a campaign page from the landing/{key} document. */
export const Route = createFileRoute("/landing/$key")({
  loader: async ({ context, params }) => {
    const page = await ensureContentPage(context.queryClient, context.content, "landing", params.key);
    await prefetchRails(context, page.blocks);
    return { title: page.title, seo: page.seo };
  },
  head: ({ loaderData }) => contentHead(loaderData),
  component: LandingRoute,
  notFoundComponent: () => <ErrorRoute code={404} />,
});

function LandingRoute() {
  const { key } = Route.useParams();
  const { content } = Route.useRouteContext();
  const { data: page } = useSuspenseQuery(documentQueryOptions(content, "landing", key));
  return (
    <div>
      {page.blocks.some((block) => block.type === "hero") ? null : <h1 className="sr-only">{page.title}</h1>}
      <ContentBlocks blocks={page.blocks} />
    </div>
  );
}
