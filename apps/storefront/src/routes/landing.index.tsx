import { createFileRoute, notFound } from "@tanstack/react-router";
import { LandingPage, landingPageHead, loadLandingPage } from "@xunlan/content-pages";
import { ErrorRoute } from "../components/error-route";

/**
 * The key of the landing document that lists the current campaigns: what bare /landing shows
 * (issue 24 §6; spec §2 lists /landing as a route, and it used to fall through to the home page).
 */
export const CAMPAIGNS_LANDING_KEY = "index";

/** spec §2 /landing without a key: the current campaigns, a landing document of their own. */
export const Route = createFileRoute("/landing/")({
  loader: async ({ context }) => {
    const data = await loadLandingPage(context, CAMPAIGNS_LANDING_KEY);
    if (!data) throw notFound();
    return data;
  },
  head: ({ loaderData }) => landingPageHead(loaderData),
  component: CampaignsRoute,
  notFoundComponent: () => <ErrorRoute code={404} />,
});

function CampaignsRoute() {
  return <LandingPage landingKey={CAMPAIGNS_LANDING_KEY} />;
}
