import { GUEST_TOKEN_RETRIES, MESSAGES, type Platform, platformForWidth } from "@xunlan/validation";
import { type TypedDocumentString, WebAuthorizationDocument } from "../generated/graphql";
import { ApiError, isAuthError, normalizeError } from "./api-error";
import { documentHash } from "./document-hash";
import { PROXIED_TOKEN, type TokenStore } from "./token-store";
import { postGraphQL } from "./transport";

/** spec §7: every call carries `channel: WEB`. */
export const CHANNEL = "WEB";

/** One row of the `service_code` content document (spec §7/§8). */
export interface ServiceCodeEntry {
  /** Shopper-facing (Chinese) message. */
  message: string;
  /** Show as a toast; otherwise only a console warning. */
  toast: boolean;
}

/** The service-code table: service code (e.g. "401") → message and toast flag. */
export type ServiceCodeTable = Readonly<Record<string, ServiceCodeEntry>>;

/** Where the client writes warnings (spec §8: "only a console warning"). */
export interface ApiLogger {
  /** Receives a short text and details. */
  warn(message: string, details?: unknown): void;
}

/** Options of {@link createApiClient}. */
export interface ApiClientOptions {
  /** Absolute GraphQL URL, e.g. `http://127.0.0.1:4000/graphql` or `${location.origin}/graphql`. */
  endpoint: string;
  /** Fetch implementation; defaults to `globalThis.fetch`. */
  fetch?: typeof fetch;
  /** Extra headers per request (e.g. forwarded IP on the server); §7 headers override them. */
  getHeaders?: () => HeadersInit | Promise<HeadersInit>;
  /** Where the token lives; see `createProxiedTokenStore` / `createMemoryTokenStore` / `createCookieTokenStore`. */
  tokenStore: TokenStore;
  /**
   * Window width for the `Platform` header (spec §7). Defaults to `window.innerWidth` in the
   * browser; the server passes the width of the `w_{n}|h_{n}` cookie (`parseWindowSizeCookie` of @xunlan/validation).
   * When no width is known the platform is Mobile (as `platformForWidth` of @xunlan/validation).
   */
  getWindowWidth?: () => number | null | undefined;
  /** The anonymous client id (the `cid` cookie) sent as `x-cookie-id`; omitted when empty. */
  cookieId?: string | (() => string | null | undefined);
  /** Shows a toast for service codes marked toast (spec §8). Without it they are logged. */
  onToast?: (message: string) => void;
  /** Defaults to `console`. */
  logger?: ApiLogger;
  /** The service-code table, or a getter (it is loaded during app initialisation, spec §4). */
  serviceCodes?: ServiceCodeTable | (() => ServiceCodeTable | null | undefined);
  /** Base delay between guest-token attempts, multiplied by the attempt number. Default 200 ms. */
  retryDelayMs?: number;
  /**
   * Persisted documents (issue 21 §2): send each generated document's SHA-256 (its
   * `__meta__.hash`, written by codegen) instead of its text, as
   * `extensions.persistedQuery.sha256Hash`. The gateway runs it from its copy of the same
   * documents and, with TRUSTED_DOCUMENTS on, runs nothing else. Default false (the text is sent:
   * development, tests and mocks read it); the storefront turns it on in production.
   */
  persistedDocuments?: boolean;
}

/**
 * The arguments after the document: variables are optional when the operation has no required
 * variable, required otherwise.
 */
export type VariablesArgs<TVariables> = Record<string, never> extends TVariables ? [variables?: TVariables] : [variables: TVariables];

/** A client made by {@link createApiClient}. */
export interface ApiClient {
  /**
   * Runs a generated operation (e.g. `ProductCategoriesDocument`) and resolves with its typed
   * data. Ensures a token first; on a 401/403 it clears login state, fetches a new guest token
   * and retries once (spec §8). Rejects with an {@link ApiError}.
   */
  request<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    ...variables: VariablesArgs<TVariables>
  ): Promise<TResult>;
  /**
   * Resolves with the stored token, fetching a guest token when there is none (spec §4: up to
   * 3 attempts, each failure 'Error occurred', then 'max retries excedded'). Concurrent callers
   * share one fetch. The layout awaits this before rendering.
   */
  ensureToken(): Promise<string>;
  /**
   * Clears the token and login state (calls `tokenStore.onLoginStateCleared`) and fetches a new
   * guest token (spec §8). Use it after logout too.
   */
  resetToken(): Promise<string>;
  /** The §7 headers (lower-case names) the next request would carry, without a token fetch. */
  headers(): Promise<Record<string, string>>;
  /** The endpoint this client talks to. */
  readonly endpoint: string;
}

// Chinese characters (CJK unified ideographs): spec §8 toasts only Chinese messages.
const CHINESE = /[\u3400-\u9fff]/u;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function browserWidth(): number | undefined {
  const win = (globalThis as { window?: { innerWidth?: number } }).window;
  return typeof win?.innerWidth === "number" ? win.innerWidth : undefined;
}

/**
 * Creates the storefront's GraphQL client (spec §4, §7, §8). One per browser session, one per
 * server request (each with its own token store).
 *
 * @example
 * const client = createApiClient({
 *   endpoint: `${location.origin}/graphql`,
 *   tokenStore: createCookieTokenStore(),
 *   cookieId: () => readCookie(document.cookie, COOKIE_NAMES.clientId),
 *   onToast: (message) => toast(message),
 *   serviceCodes: () => queryClient.getQueryData(serviceCodeQueryKey),
 * });
 * const { productCategories } = await client.request(ProductCategoriesDocument);
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const { endpoint, tokenStore, logger = console, retryDelayMs = 200 } = options;
  const fetchImpl: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  let tokenInFlight: Promise<string> | null = null;
  let recovery: { staleToken: string | null; promise: Promise<string> } | null = null;

  async function buildHeaders(token: string | null): Promise<Record<string, string>> {
    // Headers merges names case-insensitively, so getHeaders cannot duplicate a §7 header.
    const headers = new Headers(options.getHeaders ? await options.getHeaders() : undefined);
    // spec §7: channel, Authorization, Platform and the cookie id. A proxied token is added by
    // the proxy from its HttpOnly cookie (createProxiedTokenStore).
    headers.set("channel", CHANNEL);
    if (token && token !== PROXIED_TOKEN) headers.set("Authorization", `Bearer ${token}`);
    const width = options.getWindowWidth ? options.getWindowWidth() : browserWidth();
    const platform: Platform = platformForWidth(width ?? Number.NaN);
    headers.set("Platform", platform);
    const cookieId = typeof options.cookieId === "function" ? options.cookieId() : options.cookieId;
    if (cookieId) headers.set("x-cookie-id", cookieId);
    return Object.fromEntries(headers);
  }

  async function send<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables | undefined,
    token: string | null,
  ): Promise<TResult> {
    // spec §8: a non-2xx status, `errors`, or a 2xx body without data (e.g. a REST-style
    // `{ code, msg }` from a proxy) all reject; normalizeError reads status and body.
    const hash = options.persistedDocuments ? documentHash(document) : undefined;
    return postGraphQL<TResult>(fetchImpl, endpoint, document.toString(), variables, await buildHeaders(token), hash);
  }

  async function fetchGuestToken(): Promise<string> {
    let lastError: ApiError | undefined;
    // spec §4/§8: up to GUEST_TOKEN_RETRIES attempts; each failure is 'Error occurred'.
    for (let attempt = 1; attempt <= GUEST_TOKEN_RETRIES; attempt += 1) {
      try {
        const { webAuthorization } = await send(WebAuthorizationDocument, undefined, null);
        await tokenStore.set(webAuthorization.token, webAuthorization.expiresAt);
        return webAuthorization.token;
      } catch (error) {
        const cause = normalizeError(error);
        lastError = new ApiError(MESSAGES.guestTokenFailed, {
          statusCode: cause.statusCode,
          code: cause.code,
          httpStatus: cause.httpStatus,
          raw: cause.raw,
          cause,
        });
        logger.warn(`[api-client] ${MESSAGES.guestTokenFailed} (guest token attempt ${attempt})`, cause);
        if (attempt < GUEST_TOKEN_RETRIES && retryDelayMs > 0) await sleep(retryDelayMs * attempt);
      }
    }
    // spec §8: after the retries, 'max retries excedded' (sic).
    throw new ApiError(MESSAGES.guestTokenMaxRetries, {
      statusCode: lastError?.statusCode,
      raw: lastError?.raw,
      cause: lastError,
    });
  }

  async function ensureToken(): Promise<string> {
    const stored = await tokenStore.get();
    if (stored) return stored;
    tokenInFlight ??= fetchGuestToken().finally(() => {
      tokenInFlight = null;
    });
    return tokenInFlight;
  }

  async function clearLoginState(): Promise<void> {
    await tokenStore.clear();
    tokenStore.onLoginStateCleared?.();
  }

  function resetToken(): Promise<string> {
    return clearLoginState().then(ensureToken);
  }

  /** spec §8: 401/403 → clear login state and token, fetch a new token; once per stale token. */
  function recoverFrom(staleToken: string | null): Promise<string> {
    if (recovery && recovery.staleToken === staleToken) return recovery.promise;
    const promise = (async () => {
      const current = await tokenStore.get();
      // Another request already replaced the stale token: reuse the new one.
      if (current && current !== staleToken) return current;
      return resetToken();
    })();
    recovery = { staleToken, promise };
    const forget = () => {
      if (recovery?.promise === promise) recovery = null;
    };
    promise.then(forget, forget);
    return promise;
  }

  function lookupServiceCode(code: string | undefined): ServiceCodeEntry | undefined {
    if (code === undefined) return undefined;
    const table = typeof options.serviceCodes === "function" ? options.serviceCodes() : options.serviceCodes;
    return table?.[code];
  }

  /** spec §8: a Chinese toast message for toast codes, else a console warning. */
  function report(error: ApiError): void {
    // spec §8: HTTP 404 and 500 only log warnings.
    if (error.httpStatus === 404 || error.httpStatus === 500) {
      logger.warn(`[api-client] HTTP ${error.httpStatus}: ${error.message}`, error);
      return;
    }
    const entry = lookupServiceCode(error.code);
    if (entry && entry.toast && CHINESE.test(entry.message) && options.onToast) {
      options.onToast(entry.message);
      return;
    }
    logger.warn(`[api-client] ${entry?.message ?? error.message}`, error);
  }

  async function request<TResult, TVariables>(
    document: TypedDocumentString<TResult, TVariables>,
    ...args: VariablesArgs<TVariables>
  ): Promise<TResult> {
    const variables = args[0];
    let token: string | null = null;
    try {
      token = await ensureToken();
      return await send(document, variables, token);
    } catch (caught) {
      const error = normalizeError(caught);
      if (!isAuthError(error)) {
        report(error);
        throw error;
      }
      logger.warn(`[api-client] ${error.code ?? error.httpStatus}: token rejected, fetching a new one`, error);
      try {
        const fresh = await recoverFrom(token);
        return await send(document, variables, fresh);
      } catch (retryCaught) {
        const retryError = normalizeError(retryCaught);
        report(retryError);
        throw retryError;
      }
    }
  }

  return {
    endpoint,
    request,
    ensureToken,
    resetToken,
    headers: async () => buildHeaders(await tokenStore.get()),
  };
}
