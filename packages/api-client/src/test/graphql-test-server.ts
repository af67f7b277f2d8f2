// Test-only: a real graphql-yoga server built from the gateway's schema, on an ephemeral port.
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { GraphQLError } from "graphql";
import { createSchema, createYoga } from "graphql-yoga";

const SCHEMA_PATH = fileURLToPath(new URL("../../schema.graphql", import.meta.url));

/** One GraphQL operation the server received, with its headers (lower-cased names). */
export interface RecordedCall {
  operation: string;
  headers: Record<string, string>;
}

/** A canned HTTP response that replaces the next GraphQL response. */
export interface RawResponse {
  status: number;
  body: string;
  contentType?: string;
}

/** Category tree the test server returns (three levels). */
export const TEST_CATEGORIES = [
  {
    id: "1",
    parentId: null,
    title: "男子",
    path: "men",
    sort: 1,
    description: null,
    bigCardInterval: null,
    shareImg: null,
    enable: true,
    enableAtWebsite: true,
    category_route: "men",
    level: 1,
    childs: [
      {
        id: "11",
        parentId: "1",
        title: "鞋类",
        path: "men/shoes",
        sort: 1,
        description: null,
        bigCardInterval: 6,
        shareImg: null,
        enable: true,
        enableAtWebsite: true,
        category_route: "shoes",
        level: 2,
        childs: [
          {
            id: "111",
            parentId: "11",
            title: "跑步鞋",
            path: "men/shoes/running",
            sort: 1,
            description: "轻量缓震",
            bigCardInterval: null,
            shareImg: null,
            enable: true,
            enableAtWebsite: true,
            category_route: "running",
            level: 3,
            childs: [],
          },
        ],
      },
    ],
  },
];

/** A running test server and the knobs tests turn. */
export interface TestServer {
  /** `http://127.0.0.1:<port>/graphql`. */
  url: string;
  /** Every operation received, in order. */
  calls: RecordedCall[];
  /** Number of webAuthorization attempts that should still fail. */
  failGuestTokens: number;
  /** Tokens productCategories rejects with service code 401 ("*": every token). */
  rejectedTokens: Set<string>;
  /** Responses served instead of GraphQL, first in first out. */
  rawResponses: RawResponse[];
  /** Clears calls and knobs between tests. */
  reset(): void;
  close(): Promise<void>;
}

/** Starts the server; `await server.close()` in afterAll. */
export async function startTestServer(): Promise<TestServer> {
  let issued = 0;
  const state = {
    calls: [] as RecordedCall[],
    failGuestTokens: 0,
    rejectedTokens: new Set<string>(),
    rawResponses: [] as RawResponse[],
  };

  interface Context {
    request: Request;
  }
  const record = (operation: string, request: Request) => {
    const headers: Record<string, string> = {};
    request.headers.forEach((value, key) => {
      headers[key] = value;
    });
    state.calls.push({ operation, headers });
  };

  const yoga = createYoga<Context>({
    logging: false,
    maskedErrors: false,
    schema: createSchema<Context>({
      typeDefs: readFileSync(SCHEMA_PATH, "utf8"),
      resolvers: {
        Query: {
          productCategories: (_root, _args, { request }) => {
            record("productCategories", request);
            const token = request.headers.get("authorization")?.replace(/^Bearer /, "");
            if (!token || state.rejectedTokens.has(token) || state.rejectedTokens.has("*")) {
              throw new GraphQLError("token expired", { extensions: { code: "401", statusCode: 401 } });
            }
            return TEST_CATEGORIES;
          },
          configSetting: (_root, args: { configKey: string }, { request }) => {
            record("configSetting", request);
            return args.configKey === "missing"
              ? null
              : { configKey: args.configKey, configValue: { on: true }, updatedAt: "2026-01-01T00:00:00.000Z" };
          },
        },
        Mutation: {
          webAuthorization: (_root, _args, { request }) => {
            record("webAuthorization", request);
            if (state.failGuestTokens > 0) {
              state.failGuestTokens -= 1;
              throw new GraphQLError("boom", { extensions: { code: "500", statusCode: 500 } });
            }
            issued += 1;
            return { token: `guest-${issued}`, expiresAt: "2026-01-08T00:00:00.000Z" };
          },
        },
      },
    }),
  });

  const server = createServer((req, res) => {
    const raw = state.rawResponses.shift();
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
    get calls() {
      return state.calls;
    },
    get failGuestTokens() {
      return state.failGuestTokens;
    },
    set failGuestTokens(n: number) {
      state.failGuestTokens = n;
    },
    get rejectedTokens() {
      return state.rejectedTokens;
    },
    get rawResponses() {
      return state.rawResponses;
    },
    reset() {
      state.calls.length = 0;
      state.failGuestTokens = 0;
      state.rejectedTokens.clear();
      state.rawResponses.length = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
