import {
  type ApiClient,
  createApiClient,
  createMemoryTokenStore,
  PROXIED_TOKEN,
  type ServiceCodeTable,
  type TokenStore,
} from "@xunlan/api-client";
import { type ContentClient, createContentClient } from "@xunlan/cms-content";
import {
  COOKIE_NAMES,
  type CookieOptions,
  hasLoginFlag,
  LOGIN_FLAG_COOKIE_OPTIONS,
  LOGIN_FLAG_MAX_AGE_SECONDS,
  type LoginFlag,
  type Platform,
  parseWindowSizeCookie,
  readCookie,
} from "@xunlan/validation";
import { guessPlatform } from "./cookies";
import type { PageShell } from "./page-shell-header";
import { setClientAddress } from "./proxy";
import { headerSafe, servedOverTls, TOKEN_MAX_AGE_SECONDS, tokenCookieOptions, tokenFromCookies } from "./token-cookie";
import { upstreamRegistry } from "./upstream-registry";

/** What {@link createServerClients} reads of the request being rendered. */
export interface RenderRequest {
  /** The `Cookie` header, if any. */
  cookie: string | null | undefined;
  userAgent: string | null | undefined;
  /** The request's URL (https: makes the token cookie Secure). */
  url: string;
  /** X-Forwarded-Proto of a TLS-terminating proxy. */
  forwardedProto: string | null | undefined;
  /** The socket's address, sent to the gateway as X-Forwarded-For (its per-IP limits key on the shopper). */
  clientAddress: string | null | undefined;
  /**
   * The request's page-shell header (`PAGE_SHELL_HEADER`, issue 27 §1): set only by the handler, which removes a
   * client's own; `guest` or `member` asks for that page shell.
   */
  shell?: string | null | undefined;
}

/** Where {@link createServerClients} writes the response's cookies (the framework's `setCookie` / `deleteCookie`). */
export interface ResponseCookies {
  set(name: string, value: string, options: CookieOptions): void;
  delete(name: string, options: CookieOptions): void;
}

/** Options of {@link createServerClients}. */
export interface ServerClientOptions {
  /** The gateway (`{gatewayUrl}/graphql`). */
  gatewayUrl: string;
  /** Where the §7 content documents are published. */
  contentBaseUrl: string;
  /** The service-code table, read lazily (loaded during app initialisation, spec §4). */
  serviceCodes: () => ServiceCodeTable | null | undefined;
  /**
   * Send each generated document's hash instead of its text (api-client's `persistedDocuments`,
   * issue 21 §2): the app turns it on in production, where the gateway runs nothing else.
   */
  persistedDocuments?: boolean;
}

/** The clients one server render reads through. */
export interface ServerClients {
  api: ApiClient;
  content: ContentClient;
  /** spec §4/§9 login flag: read from the request, written as Set-Cookie. */
  loginFlag: LoginFlag;
  /** §7 Platform of the first render: the window-size cookie, else the user agent. */
  platform: Platform;
  /**
   * The request carries no token (a first visit): the render reads as nobody — no guest token is
   * minted, nothing of a shopper's (bag, favourites) can be asked for, and no cookie is set.
   * The app skips what needs a shopper (the bag's count is 0).
   */
  anonymous: boolean;
  /**
   * The handler asked for a page shell (issue 27 §1): the render is for the shared page cache and
   * shows nothing of any one shopper (it has no token: {@link anonymous} too). `member`: the
   * member shell, whose session reads as signed in without asking the gateway for the member
   * (the browser fills the name, bag count and favourites after hydration). Null: a render for
   * the shopper who asked (a personal page).
   */
  shell: PageShell | null;
}

/**
 * The token store of a render without a token (issue 21 §1): it always answers
 * {@link PROXIED_TOKEN} — "the token is the proxy's business" — so the API client sends no
 * `Authorization` and never asks for a guest token (a '401' does not mint one either). A render
 * for a first visit thus costs the gateway no token and the response no cookie; the visitor's
 * first `/graphql` call gets the token from the proxy (graphql-proxy.ts). A token stored
 * all the same (a login answered during the render) is written as the cookie, as before.
 */
function anonymousTokenStore(onSet: (token: string) => void, onClear: () => void, onLoginStateCleared: () => void): TokenStore {
  let token: string | null = null;
  return {
    get: () => token ?? PROXIED_TOKEN,
    set(next) {
      token = next;
      onSet(next);
    },
    clear() {
      if (token !== null) onClear();
      token = null;
    },
    onLoginStateCleared,
  };
}

/**
 * The API and content clients of one server render, talking to the gateway and the content base
 * directly. With a `token` cookie the token store is seeded from it and writes `Set-Cookie` when
 * the gateway replaces it (spec §4: 168 h, path /, SameSite=Lax; issue 12 §5: HttpOnly, Secure
 * over TLS). Without one the render is {@link ServerClients.anonymous}: no guest token is minted
 * and no cookie is set (issue 21 §1, §8: the page may be shared); neither is a `cid` made (the
 * browser client makes its own). Malformed values (token=%00, a stray non-ASCII cid) count as
 * absent. Reads go through the process-wide upstream caches the handler published
 * ({@link upstreamRegistry}) when there are any. No Node built-ins: an app's isomorphic module may
 * import this (`@xunlan/edge/shared`).
 */
export function createServerClients(request: RenderRequest, cookies: ResponseCookies, options: ServerClientOptions): ServerClients {
  const cookieHeader = request.cookie ?? null;
  const size = parseWindowSizeCookie(readCookie(cookieHeader, COOKIE_NAMES.windowSize));
  const platform = guessPlatform(size, request.userAgent);

  // Only a flag that is on is turned off: a visitor without one gets no Set-Cookie for it.
  let flagOn = hasLoginFlag(cookieHeader);
  const loginFlag: LoginFlag = {
    read: () => hasLoginFlag(cookieHeader),
    write: (on) => {
      if (on) cookies.set(COOKIE_NAMES.loginStatus, "1", { ...LOGIN_FLAG_COOKIE_OPTIONS, maxAge: LOGIN_FLAG_MAX_AGE_SECONDS });
      else if (flagOn) cookies.delete(COOKIE_NAMES.loginStatus, LOGIN_FLAG_COOKIE_OPTIONS);
      flagOn = on;
    },
  };

  const cid = headerSafe(readCookie(cookieHeader, COOKIE_NAMES.clientId));

  const tokenCookie = tokenCookieOptions(servedOverTls(request.url, request.forwardedProto));
  const setToken = (token: string) => cookies.set(COOKIE_NAMES.token, token, { ...tokenCookie, maxAge: TOKEN_MAX_AGE_SECONDS });
  const clearToken = () => cookies.delete(COOKIE_NAMES.token, tokenCookie);
  // spec §8: a rejected token also turns the login flag off.
  const onLoginStateCleared = () => loginFlag.write(false);
  const cookieToken = tokenFromCookies(cookieHeader);
  const anonymous = !cookieToken;
  const tokenStore = anonymous
    ? anonymousTokenStore(setToken, clearToken, onLoginStateCleared)
    : createMemoryTokenStore({ token: cookieToken, onSet: setToken, onClear: clearToken, onLoginStateCleared });
  // The gateway's per-IP limits key on the shopper, not on this server (issue 12).
  const clientAddressHeaders = setClientAddress(new Headers(), request.clientAddress);
  const caches = upstreamRegistry.caches;
  const api = createApiClient({
    endpoint: `${options.gatewayUrl}/graphql`,
    getHeaders: () => clientAddressHeaders,
    tokenStore,
    ...(cid ? { cookieId: cid } : {}),
    // No real width without the cookie: 0 stands for "a phone" (Mobile), null for Desktop.
    getWindowWidth: () => size?.width ?? (platform === "Mobile" ? 0 : null),
    serviceCodes: options.serviceCodes,
    persistedDocuments: options.persistedDocuments ?? false,
    ...(caches ? { fetch: caches.graphqlFetch } : {}),
  });
  const content = createContentClient({ baseUrl: options.contentBaseUrl, ...(caches ? { fetch: caches.contentFetch } : {}) });
  // A shell is rendered from a request without a token (page-shell.ts); a header beside a token
  // would be no shell request of the handler's, and is not taken for one.
  const shell: PageShell | null = anonymous && (request.shell === "member" || request.shell === "guest") ? request.shell : null;
  return { api, content, loginFlag, platform, anonymous, shell };
}
