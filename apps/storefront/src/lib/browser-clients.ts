/**
 * The browser's API and content clients. Loaded lazily by `createClients` (src/lib/clients.ts):
 * the first render uses the data dehydrated from the server, so the GraphQL client
 * and the content schemas (zod) stay out of the initial bundle.
 */
import { createApiClient, type ServiceCodeTable } from "@xunlan/api-client";
import { createContentClient } from "@xunlan/cms-content";
import { CID_MAX_AGE_SECONDS } from "@xunlan/edge/shared";
import { createBrowserTokenStore } from "@xunlan/session";
import { COOKIE_NAMES, readCookie, serializeCookie } from "@xunlan/validation";

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

/**
 * `fetch` for the /graphql proxy that sends the page's first call alone: later calls wait for its
 * answer. A first visit's page sets no token cookie (issue 21); the proxy mints one for a call
 * without it and sets it on that answer. Calls sent side by side before then would each get a
 * token of their own, the last cookie winning — a bag line added under another one would be
 * lost. After the first answer every call carries the cookie it set.
 */
export function firstCallAlone(): typeof fetch {
  let first: Promise<unknown> | null = null;
  return (input, init) => {
    if (first) return first.then(() => fetch(input, init));
    const sent = fetch(input, init);
    first = sent.catch(() => undefined);
    return sent;
  };
}

/** Creates both browser clients (same-origin endpoints behind the storefront proxy). */
export function createBrowserClients(options: {
  serviceCodes: () => ServiceCodeTable | null | undefined;
  onToast: (message: string) => void;
}) {
  const api = createApiClient({
    endpoint: `${window.location.origin}/graphql`,
    // The token stays in the HttpOnly cookie the /graphql proxy adds (@xunlan/edge, wired in src/start.ts).
    tokenStore: createBrowserTokenStore(),
    fetch: firstCallAlone(),
    cookieId: browserClientId,
    serviceCodes: options.serviceCodes,
    onToast: options.onToast,
    // A production build sends each document's hash, not its text (persisted documents, issue
    // 21 §2): the gateway runs only api-client's documents then, by hash.
    persistedDocuments: import.meta.env.PROD,
  });
  const content = createContentClient({ baseUrl: "" });
  return { api, content };
}
