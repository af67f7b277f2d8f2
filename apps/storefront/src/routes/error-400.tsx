import { createFileRoute } from "@tanstack/react-router";
import { ErrorRoute } from "../components/error-route";
import { setRenderStatus } from "../lib/response-status";

/** Spec §2: /error-400 forces the error page with code 400; the server render answers with HTTP 400. */
export const Route = createFileRoute("/error-400")({
  loader: () => setRenderStatus(400),
  component: () => <ErrorRoute code={400} />,
});
