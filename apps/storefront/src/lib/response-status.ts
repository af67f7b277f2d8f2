import { createIsomorphicFn } from "@tanstack/react-start";
import { setResponseStatus } from "@tanstack/react-start/server";

/**
 * Sets the HTTP status of the server render from a route loader (spec §2 /error-400, /error-404,
 * /error-500 answer with the code they show). A no-op in the browser, where a client-side
 * navigation has no response to set.
 */
export const setRenderStatus = createIsomorphicFn()
  .server((status: number) => setResponseStatus(status))
  .client((_status: number) => undefined);
