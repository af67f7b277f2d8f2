import { createIsomorphicFn } from "@tanstack/react-start";
import { getCookie, getRequestHeader, setCookie } from "@tanstack/react-start/server";
import {
  CID_COOKIE,
  CID_MAX_AGE_SECONDS,
  TOKEN_COOKIE,
  TOKEN_MAX_AGE_SECONDS,
  guessPlatform,
  parseViewportCookie,
  platformForWidth,
  readCookie,
  type Platform,
  type Viewport,
} from "./cookies";
import { fetchGuestToken, type GatewayClient, type GatewayHeaderSource } from "./gateway";

/** What the first render knows about the visitor (spec §4). */
export interface Session {
  /** Guest or member token; null only while the guest token is being fetched. */
  token: string | null;
  /** Anonymous client id (`x-cookie-id`). */
  cid: string | null;
  /** §7 Platform, also the initial mobile/desktop layout guess. */
  platform: Platform;
  /** Window size from the `w_{n}|h_{n}` cookie, when the browser has sent one. */
  viewport: Viewport | null;
}

/**
 * Per-router holder of the session the API client reads its headers from. On the server there
 * is one per request (getRouter runs per request); in the browser the token and cid are read
 * from `document.cookie` each time so a token replaced elsewhere is picked up at once.
 */
export interface SessionStore extends GatewayHeaderSource {
  get(): Session;
  set(next: Partial<Session>): void;
}

/** Creates the store; `initial` is the state before the root route resolves the session. */
export function createSessionStore(initial?: Partial<Session>): SessionStore {
  let state: Session = { token: null, cid: null, platform: "Desktop", viewport: null, ...initial };
  const inBrowser = typeof document !== "undefined";
  return {
    get: () => state,
    set(next) {
      state = { ...state, ...next };
    },
    getToken: () => (inBrowser ? (readCookie(document.cookie, TOKEN_COOKIE) ?? state.token) : state.token),
    getCid: () => (inBrowser ? (readCookie(document.cookie, CID_COOKIE) ?? state.cid) : state.cid),
    getPlatform: () => (inBrowser ? platformForWidth(window.innerWidth) : state.platform),
  };
}

const tokenCookieOptions = {
  maxAge: TOKEN_MAX_AGE_SECONDS,
  path: "/",
  sameSite: "lax",
  // The browser's API client sends it as a Bearer header, so scripts must read it.
  httpOnly: false,
} as const;

/**
 * Resolves the visitor's session for the root route (spec §4): on the server from the request's
 * `token`, `cid` and `w_{n}|h_{n}` cookies, fetching a guest token (3 retries) and setting the
 * `token` cookie when there is none; in the browser from `document.cookie`.
 */
export const resolveSession = createIsomorphicFn()
  .server(async (api: GatewayClient): Promise<Session> => {
    const viewport = parseViewportCookie(getRequestHeader("cookie"));
    const platform = guessPlatform(viewport, getRequestHeader("user-agent"));

    let cid = getCookie(CID_COOKIE) ?? null;
    if (!cid) {
      cid = crypto.randomUUID();
      setCookie(CID_COOKIE, cid, { maxAge: CID_MAX_AGE_SECONDS, path: "/", sameSite: "lax" });
    }

    let token = getCookie(TOKEN_COOKIE) ?? null;
    if (!token) {
      token = await fetchGuestToken(api);
      setCookie(TOKEN_COOKIE, token, tokenCookieOptions);
    }
    return { token, cid, platform, viewport };
  })
  .client(async (api: GatewayClient): Promise<Session> => {
    let token = readCookie(document.cookie, TOKEN_COOKIE) ?? null;
    if (!token) {
      // Cleared after a 401/403 (spec §8): fetch a fresh guest token in the browser.
      token = await fetchGuestToken(api);
      document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; Max-Age=${TOKEN_MAX_AGE_SECONDS}; Path=/; SameSite=Lax`;
    }
    const width = window.innerWidth;
    return {
      token,
      cid: readCookie(document.cookie, CID_COOKIE) ?? null,
      platform: platformForWidth(width),
      viewport: { width, height: window.innerHeight },
    };
  });
