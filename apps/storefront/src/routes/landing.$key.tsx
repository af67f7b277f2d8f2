import { createFileRoute, notFound } from "@tanstack/react-router";
import { LandingPage, landingPageHead, loadLandingPage } from "@xunlan/content-pages";
import { ErrorRoute } from "../components/error-route";

/** spec §2 /landing/{key}: product-ui's LandingPage; a key without a document is the 404 page. */
export const Route = createFileRoute("/landing/$key")({
  loader: async ({ context, params }) => {
    const data = await loadLandingPage(context, params.key);
    if (!data) throw notFound();
    return data;
  },
  head: ({ loaderData }) => landingPageHead(loaderData),
  component: LandingRoute,
  notFoundComponent: () => <ErrorRoute code={404} />,
});

function LandingRoute() {
  const { key } = Route.useParams();
  return <LandingPage landingKey={key} />;
}
