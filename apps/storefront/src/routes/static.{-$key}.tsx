import { createFileRoute, notFound } from "@tanstack/react-router";
import { loadStaticPage, StaticPage, staticPageHead } from "@xunlan/content-blocks";
import { HELP_LINKS } from "@xunlan/header-footer";
import { ErrorRoute } from "../components/error-route";

/** spec §2 /static/{key} (key optional): content-blocks' StaticPage; a key without a document is the 404 page. */
export const Route = createFileRoute("/static/{-$key}")({
  loader: async ({ context, params }) => {
    const data = await loadStaticPage(context, params.key);
    if (data === null) throw notFound();
    return data;
  },
  head: ({ loaderData }) => staticPageHead(loaderData),
  component: StaticRoute,
  notFoundComponent: () => <ErrorRoute code={404} />,
});

function StaticRoute() {
  const { key } = Route.useParams();
  const { content } = Route.useRouteContext();
  return <StaticPage content={content} code={key} helpLinks={HELP_LINKS} />;
}
