import { createIsomorphicFn } from "@tanstack/react-start";
import { getEnv } from "../env";

/** Where the API and content clients send requests from this side of the wire. */
export interface Endpoints {
  /** GraphQL endpoint: the gateway directly on the server, the same-origin proxy in the browser. */
  graphql: string;
  /** Base URL that `/json/publish/...` is appended to ('' = same origin in the browser). */
  contentBaseUrl: string;
}

/**
 * The server talks to the gateway and content CDN directly (GATEWAY_URL, CONTENT_BASE_URL);
 * the browser goes through the storefront's own proxy so it stays on one origin.
 */
export const getEndpoints = createIsomorphicFn()
  .server((): Endpoints => {
    const env = getEnv();
    return { graphql: `${env.GATEWAY_URL}/graphql`, contentBaseUrl: env.CONTENT_BASE_URL };
  })
  .client((): Endpoints => ({ graphql: "/graphql", contentBaseUrl: "" }));
