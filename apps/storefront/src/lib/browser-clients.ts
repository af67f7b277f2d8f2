/**
 * The browser's API and content clients. Loaded lazily by `createClients` (src/lib/clients.ts):
 * the first render uses the data dehydrated from the server, so the GraphQL client
 * and the content schemas (zod) stay out of the initial bundle.
 */
import { createApiClient, type ServiceCodeTable } from "@xunlan/api-client";
import { CID_MAX_AGE_SECONDS } from "@xunlan/edge/shared";
import { COOKIE_NAMES, readCookie, serializeCookie } from "@xunlan/validation";
import { createContentClient } from "@xunlan/cms-content";
import { createBrowserTokenStore } from "@xunlan/session";

/**
 * The anonymous client id (spec §7 cookie id, the `cid` cookie), made here on the first call when
 * the browser has none: a page any visitor may share sets no cookie (issue 21 §8), so the id is
 * the browser's own, as the server would have made it (a random UUID for a year).
 */
function browserClientId(): string {
  const current = readCookie(document.cookie, COOKIE_NAMES.clientId);
  // Printable ASCII only (it goes into a header); a broken one is replaced.
  if (current && /^[\x21-\x7e]{1,512}$/.test(current)) return current;
  const made = crypto.randomUUID();
  document.cookie = serializeCookie(COOKIE_NAMES.clientId, made, { path: "/", sameSite: "lax", maxAge: CID_MAX_AGE_SECONDS });
  return made;
}

/** Creates both browser clients (same-origin endpoints behind the storefront proxy). */
export function createBrowserClients(options: {
  serviceCodes: () => ServiceCodeTable | null | undefined;
  onToast: (message: string) => void;
}) {
  const api = createApiClient({
    endpoint: `${window.location.origin}/graphql`,
    // The token stays in the HttpOnly cookie the /graphql proxy adds (@xunlan/session/server, wired in src/start.ts).
    tokenStore: createBrowserTokenStore(),
    cookieId: browserClientId,
    serviceCodes: options.serviceCodes,
    onToast: options.onToast,
  });
  const content = createContentClient({ baseUrl: "" });
  return { api, content };
}
