import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { costLimitRule } from "@escape.tech/graphql-armor-cost-limit";
import { maxAliasesRule } from "@escape.tech/graphql-armor-max-aliases";
import { maxDepthRule } from "@escape.tech/graphql-armor-max-depth";
import * as api from "@xunlan/api-client";
import { buildSchema, parse, specifiedRules, validate } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GRAPHQL_LIMITS, maxRootFieldsRule, variableProblem } from "../src/graphql/graphql-limits";
import type { DatabaseHandle } from "../src/kernel/db";
import { createTestDatabase } from "./support/database";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, randomMobile } from "./support/members";

const schema = buildSchema(readFileSync(createRequire(import.meta.url).resolve("@xunlan/api-client/schema.graphql"), "utf8"));
const documents = Object.entries(api).filter(([name, value]) => name.endsWith("Document") && value instanceof String);

describe("GraphQL limits", () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });

  it("every operation api-client generates (the storefront's traffic) stays within the limits", () => {
    expect(documents.length).toBeGreaterThan(40);
    const rules = [
      ...specifiedRules,
      maxDepthRule({ n: GRAPHQL_LIMITS.maxDepth, flattenFragments: true }),
      maxAliasesRule({ n: GRAPHQL_LIMITS.maxAliases }),
      costLimitRule({ maxCost: GRAPHQL_LIMITS.maxCost, flattenFragments: true }),
      maxRootFieldsRule(GRAPHQL_LIMITS.maxRootFields),
    ];
    const failing = documents.filter(([, document]) => validate(schema, parse(String(document)), rules).length > 0).map(([name]) => name);
    expect(failing).toEqual([]);
  });

  it("refuses deep nesting (productColors → style → colours 8 times) with a '400', before running it", async () => {
    const h = createMemberHarness(database.db);
    let inner = "id";
    for (let i = 0; i < 8; i += 1) inner = `productStyle { productColors { ${inner} } }`;
    const res = await gql(h.gateway, `{ productColors(ids: ["1"]) { ${inner} } }`);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions.code).toBe("400");
    expect(res.errors?.[0]?.message).toMatch(/^查询超出限制：.*depth/);
  });

  it("refuses 1 000 aliased getCaptcha in one request and makes no captcha", async () => {
    const h = createMemberHarness(database.db);
    const issued: string[] = [];
    h.deps.onCaptchaIssued = (id) => void issued.push(id);
    const aliases = Array.from({ length: 1000 }, (_, i) => `c${i}: getCaptcha { captchaId }`).join(" ");
    const res = await gql(h.gateway, `mutation { ${aliases} }`);
    expect(res.data ?? null).toBeNull();
    expect(res.errors?.[0]?.extensions).toMatchObject({ code: "400", reason: "QUERY_LIMIT" });
    expect(issued).toEqual([]);
    // Many root fields without aliases are refused too.
    const roots = await gql(
      h.gateway,
      `{ ${Array.from({ length: 9 }, (_, i) => ["productSortOptions { key }", "__typename"][i % 2]).join(" ")} }`,
    );
    expect(roots.errors?.map((e) => e.message).join(" ")).toMatch(/根字段|alias|QUERY_LIMIT|查询超出限制/);
  });

  it("in production: no introspection and no field suggestions; in development both stay", async () => {
    const prod = createMemberHarness(database.db, { nodeEnv: "production" });
    const intro = await gql(prod.gateway, "{ __schema { types { name } } }");
    expect(intro.errors?.[0]?.extensions.code).toBe("400");
    const typo = await gql(prod.gateway, "{ productSortOption { key } }");
    expect(typo.errors?.[0]?.extensions.code).toBe("400");
    expect(JSON.stringify(typo.errors)).not.toMatch(/Did you mean/);
    const dev = createMemberHarness(database.db, { nodeEnv: "development" });
    expect((await gql(dev.gateway, "{ __schema { queryType { name } } }")).errors).toBeUndefined();
    expect(JSON.stringify((await gql(dev.gateway, "{ productSortOption { key } }")).errors)).toMatch(/Did you mean/);
  });

  it("answers NUL characters, prototype keys and values the database cannot hold with '400' naming the field, logged as client errors", async () => {
    const h = createMemberHarness(database.db);
    const nul = await gql(h.gateway, "query ($k: String!) { configSetting(configKey: $k) { configKey } }", {
      variables: { k: "a\u0000b" },
    });
    expect(nul.errors?.[0]).toMatchObject({ extensions: { code: "400", field: "k" } });
    const proto = await gql(h.gateway, "query ($f: [FilterInput!]) { searchProductColors(filters: $f) { count } }", {
      variables: JSON.parse('{"f":[{"filter_code":"color","filter_value":["black"],"__proto__":{"x":1}}]}') as Record<string, unknown>,
    });
    expect(proto.errors?.[0]).toMatchObject({ extensions: { code: "400", field: "f.0.__proto__" } });

    // An id above int4: the column cannot hold it (was a masked '500' logged as unexpected).
    const login = await loginBySms(h, randomMobile());
    const big = await gql(h.gateway, "mutation ($id: ID!) { deleteCustomerAddress(addressId: $id) { success } }", {
      variables: { id: "99999999999" },
      token: login.userToken,
    });
    expect(big.errors?.[0]?.extensions.code).toBe("400");
    expect(big.errors?.[0]?.extensions.field).toBe("deleteCustomerAddress");
    expect(h.logs.text()).not.toContain("unexpected error");
  });

  it("variableProblem finds the first bad value", () => {
    expect(variableProblem({ a: ["x", "y\u0000"] })).toEqual({ field: "a.1", message: "参数错误：a.1 不能包含空字符" });
    expect(variableProblem({ a: { constructor: 1 } })?.field).toBe("a.constructor");
    let deep: unknown = "x";
    for (let i = 0; i < 20; i += 1) deep = [deep];
    expect(variableProblem({ d: deep })?.message).toMatch(/嵌套过深/);
    expect(variableProblem({ ok: [{ a: "b" }], n: 1 })).toBeNull();
    expect(variableProblem(null)).toBeNull();
  });
});
