import { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import { getEndpoints } from "./lib/endpoints";
import { createGatewayClient, type GatewayClient } from "./lib/gateway";
import { createSessionStore, type SessionStore } from "./lib/session";
import { createContentLoader, type ContentLoader } from "./queries/content";
import { routeTree } from "./routeTree.gen";
import { ErrorRoute } from "./components/error-route";

/** What every route's loader and beforeLoad receive. */
export interface RouterContext {
  queryClient: QueryClient;
  api: GatewayClient;
  content: ContentLoader;
  session: SessionStore;
}

/**
 * Creates the router (once per request on the server, once in the browser) with a fresh
 * QueryClient that the SSR integration dehydrates into the HTML and hydrates on the client.
 */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60 * 1000, retry: 1, refetchOnWindowFocus: false },
    },
  });
  const endpoints = getEndpoints();
  const session = createSessionStore();
  const api = createGatewayClient({ endpoint: endpoints.graphql, headers: session });
  const content = createContentLoader(endpoints.contentBaseUrl);

  const router = createRouter({
    routeTree,
    context: { queryClient, api, content, session } satisfies RouterContext,
    scrollRestoration: true,
    defaultPreload: "intent",
    // Query owns caching; the loader just ensures data is there.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: () => <ErrorRoute code={500} />,
    defaultNotFoundComponent: () => <ErrorRoute code={404} />,
  });

  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
