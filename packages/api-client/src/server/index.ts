// @xunlan/api-client/server: what the servers on either side of /graphql share (Node only, never
// the browser: it holds the text of every operation, where the browser's documents carry only
// their own hash). The persisted documents codegen writes (client preset `persistedDocuments`:
// src/generated/persisted-documents.json, SHA-256 → document text) — the gateway's store, the
// storefront's proxy and caches — and the door both put in front of /graphql (issue 21 §2, §4).
import { Kind, OperationTypeNode, parse } from "graphql";
import documents from "../generated/persisted-documents.json" with { type: "json" };

/**
 * The largest `/graphql` request body the gateway and the storefront read (bytes); a larger one
 * is answered 413 before the rest is read. The largest generated operation sent as text with its
 * variables is about 1.7 KB (ProductColor; server.test.ts measures it); a hashed request is a
 * few hundred bytes. The rest is room for variables (a full bag, a long remark).
 */
export const GRAPHQL_MAX_BODY_BYTES = 64 * 1024;

/** Every generated operation: its SHA-256 (hex, as `__meta__.hash`) → the text the server runs. */
export const PERSISTED_DOCUMENTS: Readonly<Record<string, string>> = documents;

/** What {@link persistedOperation} tells about a hash. */
export interface PersistedOperation {
  /** The document's text (printed by codegen, fragments included). */
  text: string;
  /** The operation's kind: a query is a read, a mutation changes something. */
  kind: "query" | "mutation" | "subscription";
  /** The operation's name, e.g. `MemberLogin`. */
  name: string;
}

const known = new Map<string, PersistedOperation>();

/**
 * The generated operation whose hash is `hash`, or undefined for any other value (nothing is
 * parsed then: only the manifest's own texts are, once each).
 */
export function persistedOperation(hash: string): PersistedOperation | undefined {
  if (!Object.hasOwn(PERSISTED_DOCUMENTS, hash)) return undefined;
  const cached = known.get(hash);
  if (cached) return cached;
  const text = PERSISTED_DOCUMENTS[hash]!;
  const operation = parse(text, { noLocation: true }).definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return undefined;
  const kind =
    operation.operation === OperationTypeNode.MUTATION
      ? "mutation"
      : operation.operation === OperationTypeNode.SUBSCRIPTION
        ? "subscription"
        : "query";
  const found: PersistedOperation = { text, kind, name: operation.name?.value ?? "" };
  known.set(hash, found);
  return found;
}

/**
 * The persisted-operation hash a GraphQL request's params name (GraphQL over HTTP's persisted
 * queries convention: `extensions.persistedQuery` `{ version: 1, sha256Hash }`, what graphql-yoga's
 * persisted-operations plugin reads), or null.
 */
export function persistedHashOf(params: unknown): string | null {
  const extensions = (params as { extensions?: unknown } | null)?.extensions;
  const persisted = (extensions as { persistedQuery?: unknown } | null | undefined)?.persistedQuery as
    | { version?: unknown; sha256Hash?: unknown }
    | null
    | undefined;
  return persisted?.version === 1 && typeof persisted.sha256Hash === "string" ? persisted.sha256Hash : null;
}

/** Why a door in front of /graphql refused a request (`extensions.reason`). */
export type GraphQLDoorRefusal = "FORBIDDEN_ORIGIN" | "UNSUPPORTED_MEDIA_TYPE" | "PAYLOAD_TOO_LARGE";

/** The messages of the door's refusals (a developer's, Chinese like every error). */
export const GRAPHQL_DOOR_MESSAGES: Readonly<Record<GraphQLDoorRefusal, string>> = {
  FORBIDDEN_ORIGIN: "不允许的来源：只接受商城自己的页面发起的请求",
  UNSUPPORTED_MEDIA_TYPE: "不支持的请求格式：请以 application/json 发送",
  PAYLOAD_TOO_LARGE: `请求过大：最多 ${GRAPHQL_MAX_BODY_BYTES / 1024} KB`,
};

const DOOR_STATUS: Readonly<Record<GraphQLDoorRefusal, number>> = {
  FORBIDDEN_ORIGIN: 403,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PAYLOAD_TOO_LARGE: 413,
};

/**
 * A door's refusal as a client reads it (spec §8): a GraphQL error without data, `extensions.code`
 * '400' (the request is at fault, not the token: a '401'/'403' code would make the client drop
 * the shopper's login), `extensions.statusCode` the HTTP status (403, 413 or 415),
 * `extensions.reason`. `Connection: close`: a body left unread is not drained either.
 */
export function graphqlDoorRefusal(reason: GraphQLDoorRefusal): Response {
  const status = DOOR_STATUS[reason];
  const body = { errors: [{ message: GRAPHQL_DOOR_MESSAGES[reason], extensions: { code: "400", statusCode: status, reason } }] };
  return new Response(JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json; charset=utf-8", connection: "close", "cache-control": "no-store" },
  });
}

/** True for `application/json`, parameters (charset) aside: the only body /graphql takes. */
export function isJsonContentType(value: string | null): boolean {
  return (value ?? "").split(";", 1)[0]!.trim().toLowerCase() === "application/json";
}

/**
 * Reads a request's body, at most `limit` bytes: null when it is larger — said by its
 * Content-Length (nothing is read), or found while reading (reading stops as soon as the bytes
 * received pass the limit). An 11 MB body costs what its first 64 KB cost.
 */
export async function readBodyWithin(request: Request, limit: number = GRAPHQL_MAX_BODY_BYTES): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = request.headers.get("content-length");
  if (declared !== null && /^\s*\d+\s*$/.test(declared) && Number(declared) > limit) {
    // Left unread, not cancelled: cancelling a server's request stream can destroy the socket
    // before the 413 is written (and a clone's tee settles a cancel only when every branch is
    // cancelled). The answer's `Connection: close` ends the exchange.
    return null;
  }
  if (!request.body) return new Uint8Array(new ArrayBuffer(0));
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      // Stop reading (see above: no cancel); `Connection: close` drops the rest.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(received));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** Options of {@link admitGraphQL}. */
export interface GraphQLDoorOptions {
  /** The only browser origins allowed; a request without `Origin` (not a browser's) passes. */
  origins: ReadonlySet<string> | readonly string[];
  /** Default {@link GRAPHQL_MAX_BODY_BYTES}. */
  maxBodyBytes?: number;
}

/**
 * The door in front of /graphql (issue 21 §2, §4), before anything reads or runs a request:
 * `Origin`, when present, one of `origins` (else 403: another site, or another port or subdomain
 * of the store's own, which SameSite=Lax lets through); a body only as `application/json` (else
 * 415 unread: no HTML form can send JSON, so no form on any site runs a mutation); at most
 * `maxBodyBytes` of it (else 413, see {@link readBodyWithin}). Answers the refusal, or the body
 * read (null for GET, HEAD and OPTIONS, which carry none).
 */
export async function admitGraphQL(
  request: Request,
  options: GraphQLDoorOptions,
): Promise<{ body: Uint8Array<ArrayBuffer> | null } | Response> {
  const origin = request.headers.get("origin");
  const origins = options.origins instanceof Set ? options.origins : new Set(options.origins as readonly string[]);
  if (origin !== null && !origins.has(origin)) return graphqlDoorRefusal("FORBIDDEN_ORIGIN");
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return { body: null };
  if (!isJsonContentType(request.headers.get("content-type"))) return graphqlDoorRefusal("UNSUPPORTED_MEDIA_TYPE");
  const body = await readBodyWithin(request, options.maxBodyBytes ?? GRAPHQL_MAX_BODY_BYTES);
  return body === null ? graphqlDoorRefusal("PAYLOAD_TOO_LARGE") : { body };
}
