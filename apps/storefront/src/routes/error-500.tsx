import { createFileRoute } from "@tanstack/react-router";
import { ErrorRoute } from "../components/error-route";
import { setRenderStatus } from "../lib/response-status";

/** Spec §2: /error-500 forces the error page with code 500; the server render answers with HTTP 500. */
export const Route = createFileRoute("/error-500")({
  loader: () => setRenderStatus(500),
  component: () => <ErrorRoute code={500} />,
});
