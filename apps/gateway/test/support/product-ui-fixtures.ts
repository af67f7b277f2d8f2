// The catalogue fixture of @xunlan/product-ui's tests and stories, recorded from this gateway: the
// demo catalogue seeded into an in-memory PGlite, asked through api-client's generated operations
// (the documents product-ui's query factories send) by a real api client. The script
// scripts/product-ui-fixtures.ts writes it; test/product-ui-fixtures.test.ts fails when the
// committed file differs, so a schema, operation or seed change cannot leave it stale.
import { fileURLToPath } from "node:url";
import {
  createApiClient,
  createMemoryTokenStore,
  ProductCategoriesDocument,
  ProductStyleDocument,
  SearchProductColorsDocument,
  SizeChartDocument,
  SkuStockDocument,
  type TypedDocumentString,
} from "@xunlan/api-client";
import { SEARCH_PAGE_SIZE } from "@xunlan/validation";
import { seedCatalogue } from "../../src/modules/catalog/seed/catalogue";
import { createGateway } from "../../src/server";
import { createTestDatabase } from "./database";
import type { FetchHandler } from "./graphql";
import { createCapturingLogger } from "./logs";

/** The committed fixture: product-ui's src/test/generated/catalog.ts. */
export const PRODUCT_UI_FIXTURE_PATH = fileURLToPath(
  new URL("../../../../packages/product-ui/src/test/generated/catalog.ts", import.meta.url),
);

/** How to rewrite the fixture (named in the file header and in the drift test's failure). */
export const REGENERATE_COMMAND = "pnpm --filter @xunlan/gateway fixtures:product-ui";

/** The listing the cards and filters come from (spec §2 /explore/men/shoes/running). */
const LISTING_PATH = "men/shoes/running";

interface Recording {
  /** Export name in the generated module. */
  name: string;
  /** api-client's result type of the operation. */
  type: string;
  operation: string;
  variables: Record<string, unknown>;
  /** JSDoc of the export. */
  doc: string;
  data: unknown;
}

/**
 * Runs product-ui's catalogue operations against `gateway` (seeded with the demo catalogue) and
 * returns the fixture module's source. Throws when the listing holds no colour the product page
 * tests need (other colours, peer styles, a size chart, sold-out and in-stock sizes).
 */
export async function recordProductUiFixtures(gateway: FetchHandler): Promise<string> {
  const api = createApiClient({
    endpoint: "http://gateway.test/graphql",
    tokenStore: createMemoryTokenStore(),
    getWindowWidth: () => 1440,
    logger: { warn: () => {} },
    fetch: async (input, init) => gateway.fetch(new Request(input, init)),
  });
  const recordings: Recording[] = [];
  async function record<TResult, TVariables extends Record<string, unknown>>(
    name: string,
    type: string,
    document: TypedDocumentString<TResult, TVariables>,
    variables: TVariables,
    doc: string,
  ): Promise<TResult> {
    const data = await api.request(document, ...([variables] as never as [TVariables]));
    const operation = /(?:query|mutation)\s+(\w+)/.exec(document.toString())?.[1] ?? "";
    recordings.push({ name, type, operation, variables, doc, data });
    return data;
  }

  // The first page exactly as product-ui's listing asks for it (searchProductColorsInfiniteQueryOptions).
  const listingVariables = {
    pageNumber: 1,
    pageSize: SEARCH_PAGE_SIZE,
    keyword: null,
    categoryPath: LISTING_PATH,
    productCategoryId: null,
    includeHidden: false,
    sortBy: null,
    sortDirection: null,
    filters: null,
  };
  await record(
    "listingPage",
    "SearchProductColorsQuery",
    SearchProductColorsDocument,
    listingVariables,
    `The first page of /explore/${LISTING_PATH}: its cards and the facets of the whole listing.`,
  );

  // The product page's colour: the first of the listing (all of it, not recorded) whose style has
  // more colours, with a size chart and both sold-out and well-stocked sizes (the pickers' states).
  const { searchProductColors: all } = await api.request(SearchProductColorsDocument, { ...listingVariables, pageSize: 100 });
  let chosen: { styleSlug: string; productSlug: string; productId: string; sizeChartId: string } | undefined;
  for (const card of all.productColors.filter((candidate) => candidate.productStyle.productColors.length > 1)) {
    const { productStyle } = await api.request(ProductStyleDocument, { styleSlug: card.styleSlug });
    const colour = productStyle?.productColors.find((candidate) => candidate.productSlug === card.productSlug);
    if (!colour?.sizeChartId || (productStyle?.peerStyleSku.length ?? 0) === 0) continue;
    const { skuStock } = await api.request(SkuStockDocument, { primaryId: colour.productId, type: "product" });
    const quantities = skuStock.map((row) => row.saleableQty);
    if (quantities.includes(0) && quantities.some((qty) => qty > 3)) {
      chosen = { styleSlug: card.styleSlug, productSlug: colour.productSlug, productId: colour.productId, sizeChartId: colour.sizeChartId };
      break;
    }
  }
  if (!chosen)
    throw new Error(`product-ui fixtures: no colour of ${LISTING_PATH} has other colours, peer styles, a size chart and mixed stock`);

  await record(
    "productStylePage",
    "ProductStyleQuery",
    ProductStyleDocument,
    { styleSlug: chosen.styleSlug },
    `The style of the product page /products/${chosen.styleSlug}/${chosen.productSlug}, every colour with its sizes.`,
  );
  await record(
    "productStock",
    "SkuStockQuery",
    SkuStockDocument,
    { primaryId: chosen.productId, type: "product" },
    `The online stock of every size of ${chosen.productSlug} (the product page merges it into the sizes).`,
  );
  await record(
    "sizeChartOfColour",
    "SizeChartQuery",
    SizeChartDocument,
    { id: chosen.sizeChartId },
    `The size chart of ${chosen.productSlug}.`,
  );
  await record(
    "categoryTree",
    "ProductCategoriesQuery",
    ProductCategoriesDocument,
    { includeHidden: false },
    "The visible category tree (menus, sub-navigation, breadcrumbs).",
  );

  return renderModule(recordings);
}

/** Seeds a fresh in-memory PGlite with the demo catalogue and records the fixture from a gateway on it. */
export async function recordFromSeededGateway(): Promise<string> {
  const handle = await createTestDatabase();
  try {
    await seedCatalogue(handle.db);
    return await recordProductUiFixtures(
      createGateway({ db: handle.db, logger: createCapturingLogger().logger, contentDir: null, nodeEnv: "test" }),
    );
  } finally {
    await handle.close();
  }
}

function renderModule(recordings: Recording[]): string {
  const types = [...new Set(recordings.map((recording) => recording.type))].toSorted();
  const lines = [
    "// Generated from the gateway's seeded demo catalogue by apps/gateway/test/support/product-ui-fixtures.ts:",
    "// do not edit. Regenerate with",
    `//   ${REGENERATE_COMMAND}`,
    "// apps/gateway/test/product-ui-fixtures.test.ts fails while this file differs from what the gateway answers.",
    `import type { ${types.join(", ")} } from "@xunlan/api-client";`,
  ];
  for (const recording of recordings) {
    lines.push(
      "",
      `/** ${recording.doc} ${recording.operation} ${JSON.stringify(recording.variables)} */`,
      `export const ${recording.name}: ${recording.type} = ${format(recording.data, "")};`,
    );
  }
  return `${lines.join("\n")}\n`;
}

/** JSON with objects and arrays on one line when they fit in {@link LINE}, so the file stays short and diffs stay readable. */
const LINE = 120;

function format(value: unknown, indent: string): string {
  const flat = JSON.stringify(value);
  if (value === null || typeof value !== "object" || indent.length + flat.length <= LINE) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) return `[\n${value.map((item) => `${inner}${format(item, inner)}`).join(",\n")}\n${indent}]`;
  const entries = Object.entries(value).map(([key, item]) => `${inner}${JSON.stringify(key)}: ${format(item, inner)}`);
  return `{\n${entries.join(",\n")}\n${indent}}`;
}
