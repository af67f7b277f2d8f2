import { createFileRoute } from "@tanstack/react-router";
import { ErrorRoute } from "../components/error-route";

/** Spec §2: /error-404 forces the error page with code 404. */
export const Route = createFileRoute("/error-404")({
  component: () => <ErrorRoute code={404} />,
});
