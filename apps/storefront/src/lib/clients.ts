import { createIsomorphicFn } from "@tanstack/react-start";
import { deleteCookie, getRequestHeader, getRequestIP, getRequestUrl, setCookie } from "@tanstack/react-start/server";
import type { ApiClient, ServiceCodeTable } from "@xunlan/api-client";
import type { ContentClient, ContentDocument } from "@xunlan/cms-content";
import { createServerClients } from "@xunlan/edge/clients";
import { PAGE_SHELL_HEADER, type PageShell } from "@xunlan/edge/shared";
import { browserLoginFlag, type LoginFlag } from "@xunlan/session";
import { type Platform, platformForWidth } from "@xunlan/validation";
import { getEnv } from "../env";

/** What the router context carries for data access (one set per request / browser session). */
export interface Clients {
  api: ApiClient;
  content: ContentClient;
  /** spec §4/§9 login flag cookie of this side of the wire (the server's reads the request). */
  loginFlag: LoginFlag;
  /** §7 Platform of the first render (server: window-size cookie or user agent). */
  platform: Platform;
  /**
   * Server: the request carries no token (a first visit, issue 21 §1): the render reads as nobody
   * and skips what needs a shopper (the bag's count is 0), minting no token. Browser: false (the
   * /graphql proxy adds or mints the token).
   */
  anonymous: boolean;
  /**
   * Server: the edge asked for a page shell for its shared cache (issue 27 §1): nothing of any
   * shopper is rendered; `member` reads as signed in, the browser fills the member's data after
   * hydration. Null for a shopper's own render, and in the browser.
   */
  shell: PageShell | null;
  /** Where API toasts go once the PopupProvider has mounted (spec §8 service-code toasts). */
  toastRef: { current: ((message: string) => void) | null };
}

interface ClientOptions {
  /** The service-code table, read lazily (loaded during app initialisation, spec §4). */
  serviceCodes: () => ServiceCodeTable | null | undefined;
}

/**
 * Builds the API and content clients for this side of the wire.
 * Server: @xunlan/edge's `createServerClients` over Start's request and cookie helpers — talks to
 * GATEWAY_URL / CONTENT_BASE_URL directly through the process-wide upstream caches, the token
 * store seeded from the request's `token` cookie and writing `Set-Cookie` when the gateway
 * replaces it (spec §4, issue 12 §5); without a token cookie the render is anonymous and sets no
 * cookie (issue 21). Browser: same-origin `/graphql` and `/json/publish` through the storefront
 * proxy, which adds the token from that cookie (the browser never reads it) or mints one on the
 * first call; the `cid` cookie is made by the browser client when missing; the real clients
 * load lazily (after hydration, when idle) because the first render only reads dehydrated data.
 */
export const createClients = createIsomorphicFn()
  .server((options: ClientOptions): Clients => {
    const env = getEnv();
    const clients = createServerClients(
      {
        cookie: getRequestHeader("cookie"),
        userAgent: getRequestHeader("user-agent"),
        url: getRequestUrl().href,
        forwardedProto: getRequestHeader("x-forwarded-proto"),
        clientAddress: getRequestIP(),
        shell: getRequestHeader(PAGE_SHELL_HEADER),
      },
      { set: setCookie, delete: deleteCookie },
      {
        gatewayUrl: env.GATEWAY_URL,
        contentBaseUrl: env.CONTENT_BASE_URL,
        serviceCodes: options.serviceCodes,
        // Production sends documents by hash (persisted documents, issue 21 §2).
        persistedDocuments: env.NODE_ENV === "production",
      },
    );
    return { ...clients, toastRef: { current: null } };
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
    return {
      api,
      content,
      loginFlag: browserLoginFlag,
      platform: platformForWidth(window.innerWidth),
      anonymous: false,
      shell: null,
      toastRef,
    };
  });

function loadBrowserClients(options: Parameters<typeof import("./browser-clients").createBrowserClients>[0]) {
  return import("./browser-clients").then((module) => module.createBrowserClients(options));
}
