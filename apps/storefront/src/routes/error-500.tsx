import { createFileRoute } from "@tanstack/react-router";
import { ErrorRoute } from "../components/error-route";

/** Spec §2: /error-500 forces the error page with code 500. */
export const Route = createFileRoute("/error-500")({
  component: () => <ErrorRoute code={500} />,
});
