import { createFileRoute } from "@tanstack/react-router";
import { HomePage, loadHomePage } from "@xunlan/product-ui/pages";

/** Spec §2: any unknown path shows the home page (rendered, not redirected; status 200). */
export const Route = createFileRoute("/$")({
  loader: ({ context }) => loadHomePage(context),
  component: HomePage,
});
