import { createApiClient, createMemoryTokenStore, type ApiClient, type ServiceCodeTable } from "@xunlan/api-client";
import { createContentClient, type ContentClient } from "@xunlan/cms-content";
import {
  LOGIN_FLAG_COOKIE,
  LOGIN_FLAG_COOKIE_OPTIONS,
  LOGIN_FLAG_MAX_AGE_SECONDS,
  TOKEN_MAX_AGE_SECONDS,
  type LoginFlag,
  hasLoginFlag,
  headerSafe,
  servedOverTls,
  tokenCookieOptions,
  tokenFromCookies,
} from "@xunlan/session/server";
import { COOKIE_NAMES, parseWindowSizeCookie, readCookie, type CookieOptions, type Platform } from "@xunlan/validation";
import { CID_MAX_AGE_SECONDS, guessPlatform } from "./cookies";
import { setClientAddress } from "./proxy";
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
}

/** The clients one server render reads through. */
export interface ServerClients {
  api: ApiClient;
  content: ContentClient;
  /** spec §4/§9 login flag: read from the request, written as Set-Cookie. */
  loginFlag: LoginFlag;
  /** §7 Platform of the first render: the window-size cookie, else the user agent. */
  platform: Platform;
}

const cookieBase = { path: "/", sameSite: "lax" } as const;

/**
 * The API and content clients of one server render, talking to the gateway and the content base
 * directly: the token store is seeded from the request's `token` cookie and writes `Set-Cookie`
 * when a guest token is fetched (spec §4: 168 h, path /, SameSite=Lax; issue 12 §5: HttpOnly,
 * Secure over TLS); the `cid` cookie is created when missing; malformed values (token=%00, a stray
 * non-ASCII cid) count as absent. Reads go through the process-wide upstream caches the handler
 * published ({@link upstreamRegistry}) when there are any. No Node built-ins: an app's isomorphic
 * module may import this (`@xunlan/edge/shared`).
 */
export function createServerClients(request: RenderRequest, cookies: ResponseCookies, options: ServerClientOptions): ServerClients {
  const cookieHeader = request.cookie ?? null;
  const size = parseWindowSizeCookie(readCookie(cookieHeader, COOKIE_NAMES.windowSize));
  const platform = guessPlatform(size, request.userAgent);

  const loginFlag: LoginFlag = {
    read: () => hasLoginFlag(cookieHeader),
    write: (on) => {
      if (on) cookies.set(LOGIN_FLAG_COOKIE, "1", { ...LOGIN_FLAG_COOKIE_OPTIONS, maxAge: LOGIN_FLAG_MAX_AGE_SECONDS });
      else cookies.delete(LOGIN_FLAG_COOKIE, LOGIN_FLAG_COOKIE_OPTIONS);
    },
  };

  let cid = headerSafe(readCookie(cookieHeader, COOKIE_NAMES.clientId));
  if (!cid) {
    cid = crypto.randomUUID();
    cookies.set(COOKIE_NAMES.clientId, cid, { ...cookieBase, maxAge: CID_MAX_AGE_SECONDS });
  }

  const tokenCookie = tokenCookieOptions(servedOverTls(request.url, request.forwardedProto));
  const tokenStore = createMemoryTokenStore({
    token: tokenFromCookies(cookieHeader),
    onSet: (token) => cookies.set(COOKIE_NAMES.token, token, { ...tokenCookie, maxAge: TOKEN_MAX_AGE_SECONDS }),
    onClear: () => cookies.delete(COOKIE_NAMES.token, tokenCookie),
    // spec §8: a rejected token also turns the login flag off.
    onLoginStateCleared: () => loginFlag.write(false),
  });
  // The gateway's per-IP limits key on the shopper, not on this server (issue 12).
  const clientAddressHeaders = setClientAddress(new Headers(), request.clientAddress);
  const caches = upstreamRegistry.caches;
  const api = createApiClient({
    endpoint: `${options.gatewayUrl}/graphql`,
    getHeaders: () => clientAddressHeaders,
    tokenStore,
    cookieId: cid,
    // No real width without the cookie: 0 stands for "a phone" (Mobile), null for Desktop.
    getWindowWidth: () => size?.width ?? (platform === "Mobile" ? 0 : null),
    serviceCodes: options.serviceCodes,
    ...(caches ? { fetch: caches.graphqlFetch } : {}),
  });
  const content = createContentClient({ baseUrl: options.contentBaseUrl, ...(caches ? { fetch: caches.contentFetch } : {}) });
  return { api, content, loginFlag, platform };
}
