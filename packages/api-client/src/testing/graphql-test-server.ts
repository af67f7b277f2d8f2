// The client's own test server: the schema server with the guest-token and category
// operations and knobs for failures (spec §4 guest token retries, §8 401 handling).
import { GraphQLError } from "graphql";
import { type SchemaServer, startSchemaServer } from "./schema-server";

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
export interface TestServer extends SchemaServer {
  /** Number of webAuthorization attempts that should still fail. */
  failGuestTokens: number;
  /** Tokens productCategories rejects with service code 401 ("*": every token). */
  rejectedTokens: Set<string>;
}

/** Starts the server; `await server.close()` in afterAll. */
export async function startTestServer(): Promise<TestServer> {
  let issued = 0;
  const knobs = { failGuestTokens: 0, rejectedTokens: new Set<string>() };
  const server = await startSchemaServer({
    Query: {
      productCategories: (_root, _args, { request }) => {
        const token = request.headers.get("authorization")?.replace(/^Bearer /, "");
        if (!token || knobs.rejectedTokens.has(token) || knobs.rejectedTokens.has("*")) {
          throw new GraphQLError("token expired", { extensions: { code: "401", statusCode: 401 } });
        }
        return TEST_CATEGORIES;
      },
      configSetting: (_root, args: { configKey: string }) =>
        args.configKey === "missing"
          ? null
          : { configKey: args.configKey, configValue: { on: true }, updatedAt: "2026-01-01T00:00:00.000Z" },
    },
    Mutation: {
      webAuthorization: () => {
        if (knobs.failGuestTokens > 0) {
          knobs.failGuestTokens -= 1;
          throw new GraphQLError("boom", { extensions: { code: "500", statusCode: 500 } });
        }
        issued += 1;
        return { token: `guest-${issued}`, expiresAt: "2026-01-08T00:00:00.000Z" };
      },
    },
  });
  const clear = server.reset;
  return Object.defineProperties(server as TestServer, {
    failGuestTokens: {
      get: () => knobs.failGuestTokens,
      set: (n: number) => {
        knobs.failGuestTokens = n;
      },
    },
    rejectedTokens: { value: knobs.rejectedTokens },
    reset: {
      value: () => {
        clear();
        knobs.failGuestTokens = 0;
        knobs.rejectedTokens.clear();
      },
    },
  });
}
