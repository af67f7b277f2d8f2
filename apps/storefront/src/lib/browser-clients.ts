/**
 * The browser's API and content clients. Loaded lazily by `createClients` (src/lib/clients.ts):
 * the first render uses the data dehydrated from the server, so the GraphQL client
 * and the content schemas (zod) stay out of the initial bundle.
 */
import { createApiClient, type ServiceCodeTable } from "@xunlan/api-client";
import { COOKIE_NAMES, readCookie } from "@xunlan/validation";
import { createContentClient } from "@xunlan/cms-content";
import { createBrowserTokenStore } from "@xunlan/session";

/** Creates both browser clients (same-origin endpoints behind the storefront proxy). */
export function createBrowserClients(options: {
  serviceCodes: () => ServiceCodeTable | null | undefined;
  onToast: (message: string) => void;
}) {
  const api = createApiClient({
    endpoint: `${window.location.origin}/graphql`,
    // The token stays in the HttpOnly cookie the /graphql proxy adds (@xunlan/session/server, wired in src/start.ts).
    tokenStore: createBrowserTokenStore(),
    cookieId: () => readCookie(document.cookie, COOKIE_NAMES.clientId),
    serviceCodes: options.serviceCodes,
    onToast: options.onToast,
  });
  const content = createContentClient({ baseUrl: "" });
  return { api, content };
}
