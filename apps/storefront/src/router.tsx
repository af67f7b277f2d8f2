import { QueryClient } from "@tanstack/react-query";
import { createRouter } from "@tanstack/react-router";
import { setupRouterSsrQueryIntegration } from "@tanstack/react-router-ssr-query";
import type { ServiceCodeTable } from "@xunlan/api-client";
import { configQueryOptions } from "@xunlan/cms-content";
import { packColumns, unpackColumns } from "@xunlan/edge/shared";
import { ErrorRoute } from "./components/error-route";
import { type Clients, createClients } from "./lib/clients";
import { renderNonce } from "./lib/csp-nonce";
import { parseSearch, stringifySearch } from "./lib/search-params";
import { routeTree } from "./routeTree.gen";

/** What every route's beforeLoad and loader receive. */
export interface RouterContext extends Clients {
  queryClient: QueryClient;
}

/**
 * Creates the router (once per request on the server, once in the browser) with a fresh
 * QueryClient that the SSR integration dehydrates into the HTML and hydrates on the client.
 */
export function getRouter() {
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60 * 1000, retry: 1, refetchOnWindowFocus: false },
      // The first HTML's query data writes each list of like objects' keys once (@xunlan/edge/shared: packColumns).
      dehydrate: { serializeData: packColumns },
      hydrate: { deserializeData: unpackColumns },
    },
  });
  const clients = createClients({
    serviceCodes: () => {
      const key = configQueryOptions(clients.content, "service_code").queryKey;
      return queryClient.getQueryData<ServiceCodeTable>(key);
    },
  });

  const router = createRouter({
    routeTree,
    context: { queryClient, ...clients } satisfies RouterContext,
    scrollRestoration: true,
    // Plain, shareable query strings (?sort=priceAsc&us_size=9), see lib/search-params.ts.
    parseSearch,
    stringifySearch,
    defaultPreload: "intent",
    // TanStack Query owns caching; loaders only ensure the data is there.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: () => <ErrorRoute code={500} />,
    defaultNotFoundComponent: () => <ErrorRoute code={404} />,
    // issue 12: the Content-Security-Policy's per-request nonce on the scripts the render emits.
    ssr: { nonce: renderNonce() },
  });

  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
