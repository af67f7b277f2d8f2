import { createFileRoute } from "@tanstack/react-router";
import { HomePage, loadHomePage } from "../components/home-page";

export const Route = createFileRoute("/")({
  loader: ({ context }) => loadHomePage(context),
  component: HomePage,
});
