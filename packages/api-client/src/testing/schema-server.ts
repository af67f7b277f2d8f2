// A real graphql-yoga server over the contract (this package's schema.graphql) on an ephemeral
// port: feature packages' tests give it resolvers for the operations they call, and every
// query or mutation a client sends is recorded with its arguments and headers.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath, URL as NodeURL } from "node:url";
import { createGraphQLError, createSchema, createYoga, type Plugin } from "graphql-yoga";
import { PERSISTED_DOCUMENTS, persistedHashOf } from "../server/index";

// src/testing/ and dist/testing/ are both two levels below the package root. Node's URL: under
// a jsdom test environment the global URL resolves a file: base as http://localhost.
const SCHEMA_PATH = fileURLToPath(new NodeURL("../../schema.graphql", import.meta.url));

/** The contract's SDL, as the gateway serves it. */
export function readSchemaSource(): string {
  return readFileSync(SCHEMA_PATH, "utf8");
}

/** One root field (query or mutation) the server resolved, with its arguments and the request's headers. */
export interface RecordedCall {
  /** The root field, e.g. `searchProductColors`. */
  field: string;
  args: Record<string, unknown>;
  /** Request headers, lower-cased names. */
  headers: Record<string, string>;
}

/** A canned HTTP response that replaces the next GraphQL response. */
export interface RawResponse {
  status: number;
  body: string;
  contentType?: string;
}

/** What a root resolver receives as its third argument. */
export interface SchemaServerContext {
  request: Request;
}

/** A root resolver of the test server: `(root, args, context)`. */
// The args of each field are whatever the contract declares; tests narrow them themselves.
// oxlint-disable-next-line typescript/no-explicit-any
export type RootResolver = (root: unknown, args: any, context: SchemaServerContext) => unknown;

/** Resolvers of the test server: root fields and, where needed, field resolvers of other types. */
export interface SchemaServerResolvers {
  Query?: Record<string, RootResolver>;
  Mutation?: Record<string, RootResolver>;
  [typeName: string]: Record<string, unknown> | undefined;
}

/** A running schema-backed test server. */
export interface SchemaServer {
  /** `http://127.0.0.1:<port>/graphql`. */
  url: string;
  /** Every root field resolved, in order. */
  calls: RecordedCall[];
  /** Responses served instead of GraphQL, first in first out. */
  rawResponses: RawResponse[];
  /** Clears calls and canned responses between tests. */
  reset(): void;
  close(): Promise<void>;
}

function recording(resolvers: Record<string, RootResolver> | undefined, calls: RecordedCall[]) {
  return Object.fromEntries(
    Object.entries(resolvers ?? {}).map(([field, resolve]) => [
      field,
      (root: unknown, args: Record<string, unknown>, context: SchemaServerContext) => {
        const headers: Record<string, string> = {};
        context.request.headers.forEach((value, key) => {
          headers[key] = value;
        });
        calls.push({ field, args, headers });
        return resolve(root, args, context);
      },
    ]),
  );
}

/**
 * A request naming a generated document by hash (`extensions.persistedQuery`, a client with
 * `persistedDocuments`) runs that document's text, as the gateway's persisted-operations check
 * finds it; an unknown hash answers the gateway's PERSISTED_QUERY_NOT_FOUND.
 */
function persistedDocumentsAsTheGatewayFindsThem(): Plugin {
  return {
    onParams({ params, setParams }) {
      if (params.query) return;
      const hash = persistedHashOf(params);
      if (hash === null) return;
      const text = Object.hasOwn(PERSISTED_DOCUMENTS, hash) ? PERSISTED_DOCUMENTS[hash] : undefined;
      if (text === undefined) {
        throw createGraphQLError("不支持的查询：未知的操作编号", { extensions: { code: "400", reason: "PERSISTED_QUERY_NOT_FOUND" } });
      }
      setParams({ ...params, query: text });
    },
  };
}

/**
 * Starts a GraphQL server on the contract with the given resolvers (fields without one answer
 * null, or an error when the schema says non-null: a test sees what it forgot). Documents come
 * as text or, like the gateway's persisted documents, by hash. Validation
 * against the schema is real, so a query the gateway would refuse fails here too.
 * `await server.close()` in afterAll.
 */
export async function startSchemaServer(resolvers: SchemaServerResolvers): Promise<SchemaServer> {
  const calls: RecordedCall[] = [];
  const rawResponses: RawResponse[] = [];
  const { Query, Mutation, ...types } = resolvers;
  const yoga = createYoga<SchemaServerContext>({
    plugins: [persistedDocumentsAsTheGatewayFindsThem()],
    logging: false,
    maskedErrors: false,
    schema: createSchema<SchemaServerContext>({
      typeDefs: readSchemaSource(),
      resolvers: {
        ...types,
        ...(Query ? { Query: recording(Query, calls) } : {}),
        ...(Mutation ? { Mutation: recording(Mutation, calls) } : {}),
      } as never,
    }),
  });
  const server = createServer((req, res) => {
    const raw = rawResponses.shift();
    if (raw) {
      req.resume();
      res.writeHead(raw.status, { "content-type": raw.contentType ?? "application/json" });
      res.end(raw.body);
      return;
    }
    void yoga(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/graphql`,
    calls,
    rawResponses,
    reset() {
      calls.length = 0;
      rawResponses.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
