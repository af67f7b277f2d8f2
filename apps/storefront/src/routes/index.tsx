import { createFileRoute } from "@tanstack/react-router";
import { HomePage } from "@xunlan/content-pages";

export const Route = createFileRoute("/")({
  // The loader's code loads on its first run, not with the page (lib/home-loader.ts).
  loader: ({ context }) => import("../lib/home-loader").then(({ loadHomePage }) => loadHomePage(context)),
  component: HomePage,
});
