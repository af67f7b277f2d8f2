import { createFileRoute } from "@tanstack/react-router";
import { ErrorRoute } from "../components/error-route";

/** Spec §2: /error-400 forces the error page with code 400. */
export const Route = createFileRoute("/error-400")({
  component: () => <ErrorRoute code={400} />,
});
