import { createFileRoute } from "@tanstack/react-router";
import { ErrorRoute } from "../components/error-route";
import { setRenderStatus } from "../lib/response-status";

/** Spec §2: /error-404 forces the error page with code 404; the server render answers with HTTP 404. */
export const Route = createFileRoute("/error-404")({
  loader: () => setRenderStatus(404),
  component: () => <ErrorRoute code={404} />,
});
