import { readdirSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { resolveContentDir } from "../src/http/content";
import type { DatabaseHandle } from "../src/kernel/db";
import { seedCatalogue } from "../src/modules/catalog/seed/catalogue";
import { createGateway } from "../src/server";
import { createTestDatabase } from "./support/database";
import { type FetchHandler, gql } from "./support/graphql";
import { createCapturingLogger } from "./support/logs";

// The committed content documents (@xunlan/cms-content's documents folder, as the gateway serves
// it) against the seeded demo catalogue: every product they name must exist and be on sale on
// the website, or the storefront silently fills the rail from the category instead.

const COLORS = /* GraphQL */ `
  query Colors($ids: [ID!]!) {
    productColors(ids: $ids) { productId enableAtWebsite publish }
  }
`;
const STYLE = /* GraphQL */ `
  query Style($styleSku: String) {
    productStyle(styleSku: $styleSku) { styleSku productColors { productId } }
  }
`;

/** Keys under which content documents name catalogue product colours (recmd, rails, collections). */
const PRODUCT_ID_KEYS = new Set(["product_id", "productId", "productIds"]);

/** Every product id anywhere in a document, with the JSON path it was found at. */
function productIdsIn(value: unknown, path = "$"): Array<{ id: string; path: string }> {
  if (Array.isArray(value)) return value.flatMap((item, i) => productIdsIn(item, `${path}[${i}]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => {
    if (!PRODUCT_ID_KEYS.has(key)) return productIdsIn(child, `${path}.${key}`);
    const ids = Array.isArray(child) ? child : [child];
    return ids.map((id, i) => ({ id: String(id), path: Array.isArray(child) ? `${path}.${key}[${i}]` : `${path}.${key}` }));
  });
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe("committed content documents reference the seeded catalogue", () => {
  let database: DatabaseHandle;
  let gateway: FetchHandler;
  const contentDir = resolveContentDir(undefined);
  const publishDir = join(contentDir ?? "", "json", "publish");
  const documentPaths = contentDir
    ? walk(publishDir)
        .filter((file) => file.endsWith(".json"))
        .map((file) => relative(publishDir, file).split(sep).join("/"))
        .sort()
    : [];

  beforeAll(async () => {
    database = await createTestDatabase();
    await seedCatalogue(database.db);
    gateway = createGateway({ db: database.db, logger: createCapturingLogger().logger, contentDir, nodeEnv: "test" });
  });
  afterAll(async () => {
    await database?.close();
  });

  /** A document as the gateway serves it (GET /json/publish/…). */
  const served = async (path: string): Promise<unknown> => {
    const res = await gateway.fetch(new Request(`http://gateway.test/json/publish/${path}`));
    expect({ path, status: res.status }).toEqual({ path, status: 200 });
    return res.json();
  };

  it("finds the documents folder of @xunlan/cms-content", () => {
    expect(contentDir).not.toBeNull();
    expect(documentPaths).toContain("recmd.json");
    expect(documentPaths).toContain("index.json");
  });

  it("every product id in a document is a website-visible, published colour", async () => {
    const references: Array<{ id: string; where: string }> = [];
    for (const path of documentPaths) {
      for (const ref of productIdsIn(await served(path))) references.push({ id: ref.id, where: `${path} ${ref.path}` });
    }
    // recmd, the home rails and the collections all name products: a regression to zero would hide rot.
    expect(new Set(references.map((ref) => ref.where.split(" ")[0])).size).toBeGreaterThanOrEqual(4);

    const ids = [...new Set(references.map((ref) => ref.id))];
    const found = new Map<string, { enableAtWebsite: boolean; publish: boolean }>();
    for (let i = 0; i < ids.length; i += 100) {
      const res = await gql<{ productColors: Array<{ productId: string; enableAtWebsite: boolean; publish: boolean }> }>(gateway, COLORS, {
        variables: { ids: ids.slice(i, i + 100) },
      });
      expect(res.errors).toBeUndefined();
      for (const colour of res.data!.productColors) found.set(colour.productId, colour);
    }
    const broken = references
      .filter((ref) => {
        const colour = found.get(ref.id);
        return !colour || !colour.enableAtWebsite || !colour.publish;
      })
      .map((ref) => `${ref.where}: ${ref.id} ${found.has(ref.id) ? "is hidden" : "does not exist"}`);
    expect(broken).toEqual([]);
    // Product ids, not row ids: a row id would silently point at another colour after a reseed.
    expect(ids.filter((id) => !/^XL\d{2}[A-Z]{2}\d{4}-\d{3}$/.test(id))).toEqual([]);
  });

  it("every pdp/{code} document is keyed by the styleSku of a style with visible colours", async () => {
    const codes = documentPaths.filter((path) => path.startsWith("pdp/")).map((path) => path.slice("pdp/".length, -".json".length));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const res = await gql<{ productStyle: { styleSku: string; productColors: unknown[] } | null }>(gateway, STYLE, {
        variables: { styleSku: code },
      });
      expect(res.errors).toBeUndefined();
      const style = res.data!.productStyle;
      expect({ code, visibleColours: (style?.productColors.length ?? 0) > 0 }).toEqual({ code, visibleColours: true });
    }
  });

  it("every /explore/collection/{id} link has a collection document", async () => {
    const links = new Set<string>();
    for (const path of documentPaths) {
      for (const match of JSON.stringify(await served(path)).matchAll(/\/explore\/collection\/([a-z0-9-]+)/g)) links.add(match[1]!);
    }
    expect(links.size).toBeGreaterThan(0);
    expect([...links].filter((id) => !documentPaths.includes(`collection/${id}.json`))).toEqual([]);
  });
});
