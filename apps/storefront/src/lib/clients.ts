import { createIsomorphicFn } from "@tanstack/react-start";
import { deleteCookie, getRequestHeader, getRequestIP, getRequestUrl, setCookie } from "@tanstack/react-start/server";
import {
  createApiClient,
  createMemoryTokenStore,
  type ApiClient,
  type ServiceCodeTable,
} from "@xunlan/api-client";
import { createContentClient, type ContentClient, type ContentDocument } from "@xunlan/cms-content";
import {
  LOGIN_FLAG_COOKIE,
  LOGIN_FLAG_COOKIE_OPTIONS,
  LOGIN_FLAG_MAX_AGE_SECONDS,
  browserLoginFlag,
  hasLoginFlag,
  type LoginFlag,
} from "@xunlan/session";
import { TOKEN_MAX_AGE_SECONDS, headerSafe, servedOverTls, tokenCookieOptions, tokenFromCookies } from "@xunlan/session/server";
import { COOKIE_NAMES, parseWindowSizeCookie, platformForWidth, readCookie, type Platform } from "@xunlan/validation";
import { getEnv } from "../env";
import { CID_MAX_AGE_SECONDS, guessPlatform, setClientAddress, upstreamRegistry } from "@xunlan/edge/shared";

/** What the router context carries for data access (one set per request / browser session). */
export interface Clients {
  api: ApiClient;
  content: ContentClient;
  /** spec §4/§9 login flag cookie of this side of the wire (the server's reads the request). */
  loginFlag: LoginFlag;
  /** §7 Platform of the first render (server: window-size cookie or user agent). */
  platform: Platform;
  /** Where API toasts go once the PopupProvider has mounted (spec §8 service-code toasts). */
  toastRef: { current: ((message: string) => void) | null };
}

interface ClientOptions {
  /** The service-code table, read lazily (loaded during app initialisation, spec §4). */
  serviceCodes: () => ServiceCodeTable | null | undefined;
}

const cookieBase = { path: "/", sameSite: "lax" } as const;

/**
 * Builds the API and content clients for this side of the wire.
 * Server: talks to GATEWAY_URL / CONTENT_BASE_URL directly; the token store is seeded from the
 * request's `token` cookie and writes `Set-Cookie` when a guest token is fetched (spec §4: 168 h,
 * path /, SameSite=Lax; issue 12 §5: HttpOnly, Secure over TLS); the `cid` cookie is created
 * when missing. Browser: same-origin `/graphql` and `/json/publish` through the storefront
 * proxy, which adds the token from that cookie (the browser never reads it); the real clients
 * load lazily (after hydration, when idle) because the first render only reads dehydrated data.
 */
export const createClients = createIsomorphicFn()
  .server((options: ClientOptions): Clients => {
    const env = getEnv();
    const cookieHeader = getRequestHeader("cookie") ?? null;
    const size = parseWindowSizeCookie(readCookie(cookieHeader, COOKIE_NAMES.windowSize));
    const platform = guessPlatform(size, getRequestHeader("user-agent"));

    const loginFlag: LoginFlag = {
      read: () => hasLoginFlag(cookieHeader),
      write: (on) => {
        if (on) setCookie(LOGIN_FLAG_COOKIE, "1", { ...LOGIN_FLAG_COOKIE_OPTIONS, maxAge: LOGIN_FLAG_MAX_AGE_SECONDS });
        else deleteCookie(LOGIN_FLAG_COOKIE, LOGIN_FLAG_COOKIE_OPTIONS);
      },
    };

    // Malformed values (token=%00, a stray non-ASCII cid) are ignored as if absent.
    let cid = headerSafe(readCookie(cookieHeader, COOKIE_NAMES.clientId));
    if (!cid) {
      cid = crypto.randomUUID();
      setCookie(COOKIE_NAMES.clientId, cid, { ...cookieBase, maxAge: CID_MAX_AGE_SECONDS });
    }

    const tokenCookie = tokenCookieOptions(servedOverTls(getRequestUrl().href, getRequestHeader("x-forwarded-proto")));
    const tokenStore = createMemoryTokenStore({
      token: tokenFromCookies(cookieHeader),
      onSet: (token) => setCookie(COOKIE_NAMES.token, token, { ...tokenCookie, maxAge: TOKEN_MAX_AGE_SECONDS }),
      onClear: () => deleteCookie(COOKIE_NAMES.token, tokenCookie),
      // spec §8: a rejected token also turns the login flag off (src/session).
      onLoginStateCleared: () => loginFlag.write(false),
    });
    const toastRef: Clients["toastRef"] = { current: null };
    // The gateway's per-IP limits key on the shopper, not on this server (issue 12).
    const clientAddressHeaders = setClientAddress(new Headers(), getRequestIP() ?? null);
    const api = createApiClient({
      endpoint: `${env.GATEWAY_URL}/graphql`,
      getHeaders: () => clientAddressHeaders,
      tokenStore,
      cookieId: cid,
      // No real width without the cookie: 0 stands for "a phone" (Mobile), null for Desktop.
      getWindowWidth: () => size?.width ?? (platform === "Mobile" ? 0 : null),
      serviceCodes: options.serviceCodes,
      // Process-wide caches (@xunlan/edge, published by the server entry's handler): catalogue answers and content documents
      // are shared by every render instead of fetched per request.
      ...(upstreamRegistry.caches ? { fetch: upstreamRegistry.caches.graphqlFetch } : {}),
    });
    const content = createContentClient({
      baseUrl: env.CONTENT_BASE_URL,
      ...(upstreamRegistry.caches ? { fetch: upstreamRegistry.caches.contentFetch } : {}),
    });
    return { api, content, loginFlag, platform, toastRef };
  })
  .client((options: ClientOptions): Clients => {
    const toastRef: Clients["toastRef"] = { current: null };
    let loading: ReturnType<typeof loadBrowserClients> | undefined;
    const load = () =>
      (loading ??= loadBrowserClients({
        serviceCodes: options.serviceCodes,
        onToast: (message) => toastRef.current?.(message),
      }));
    // Fetch the chunk once the page is idle, so the first client navigation does not wait.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1_500));
    idle(() => void load());

    const api: ApiClient = {
      endpoint: `${window.location.origin}/graphql`,
      request: (document, ...variables) => load().then(({ api: client }) => client.request(document, ...variables)),
      ensureToken: () => load().then(({ api: client }) => client.ensureToken()),
      resetToken: () => load().then(({ api: client }) => client.resetToken()),
      headers: () => load().then(({ api: client }) => client.headers()),
    };
    const content: ContentClient = {
      getDocument: (pageType, code) => load().then((c) => c.content.getDocument(pageType, code)),
      getIndex: () => load().then((c) => c.content.getIndex()),
      getAnnouncement: () => load().then((c) => c.content.getAnnouncement()),
      getConfig: (key) => load().then((c) => c.content.getConfig(key)),
      getJson: (path) => load().then((c) => c.content.getJson(path)),
      // A missing optional document answers null through a server function (a 200), not a 404
      // in the console on every client navigation (most styles have no pdp story).
      getOptionalDocument: async (pageType, code) => {
        const { fetchOptionalDocument } = await import("./optional-document-rpc");
        const json = await fetchOptionalDocument({ data: { pageType, code: code ?? null } });
        return json ? (JSON.parse(json) as ContentDocument<typeof pageType>) : null;
      },
    };
    return { api, content, loginFlag: browserLoginFlag, platform: platformForWidth(window.innerWidth), toastRef };
  });

function loadBrowserClients(options: Parameters<typeof import("./browser-clients").createBrowserClients>[0]) {
  return import("./browser-clients").then((module) => module.createBrowserClients(options));
}
