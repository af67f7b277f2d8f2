import { createFileRoute } from "@tanstack/react-router";
import { HomePage, loadHomePage } from "@xunlan/product-ui/pages";

export const Route = createFileRoute("/")({
  loader: ({ context }) => loadHomePage(context),
  component: HomePage,
});
