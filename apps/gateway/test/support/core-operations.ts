import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../src/kernel/db";
import { accessTokens } from "../../src/kernel/db/schema";
import { issueGuestToken } from "../../src/modules/auth/token-service";
import { seedCatalogue } from "../../src/modules/catalog/seed/catalogue";
import { createGateway } from "../../src/server";
import { type FetchHandler, gql } from "./graphql";
import { createCapturingLogger } from "./logs";

/** A database for one suite: migrated and seeded; `close` tears it down. */
export interface SuiteDatabase {
  db: Database;
  close(): Promise<void>;
}

interface CategoryJson {
  id: string;
  parentId: string | null;
  title: string;
  path: string;
  level: number;
  sort: number;
  enable: boolean;
  enableAtWebsite: boolean;
  category_route: string;
  childs: CategoryJson[];
}

const CATEGORY_FIELDS = "id parentId title path level sort enable enableAtWebsite category_route";
const CATEGORY_TREE_QUERY = /* GraphQL */ `
  query Tree($includeHidden: Boolean) {
    productCategories(includeHidden: $includeHidden) {
      ${CATEGORY_FIELDS}
      childs { ${CATEGORY_FIELDS} childs { ${CATEGORY_FIELDS} childs { id } } }
    }
  }
`;

const flatten = (nodes: CategoryJson[]): CategoryJson[] => nodes.flatMap((n) => [n, ...flatten(n.childs)]);

/**
 * The gateway's core operations over GraphQL, run against whichever database `setup` gives:
 * PGlite (gateway.test.ts) and a real PostgreSQL server (gateway.pg.test.ts).
 */
export function describeCoreOperations(name: string, setup: () => Promise<SuiteDatabase>, options: { skip?: boolean } = {}): void {
  // oxlint-disable-next-line vitest/valid-title -- the caller names the database under test
  describe.skipIf(options.skip ?? false)(name, () => {
    let suite: SuiteDatabase;
    let gateway: FetchHandler;
    const logs = createCapturingLogger();

    beforeAll(async () => {
      suite = await setup();
      // The demo catalogue: productCategories leaves out categories without a visible product.
      await seedCatalogue(suite.db);
      gateway = createGateway({ db: suite.db, logger: logs.logger, contentDir: null, nodeEnv: "test" });
    });
    afterAll(async () => {
      await suite?.close();
    });

    describe("webAuthorization (spec §6)", () => {
      it("issues a signed guest token valid for 168 h without writing to the database", async () => {
        const before = await suite.db.$count(accessTokens);
        const started = Date.now();
        const res = await gql<{ webAuthorization: { token: string; expiresAt: string } }>(
          gateway,
          "mutation { webAuthorization { token expiresAt } }",
          { headers: { "x-cookie-id": "cid-123", platform: "Mobile" } },
        );
        expect(res.errors).toBeUndefined();
        const { token, expiresAt } = res.data!.webAuthorization;
        expect(token).toMatch(/^[A-Za-z0-9_-]{50}$/);
        const ttlMs = Date.parse(expiresAt) - started;
        expect(ttlMs).toBeGreaterThan(168 * 3_600_000 - 5_000);
        expect(ttlMs).toBeLessThanOrEqual(168 * 3_600_000 + 5_000);

        // No row: a visitor (or a bot) asking for tokens costs no write.
        expect(await suite.db.$count(accessTokens)).toBe(before);
        // The token works as a guest token, and it is nowhere in the logs.
        const ok = await gql(gateway, '{ configSetting(configKey: "site.name") { configValue } }', { token });
        expect(ok.errors).toBeUndefined();
        expect(logs.text()).not.toContain(token);
        // A tampered signature is an invalid token ('401').
        const tampered = token.slice(0, -2) + (token.endsWith("AA") ? "BB" : "AA");
        const bad = await gql(gateway, "{ productCategories { id } }", { token: tampered });
        expect(bad.errors?.[0]?.extensions).toMatchObject({ code: "401", statusCode: 401 });
      });

      it("resolves a valid token and answers 401 for an expired one (spec §8)", async () => {
        const valid = await gql(gateway, "mutation { webAuthorization { token } }");
        const token = (valid.data as { webAuthorization: { token: string } }).webAuthorization.token;
        const ok = await gql(gateway, '{ configSetting(configKey: "site.name") { configValue } }', { token });
        expect(ok.errors).toBeUndefined();

        const expired = await issueGuestToken(suite.db, { channel: "WEB", now: new Date(Date.now() - 169 * 3_600_000) });
        const res = await gql(gateway, "{ productCategories { id } }", { token: expired.token });
        expect(res.data).toBeUndefined();
        expect(res.errors?.[0]?.extensions).toMatchObject({ code: "401", statusCode: 401 });

        // Asking for a new token still works with the expired one attached.
        const renewed = await gql(gateway, "mutation { webAuthorization { token } }", { token: expired.token });
        expect(renewed.errors).toBeUndefined();
        expect(logs.text()).not.toContain(expired.token);
      });
    });

    describe("productCategories (spec §3, §7)", () => {
      it("returns the visible three-level tree in sort order with paths and levels", async () => {
        const res = await gql<{ productCategories: CategoryJson[] }>(gateway, CATEGORY_TREE_QUERY);
        expect(res.errors).toBeUndefined();
        const roots = res.data!.productCategories;
        expect(roots.map((c) => c.category_route)).toEqual(["men", "women", "kids", "sports"]);
        const men = roots[0]!;
        expect(men).toMatchObject({ title: "男子", level: 1, path: "men", parentId: null });
        expect(men.childs.map((c) => c.title)).toEqual(["鞋类", "服装", "配件"]);
        const shoes = men.childs[0]!;
        expect(shoes).toMatchObject({ path: "men/shoes", level: 2, parentId: men.id });
        expect(shoes.childs.map((c) => c.title)).toEqual(["跑步鞋", "训练鞋", "篮球鞋", "户外鞋", "休闲鞋"]);
        expect(shoes.childs[0]).toMatchObject({ path: "men/shoes/running", level: 3, category_route: "running" });
        expect(men.childs[1]!.childs.map((c) => c.title)).toEqual(["T恤", "卫衣", "夹克", "短裤", "长裤"]);

        const all = flatten(roots);
        for (const node of all) {
          expect(node.enable && node.enableAtWebsite).toBe(true);
          expect(node.path.split("/")).toHaveLength(node.level);
          const sorts = node.childs.map((c) => c.sort);
          expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
        }
        expect(all.every((n) => n.level <= 3 && (n.level < 3 || n.childs.length === 0))).toBe(true);
      });

      it("includes hidden categories only with includeHidden, and never disabled ones", async () => {
        const hidden = await gql<{ productCategories: CategoryJson[] }>(gateway, CATEGORY_TREE_QUERY, {
          variables: { includeHidden: true },
        });
        const visible = await gql<{ productCategories: CategoryJson[] }>(gateway, CATEGORY_TREE_QUERY);
        const hiddenPaths = flatten(hidden.data!.productCategories).map((c) => c.path);
        const visiblePaths = flatten(visible.data!.productCategories).map((c) => c.path);

        for (const path of ["employee-sale", "employee-sale/shoes/all", "pre-launch/running/racing", "men/shoes/collab"]) {
          expect(hiddenPaths).toContain(path);
          expect(visiblePaths).not.toContain(path);
        }
        for (const path of ["clearance", "clearance/shoes/running", "men/shoes/skate"]) {
          expect(hiddenPaths).not.toContain(path);
        }
        expect(flatten(hidden.data!.productCategories).find((c) => c.path === "employee-sale")).toMatchObject({
          enableAtWebsite: false,
          enable: true,
        });
      });
    });

    describe("configSetting (spec §7)", () => {
      it("returns a known key, null for an unknown key and 400 with a Chinese message for an empty key", async () => {
        const known = await gql<{ configSetting: { configKey: string; configValue: unknown; updatedAt: string } }>(
          gateway,
          "query ($k: String!) { configSetting(configKey: $k) { configKey configValue updatedAt } }",
          { variables: { k: "service.phone" } },
        );
        expect(known.data!.configSetting).toMatchObject({ configKey: "service.phone", configValue: "400-820-1088" });
        expect(Number.isNaN(Date.parse(known.data!.configSetting.updatedAt))).toBe(false);

        const hours = await gql<{ configSetting: { configValue: unknown } }>(
          gateway,
          '{ configSetting(configKey: "service.hours") { configValue } }',
        );
        expect(hours.data!.configSetting.configValue).toBe("10:00-22:00");

        const unknown = await gql(gateway, '{ configSetting(configKey: "no.such.key") { configKey } }');
        expect(unknown.errors).toBeUndefined();
        expect(unknown.data).toEqual({ configSetting: null });

        const empty = await gql(gateway, '{ configSetting(configKey: "") { configKey } }');
        expect(empty.errors?.[0]).toMatchObject({
          message: "缺少必要参数：configKey",
          extensions: { code: "400", statusCode: 400, field: "configKey" },
        });
      });
    });
  });
}
