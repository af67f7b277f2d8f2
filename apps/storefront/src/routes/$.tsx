import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@xunlan/content-pages";

/** Spec §2: any unknown path shows the home page (rendered, not redirected; status 200). */
export const Route = createFileRoute("/$")({
  // The loader's code loads on its first run, not with the page (lib/home-loader.ts).
  loader: ({ context }) => import("../lib/home-loader").then(({ loadHomePage }) => loadHomePage(context)),
  component: HomePage,
});
