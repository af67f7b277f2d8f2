import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { sql } from "drizzle-orm";
import { buildSchema } from "graphql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_STRING_ARGUMENT_LENGTH } from "../src/graphql/input-bounds";
import type { DatabaseHandle } from "../src/kernel/db";
import { ownValue } from "../src/kernel/lib/allow-list";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { createTestDatabase } from "./support/database";
import {
  argumentLeaves,
  badValues,
  operationOf,
  type PlausibleSamples,
  PROTOTYPE_NAMES,
  plausibleArgs,
  rootFields,
  withLeaf,
} from "./support/fuzz";
import { gql } from "./support/graphql";
import { createMemberHarness, loginBySms, type MemberHarness, randomMobile } from "./support/members";

// Issue 21 item 6: every input a client can send answers '400' naming the field, never '500'.
// Found: sortBy "constructor" / "__proto__" / "toString" reached SQL as a broken query,
// ossGetToken(purpose: "constructor") a TypeError, memberShareQrCode with 10 000 characters of
// args a QR encoder that could not hold them. The sweep below calls every operation of the
// schema with plausible arguments and one of them wrong at a time.
const schema = buildSchema(readFileSync(createRequire(import.meta.url).resolve("@xunlan/api-client/schema.graphql"), "utf8"));
/** Operations that would end the member's session for the rest of the sweep. */
const SKIPPED = new Set(["memberLogout"]);

let database: DatabaseHandle;
let h: MemberHarness;
let member: string;
let samples: PlausibleSamples;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedCatalogue(database.db);
  h = createMemberHarness(database.db);
  member = (await loginBySms(h, randomMobile())).userToken;
  const [row] = (
    (await database.db.execute(sql`
    select s.ean, c.product_id, st.style_sku from product_sizes s
    join product_colors c on c.id = s.color_id join product_styles st on st.id = c.style_id
    where c.enable_at_website and c.publish order by s.id limit 1`)) as unknown as {
      rows: Array<{ ean: string; product_id: string; style_sku: string }>;
    }
  ).rows;
  samples = { ean: row!.ean, productId: row!.product_id, styleSku: row!.style_sku, mobile: randomMobile() };
}, 120_000);
afterAll(async () => {
  await database?.close();
});

type Answer = Awaited<ReturnType<typeof gql>>;
const firstError = (res: Answer) => res.errors?.[0];

describe("sort keys and enum-like strings: own properties only", () => {
  it("ownValue finds a table's own keys and nothing an object inherits", () => {
    const table = { price: 1, default: 2 };
    expect(ownValue(table, "price")).toBe(1);
    for (const name of PROTOTYPE_NAMES) expect(ownValue(table, name)).toBeUndefined();
  });

  it.each(["sortBy", "sortDirection"])("searchProductColors(%s: a prototype name) is a '400' naming it", async (arg) => {
    for (const name of PROTOTYPE_NAMES) {
      const res = await gql(h.gateway, `query($v: String) { searchProductColors(keyword: "跑鞋", ${arg}: $v) { __typename } }`, {
        variables: { v: name },
      });
      expect(res.status).toBeLessThan(500);
      expect({ name, error: firstError(res) }).toMatchObject({
        name,
        error: { message: "不支持的排序方式", extensions: { code: "400", field: arg } },
      });
    }
  });

  it("ossGetToken(purpose / contentType: a prototype name) is a '400' naming it", async () => {
    for (const name of PROTOTYPE_NAMES) {
      const purpose = await gql(
        h.gateway,
        `mutation($p: String!) { ossGetToken(purpose: $p, contentType: "image/jpeg", size: 1000) { key } }`,
        {
          token: member,
          variables: { p: name },
        },
      );
      expect(firstError(purpose)).toMatchObject({ extensions: { code: "400", field: "purpose" } });
      const type = await gql(
        h.gateway,
        `mutation($c: String!) { ossGetToken(purpose: "after_sale", contentType: $c, size: 1000) { key } }`,
        {
          token: member,
          variables: { c: name },
        },
      );
      expect(firstError(type)).toMatchObject({ extensions: { code: "400", field: "contentType" } });
    }
  });
});

describe("string lengths", () => {
  it("memberShareQrCode with 10 000 characters of args, or a link too long for a QR code, is a '400' naming args", async () => {
    const share = (args: string) =>
      gql(h.gateway, `query($a: String) { memberShareQrCode(page: "/products/velox-run-2", args: $a) { url } }`, {
        token: member,
        variables: { a: args },
      });
    expect(firstError(await share(`a=${"x".repeat(10_000)}`))).toMatchObject({ extensions: { code: "400", field: "args" } });
    expect(firstError(await share(`a=${"x".repeat(600)}`))).toMatchObject({ extensions: { code: "400", field: "args" } });
    // 400 Chinese characters fit the 500-character bound but not a QR code once percent-encoded.
    expect(firstError(await share(`a=${"迅".repeat(400)}`))).toMatchObject({ extensions: { code: "400", field: "args" } });
    expect((await share("utm_source=share")).errors).toBeUndefined();
  });

  it("any string argument over the bound is a '400' naming it, inline or as a variable, nested or not", async () => {
    const long = "迅".repeat(MAX_STRING_ARGUMENT_LENGTH + 1);
    const inline = await gql(h.gateway, `{ searchSuggestions(keyword: "${long}") { keyword } }`);
    expect(firstError(inline)).toMatchObject({
      message: `参数错误：keyword 过长，不能超过 ${MAX_STRING_ARGUMENT_LENGTH} 个字符`,
      extensions: { code: "400", field: "keyword" },
    });
    const nested = await gql(h.gateway, `query($f: [FilterInput!]) { searchProductColors(filters: $f) { __typename } }`, {
      variables: { f: [{ filter_code: "color", filter_value: ["black", long] }] },
    });
    expect(firstError(nested)).toMatchObject({ extensions: { code: "400", field: "filters.0.filter_value.1" } });
    // At the bound it is the service's own rule that answers (a keyword is at most 100 characters).
    const atBound = await gql(h.gateway, `query($k: String!) { searchSuggestions(keyword: $k) { keyword } }`, {
      variables: { k: "a".repeat(MAX_STRING_ARGUMENT_LENGTH) },
    });
    expect(firstError(atBound)).toMatchObject({ extensions: { code: "400", field: "keyword" } });
  });
});

describe("every operation, one wrong argument at a time", () => {
  it("prototype names, 10 000-character strings, unknown words and out-of-range numbers: never a '500'", async () => {
    const failures: string[] = [];
    let sent = 0;
    let longRefused = 0;
    for (const { operation, field } of rootFields(schema)) {
      if (SKIPPED.has(field.name)) continue;
      const query = operationOf(operation, field);
      const base = plausibleArgs(field, samples);
      for (const leaf of argumentLeaves(field)) {
        for (const value of badValues(leaf.scalar)) {
          const res = await gql(h.gateway, query, { token: member, variables: withLeaf(base, leaf.path, value) });
          sent += 1;
          const shown = `${field.name}(${leaf.path.join(".")}: ${JSON.stringify(value).slice(0, 40)})`;
          if (res.status >= 500) failures.push(`${shown} → HTTP ${res.status}`);
          for (const error of res.errors ?? []) if (error.extensions.code === "500") failures.push(`${shown} → '500' ${error.message}`);
          if (typeof value === "string" && value.length > MAX_STRING_ARGUMENT_LENGTH) {
            const error = firstError(res);
            if (error?.extensions.code !== "400" || error.extensions.field !== leaf.path.join(".")) {
              failures.push(`${shown} → ${JSON.stringify(error ?? res.data).slice(0, 200)} (expected '400' naming ${leaf.path.join(".")})`);
            } else longRefused += 1;
          }
        }
      }
    }
    console.info(`input sweep: ${sent} requests over ${rootFields(schema).length} operations, ${longRefused} overlong strings refused`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(1_000);
    expect(
      h.logs
        .lines()
        .filter((line) => line.level >= 50)
        .map((line) => line.msg),
    ).toEqual([]);
  }, 600_000);
});
