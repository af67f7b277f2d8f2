import { COOKIE_NAMES, type CookieOptions, readCookie, STORAGE_LIFETIME_HOURS, serializeCookie } from "@xunlan/validation";

/**
 * Where the client keeps the access token (guest or member). The browser and the server each
 * provide one: the browser a cookie (so SSR sees the same token), the server a per-request
 * store seeded from the request's `token` cookie (spec §4). Methods may be sync or async.
 */
export interface TokenStore {
  /** The stored token, or null when there is none (then a guest token is fetched, spec §4). */
  get(): string | null | Promise<string | null>;
  /** Stores a token; `expiresAt` is the ISO-8601 expiry the gateway returned. */
  set(token: string, expiresAt: string): void | Promise<void>;
  /** Removes the token (spec §8: on 401/403). */
  clear(): void | Promise<void>;
  /**
   * Called after {@link TokenStore.clear} on a 401/403 (spec §8): clear the login flag and user
   * state here (the members feature owns them).
   */
  onLoginStateCleared?(): void;
}

/** Options of {@link createMemoryTokenStore}. */
export interface MemoryTokenStoreOptions {
  /** Initial token, e.g. the server request's `token` cookie (spec §4). */
  token?: string | null;
  /** Called after a token is stored, e.g. to send a `Set-Cookie` from the server. */
  onSet?: (token: string, expiresAt: string) => void;
  /** Called after the token is cleared. */
  onClear?: () => void;
  /** See {@link TokenStore.onLoginStateCleared}. */
  onLoginStateCleared?: () => void;
}

/**
 * A token store held in memory: one per server request (seeded from the `token` cookie), or for
 * tests. Nothing is persisted unless `onSet`/`onClear` do it.
 */
export function createMemoryTokenStore(options: MemoryTokenStoreOptions = {}): TokenStore {
  let token = options.token || null;
  const store: TokenStore = {
    get: () => token,
    set(next, expiresAt) {
      token = next;
      options.onSet?.(next, expiresAt);
    },
    clear() {
      token = null;
      options.onClear?.();
    },
  };
  if (options.onLoginStateCleared) store.onLoginStateCleared = options.onLoginStateCleared;
  return store;
}

/** The `document` part the cookie store needs; injectable for tests. */
export interface CookieDocument {
  cookie: string;
}

/** Options of {@link createCookieTokenStore}. */
export interface CookieTokenStoreOptions extends Omit<CookieOptions, "maxAge" | "expires" | "httpOnly"> {
  /** Cookie name; the server reads the same name (spec §4). Default `COOKIE_NAMES.token` of @xunlan/validation. */
  cookieName?: string;
  /** Lifetime in hours; default 168 (spec §9 token lifetime). */
  maxAgeHours?: number;
  /** See {@link TokenStore.onLoginStateCleared}. */
  onLoginStateCleared?: () => void;
  /** Defaults to `globalThis.document`; without one the store is empty and ignores writes. */
  document?: CookieDocument;
}

/**
 * The browser token store: the token lives in a cookie (default `token`, 168 h, spec §4/§9) so
 * the SSR server receives it with every page request.
 */
export function createCookieTokenStore(options: CookieTokenStoreOptions = {}): TokenStore {
  const {
    cookieName = COOKIE_NAMES.token,
    maxAgeHours = STORAGE_LIFETIME_HOURS.token,
    onLoginStateCleared,
    document: doc,
    ...rest
  } = options;
  // SameSite=Lax unless asked otherwise: the token must ride along on top-level navigations.
  const cookieOptions = { sameSite: "lax" as const, ...rest };
  const getDocument = (): CookieDocument | undefined => doc ?? (globalThis as { document?: CookieDocument }).document;

  const store: TokenStore = {
    get: () => readCookie(getDocument()?.cookie, cookieName),
    set(token) {
      const target = getDocument();
      if (!target) return;
      target.cookie = serializeCookie(cookieName, token, { ...cookieOptions, maxAge: maxAgeHours * 60 * 60 });
    },
    clear() {
      const target = getDocument();
      if (!target) return;
      target.cookie = serializeCookie(cookieName, "", { ...cookieOptions, maxAge: 0 });
    },
  };
  if (onLoginStateCleared) store.onLoginStateCleared = onLoginStateCleared;
  return store;
}

/**
 * What a same-origin proxy that keeps the token in an HttpOnly cookie puts where a token was
 * (the `token` of webAuthorization, the `userToken` of a login result): the browser never sees
 * the real one. {@link createApiClient} sends no `Authorization` for it (the proxy adds the
 * header from the cookie).
 */
export const PROXIED_TOKEN = "httponly";

/** Options of {@link createProxiedTokenStore}. */
export interface ProxiedTokenStoreOptions {
  /** See {@link TokenStore.onLoginStateCleared}. */
  onLoginStateCleared?: () => void;
}

/**
 * The browser's token store behind a same-origin proxy that holds the token in an HttpOnly
 * cookie and adds it to every call (issue 12): scripts never read or write it. The store only
 * remembers whether a token is expected: {@link PROXIED_TOKEN} until cleared (a 401/403, a
 * logout), then none, so the client asks for a guest token (webAuthorization) and the proxy
 * sets its cookie; the placeholder the proxy answers with is stored again.
 */
export function createProxiedTokenStore(options: ProxiedTokenStoreOptions = {}): TokenStore {
  let cleared = false;
  const store: TokenStore = {
    get: () => (cleared ? null : PROXIED_TOKEN),
    set() {
      cleared = false;
    },
    clear() {
      cleared = true;
    },
  };
  if (options.onLoginStateCleared) store.onLoginStateCleared = options.onLoginStateCleared;
  return store;
}
