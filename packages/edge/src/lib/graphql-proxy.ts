/**
 * The `/graphql` token proxy (issue 12 §5 "Headers and cookies"): the shopper's token lives only
 * in the HttpOnly `token` cookie (token-cookie.ts), and this proxy is the one place that turns it
 * into the gateway's `Authorization: Bearer <token>` (spec §7) — the header a browser sends
 * itself is never trusted. Answers that carry a new token (guest token, login) set the cookie and
 * reach the browser with {@link PROXIED_TOKEN} in the token's place; answers that end the token
 * (logout, a '401') clear it. The browser's client (`createProxiedTokenStore`) never sees one.
 * The app keeps the HTTP forwarding itself (hop-by-hop headers, the client's address, what a
 * failed call answers) and passes its prepared upstream request in ({@link GraphQLProxyOptions}).
 */
import { documentHash, PROXIED_TOKEN, WebAuthorizationDocument } from "@xunlan/api-client";
import { admitGraphQL, persistedHashOf, persistedOperation } from "@xunlan/api-client/server";
import { SERVICE_CODES } from "@xunlan/validation";
import { type FieldNode, type FragmentDefinitionNode, Kind, parse, type SelectionSetNode } from "graphql";
import { clearTokenCookie, secureCookiesFor, setTokenCookie, tokenFromCookies } from "./token-cookie";

/**
 * Root fields whose answer carries a new access token, and the path from the field to it
 * (packages/api-client/schema.graphql): webAuthorization's guest token, and the login result's
 * userToken of memberLogin (SMS code — registration included — or password), wechatLogin and
 * bindMobile (WeChat's bind-mobile stage).
 */
export const TOKEN_MINTING_FIELDS: Readonly<Record<string, readonly string[]>> = {
  webAuthorization: ["token"],
  memberLogin: ["userToken"],
  bindMobile: ["userToken"],
  wechatLogin: ["login", "userToken"],
};

/**
 * Root fields that revoke the presented token: memberLogout. (resetPassword needs no login and
 * returns no token: it revokes the member's tokens, and a member's next call answers '401',
 * which clears the cookie below; a guest resetting a password keeps the guest token and its bag.)
 */
export const TOKEN_ENDING_FIELDS: readonly string[] = ["memberLogout"];

/** Where the tokens of one GraphQL document sit in its answer (response keys: aliases applied). */
export interface TokenFields {
  /** Paths from `data` to each token the answer carries. */
  tokens: string[][];
  /** Paths from `data` to each token-ending field. */
  endings: string[][];
  /** The document asks for a guest token itself (webAuthorization): none is minted before it. */
  mintsGuestToken: boolean;
}

const NO_TOKEN_FIELDS: TokenFields = { tokens: [], endings: [], mintsGuestToken: false };

// A document can name these fields only literally (GraphQL names have no escapes), so a text
// without any of them needs no parse.
const WATCHED_NAMES = [...Object.keys(TOKEN_MINTING_FIELDS), ...TOKEN_ENDING_FIELDS];

/** The fields named `name` in a selection set, fragments included (each fragment once). */
function fieldsNamed(
  selectionSet: SelectionSetNode,
  name: string,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  const found: FieldNode[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.name.value === name) found.push(selection);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      found.push(...fieldsNamed(selection.selectionSet, name, fragments, seen));
    } else if (!seen.has(selection.name.value)) {
      seen.add(selection.name.value);
      const fragment = fragments.get(selection.name.value);
      if (fragment) found.push(...fieldsNamed(fragment.selectionSet, name, fragments, seen));
    }
  }
  return found;
}

/** Response paths of the fields along `names` below `selectionSet`, each prefixed with `prefix`. */
function responsePaths(
  selectionSet: SelectionSetNode,
  names: readonly string[],
  prefix: readonly string[],
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): string[][] {
  const [name, ...rest] = names;
  if (name === undefined) return [[...prefix]];
  return fieldsNamed(selectionSet, name, fragments).flatMap((field) => {
    const path = [...prefix, field.alias?.value ?? field.name.value];
    if (rest.length === 0) return [path];
    return field.selectionSet ? responsePaths(field.selectionSet, rest, path, fragments) : [];
  });
}

/**
 * Where the tokens of `query` will sit in its answer, over every operation of the document
 * (the gateway runs one; paths of the others are simply absent). A text that does not parse
 * has none: the gateway refuses it too.
 */
export function tokenFieldsOf(query: string): TokenFields {
  if (!WATCHED_NAMES.some((name) => query.includes(name))) return NO_TOKEN_FIELDS;
  let document;
  try {
    document = parse(query, { noLocation: true });
  } catch {
    return NO_TOKEN_FIELDS;
  }
  const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
  const result: TokenFields = { tokens: [], endings: [], mintsGuestToken: false };
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue;
    for (const [field, path] of Object.entries(TOKEN_MINTING_FIELDS)) {
      const paths = responsePaths(definition.selectionSet, [field, ...path], [], fragments);
      result.tokens.push(...paths);
      if (field === "webAuthorization" && paths.length > 0) result.mintsGuestToken = true;
    }
    for (const field of TOKEN_ENDING_FIELDS) result.endings.push(...responsePaths(definition.selectionSet, [field], [], fragments));
  }
  return result;
}

/** Merges the token fields of several texts (the same request read in each way the gateway might). */
function mergeTokenFields(all: readonly TokenFields[]): TokenFields {
  return {
    tokens: all.flatMap((fields) => fields.tokens),
    endings: all.flatMap((fields) => fields.endings),
    mintsGuestToken: all.some((fields) => fields.mintsGuestToken),
  };
}

/** JSON.parse, or undefined for text that is not JSON. */
function parseJson(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Every document text the gateway could run for this request (issue 21 §2): the `query` it
 * carries, in the URL (GET) or its JSON body (each entry of a batch), and the text of the
 * generated operation its hash names (`extensions.persistedQuery`, what the storefront's clients
 * send in production). Null when it names a hash no generated operation has: where a token would
 * sit in such an answer cannot be known, so the request is not forwarded.
 */
function documentTexts(request: Request, body: Uint8Array | null): string[] | null {
  const url = new URL(request.url);
  const entries: unknown[] = [{ query: url.searchParams.get("query"), extensions: parseJson(url.searchParams.get("extensions")) }];
  if (body && body.byteLength > 0) {
    const parsed = parseJson(new TextDecoder().decode(body));
    entries.push(...(Array.isArray(parsed) ? parsed : [parsed]));
  }
  const texts: string[] = [];
  for (const entry of entries) {
    const query = (entry as { query?: unknown } | null)?.query;
    if (typeof query === "string" && query) texts.push(query);
    const hash = persistedHashOf(entry);
    if (hash === null) continue;
    const operation = persistedOperation(hash);
    if (!operation) return null;
    texts.push(operation.text);
  }
  return texts;
}

/** The proxy's answer to a hash no generated operation has (the gateway's own answer, spec §8). */
function unknownDocument(): Response {
  const body = {
    errors: [
      {
        message: "不支持的查询：未知的操作编号",
        extensions: { code: SERVICE_CODES.BAD_REQUEST, statusCode: 400, reason: "PERSISTED_QUERY_NOT_FOUND" },
      },
    ],
  };
  return new Response(JSON.stringify(body), {
    status: 400,
    headers: { "content-type": "application/json; charset=utf-8", "cache-control": "no-store" },
  });
}

/**
 * The storefront's own origins as a browser names them: the request URL's, and the one a
 * TLS-terminating proxy in front states (X-Forwarded-Proto / X-Forwarded-Host). A page on another
 * origin cannot set those headers on a form or a simple request, so they cannot widen this.
 */
export function ownOrigins(request: Request): Set<string> {
  const url = new URL(request.url);
  const origins = new Set([url.origin]);
  const first = (name: string) => request.headers.get(name)?.split(",")[0]?.trim() || null;
  const proto = first("x-forwarded-proto");
  const host = first("x-forwarded-host");
  if (proto || host) origins.add(`${proto ?? url.protocol.replace(":", "")}://${host ?? url.host}`);
  return origins;
}

/** The value at `path` below `data` (arrays along the way: each element). */
function valuesAt(data: unknown, path: readonly string[]): unknown[] {
  if (path.length === 0) return [data];
  if (Array.isArray(data)) return data.flatMap((item) => valuesAt(item, path));
  if (!data || typeof data !== "object") return [];
  const [key, ...rest] = path;
  return valuesAt((data as Record<string, unknown>)[key!], rest);
}

/** Replaces each string token at `path` below `data` with {@link PROXIED_TOKEN}; returns the tokens taken. */
function takeTokens(data: unknown, path: readonly string[]): string[] {
  if (Array.isArray(data)) return data.flatMap((item) => takeTokens(item, path));
  if (!data || typeof data !== "object" || path.length === 0) return [];
  const [key, ...rest] = path;
  const record = data as Record<string, unknown>;
  if (rest.length > 0) return takeTokens(record[key!], rest);
  const value = record[key!];
  if (typeof value !== "string") return [];
  record[key!] = PROXIED_TOKEN;
  return value === PROXIED_TOKEN ? [] : [value];
}

/** spec §8: a '401' (token unknown, expired or revoked) in a GraphQL result. */
function rejectsToken(result: unknown): boolean {
  const errors = (result as { errors?: unknown } | null)?.errors;
  return (
    Array.isArray(errors) &&
    errors.some((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === SERVICE_CODES.UNAUTHORIZED)
  );
}

/** A new guest token and when it expires, as webAuthorization answers. */
export interface GuestToken {
  token: string;
  expiresAt: string;
}

/**
 * Mints a guest token on the gateway (spec §4: webAuthorization, the operation the server client
 * uses; api-client's own document, so a trusted-documents gateway runs it). `headers` adds the
 * shopper's client id and address. Null when the gateway does not answer with one (the call
 * then goes on without a token).
 */
export async function mintGuestToken(gatewayUrl: string, headers: Headers, signal?: AbortSignal): Promise<GuestToken | null> {
  const sent = new Headers(headers);
  sent.set("content-type", "application/json");
  sent.set("accept", "application/json");
  sent.set("channel", "WEB");
  sent.delete("authorization");
  try {
    const response = await fetch(`${gatewayUrl.replace(/\/+$/, "")}/graphql`, {
      method: "POST",
      headers: sent,
      // By hash (persisted documents, issue 21 §2): a gateway with trusted documents runs no text.
      body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: documentHash(WebAuthorizationDocument) } } }),
      signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(5_000)]) : AbortSignal.timeout(5_000),
    });
    const body = (await response.json()) as { data?: { webAuthorization?: Partial<GuestToken> | null } };
    const minted = body.data?.webAuthorization;
    return typeof minted?.token === "string" && minted.token ? { token: minted.token, expiresAt: String(minted.expiresAt ?? "") } : null;
  } catch {
    return null;
  }
}

/** The headers a minted token is asked for with: the shopper's platform, client id and address. */
function mintHeaders(forwarded: Headers): Headers {
  const headers = new Headers();
  for (const name of ["platform", "x-cookie-id", "x-forwarded-for", "x-real-ip", "user-agent"]) {
    const value = forwarded.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}

const isJson = (response: Response) => /\bjson\b/i.test(response.headers.get("content-type") ?? "");

/** Options of {@link proxyGraphQL}: what the app's own proxy knows (its env, its forwarding rules). */
export interface GraphQLProxyOptions {
  /** The gateway's base URL (the app's env): a missing guest token is minted at its `/graphql`. */
  gatewayUrl: string;
  /** Where the request goes: the gateway's `/graphql` with the request's query string. */
  target: URL;
  /**
   * The headers to send, as the app's proxy prepared them (hop-by-hop headers dropped, the
   * client's socket address as X-Forwarded-For / X-Real-IP). Any Authorization is replaced.
   * The minted guest token is asked for with its platform, client id, address and user agent.
   */
  headers: Headers;
  /** The headers of the gateway's answer the browser gets (the app drops hop-by-hop ones); default: all of them. */
  responseHeaders?: (upstream: Response) => Headers;
  /** Largest body read (bytes); default api-client's GRAPHQL_MAX_BODY_BYTES (64 KB). Larger: 413. */
  maxBodyBytes?: number;
}

/**
 * Forwards a `/graphql` request to the gateway with the shopper's token (issue 12 §5), once its
 * door let it in (issue 21: `Origin` the storefront's own or none, else 403; a body only as
 * `application/json`, else 415; at most 64 KB of it, else 413 — each unread and unforwarded):
 * - `Authorization: Bearer <token>` from the request's HttpOnly `token` cookie, never the one the
 *   browser sent; without a cookie a guest token is minted first (webAuthorization) and set,
 *   unless the request asks for one itself;
 * - an answer carrying a token (webAuthorization, memberLogin, wechatLogin, bindMobile) sets the
 *   cookie (168 h, HttpOnly, SameSite=Lax, Secure over TLS) and has {@link PROXIED_TOKEN} in its
 *   place; memberLogout or a '401' clears it, so the client's spec §8 retry asks for a guest
 *   token, which lands in the cookie the same way.
 * A token-bearing answer is always JSON (its Accept is forced); one that is not is refused (502,
 * logged). A login whose document does not select the token (api-client's always do) cannot be
 * seen here: the gateway revokes the presented token, and the next call's '401' clears the cookie.
 * Throws when the request cannot be read or the gateway cannot be reached (a cancelled request
 * included): the app answers those as its other proxied calls (a 502, or 499 for a cancel).
 */
export async function proxyGraphQL(request: Request, options: GraphQLProxyOptions): Promise<Response> {
  const { gatewayUrl, target, responseHeaders: toResponseHeaders = (upstream) => new Headers(upstream.headers) } = options;
  const headers = new Headers(options.headers);
  // Only this proxy names the shopper's token.
  headers.delete("authorization");
  const secure = secureCookiesFor(request);
  let setCookie: string | null = null;
  // The door (issue 21 §2, §4), before anything reads the rest: Origin the storefront's own
  // (403), a body only as JSON (415: no HTML form runs a mutation), at most 64 KB of it (413).
  const admitted = await admitGraphQL(request, {
    origins: ownOrigins(request),
    ...(options.maxBodyBytes ? { maxBodyBytes: options.maxBodyBytes } : {}),
  });
  if (admitted instanceof Response) return admitted;
  const body = admitted.body ?? undefined;
  const texts = documentTexts(request, admitted.body);
  if (texts === null) return unknownDocument();
  const fields = mergeTokenFields(texts.map(tokenFieldsOf));
  const watched = fields.tokens.length > 0 || fields.endings.length > 0;
  // Incremental delivery or an event stream would pass a token through unread: JSON only.
  if (watched) headers.set("accept", "application/graphql-response+json, application/json;q=0.9");

  let token = tokenFromCookies(request.headers.get("cookie"));
  if (!token && !fields.mintsGuestToken) {
    const minted = await mintGuestToken(gatewayUrl, mintHeaders(headers), request.signal);
    if (minted) {
      token = minted.token;
      setCookie = setTokenCookie(minted.token, secure);
    }
  }
  if (token) headers.set("authorization", `Bearer ${token}`);

  const upstream = await fetch(target, { method: request.method, headers, body, redirect: "manual", signal: request.signal });
  const responseHeaders = toResponseHeaders(upstream);
  let responseBody: BodyInit | null = upstream.body;
  if (isJson(upstream)) {
    const text = await upstream.text();
    responseBody = text;
    let payload: unknown;
    try {
      payload = JSON.parse(text);
    } catch {
      payload = undefined;
    }
    const results = Array.isArray(payload) ? payload : payload && typeof payload === "object" ? [payload] : [];
    let rejected = upstream.status === 401;
    let ended = false;
    const fresh: string[] = [];
    for (const result of results) {
      if (rejectsToken(result)) rejected = true;
      const data = (result as { data?: unknown }).data;
      for (const path of fields.tokens) fresh.push(...takeTokens(data, path));
      if (fields.endings.some((path) => valuesAt(data, path).some((value) => value !== null && value !== undefined))) ended = true;
    }
    if (fresh.length > 0) {
      responseBody = JSON.stringify(payload);
      setCookie = setTokenCookie(fresh[fresh.length - 1]!, secure);
    } else if (rejected || ended) {
      setCookie = clearTokenCookie(secure);
    }
  } else if (watched && upstream.status < 300) {
    await upstream.body?.cancel();
    console.error(
      `[proxy] ${request.method} ${target.href}: a token-bearing answer that is not JSON (${upstream.headers.get("content-type")}) was refused`,
    );
    return new Response("Bad Gateway", { status: 502, headers: { "content-type": "text/plain" } });
  }
  if (setCookie) {
    responseHeaders.append("set-cookie", setCookie);
    // An answer that sets a shopper's token is theirs alone.
    responseHeaders.set("cache-control", "private, no-store");
  }
  return new Response(responseBody, { status: upstream.status, statusText: upstream.statusText, headers: responseHeaders });
}
