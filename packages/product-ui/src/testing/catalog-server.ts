// Test-only: api-client's schema-backed test server (the contract, real validation) with a
// small in-memory catalogue, on an ephemeral port.
import { type SchemaServer, startSchemaServer } from "@xunlan/api-client/testing";
import { GraphQLError } from "graphql";

function category(id: number, title: string, path: string, level: number, childs: unknown[] = [], enableAtWebsite = true) {
  const route = path.split("/").at(-1)!;
  return {
    id: String(id),
    parentId: null,
    title,
    path,
    sort: id,
    description: null,
    bigCardInterval: null,
    shareImg: null,
    enable: true,
    enableAtWebsite,
    category_route: route,
    level,
    childs,
  };
}

const VISIBLE_TREE = [
  category(1, "男子", "men", 1, [category(2, "鞋类", "men/shoes", 2, [category(3, "跑步鞋", "men/shoes/running", 3)])]),
];
const HIDDEN = category(9, "员工内购", "employee-sale", 1, [], false);

interface FixtureColour {
  id: string;
  productId: string;
  productSlug: string;
  styleSlug: string;
  styleSku: string;
  price: number;
  colorNameCn: string;
  usSizes: string[];
}

/** 20 colours of 10 styles in men/shoes/running, prices 100…1050; ids 1–20. */
export const FIXTURE_COLOURS: FixtureColour[] = Array.from({ length: 20 }, (_, i) => {
  const style = Math.floor(i / 2) + 1;
  const colour = (i % 2) + 1;
  return {
    id: String(i + 1),
    productId: `XLT${style}-00${colour}`,
    productSlug: `style-${style}-c${colour}`,
    styleSlug: `style-${style}`,
    styleSku: `XLT${style}`,
    // Not in id order, so sorting is visible.
    price: 100 + ((i * 7) % 20) * 50,
    colorNameCn: colour === 1 ? "黑" : "白",
    usSizes: i % 3 === 0 ? ["8", "9"] : ["9", "10"],
  };
});

function sizesOf(colour: FixtureColour) {
  return colour.usSizes.map((us, index) => ({
    id: `${colour.id}-${index}`,
    label: String(40 + index),
    ean: `69${colour.id.padStart(4, "0")}${index}`,
    usSize: us,
    cnSize: String(250 + index * 5),
    euSize: null,
    productId: colour.productId,
    productSlug: colour.productSlug,
    saleableQty: index === 0 ? 0 : 10,
    sizeDisplay: {
      primary: String(250 + index * 5),
      unit: "中国码",
      equivalents: [`US ${us}`, `EU ${40 + index}`],
      text: `中国码 ${250 + index * 5} · US ${us} · EU ${40 + index}`,
    },
  }));
}

function colourObject(colour: FixtureColour): Record<string, unknown> {
  const siblings = FIXTURE_COLOURS.filter((other) => other.styleSku === colour.styleSku);
  return {
    ...colour,
    colorName: colour.colorNameCn === "黑" ? "Black" : "White",
    colorHex: ["#000000"],
    gender: "men",
    productName: `Test Run ${colour.styleSku}`,
    slashPrice: null,
    pdpSort: 1,
    sort: 1,
    purchaseLimit: 2,
    measurementImage: null,
    measurementDesc: null,
    isFavorite: false,
    preview: false,
    publish: true,
    enableAtWebsite: true,
    enableAtWcmp: true,
    searchKeywords: "",
    availableFrom: "2026-01-01T00:00:00.000Z",
    sizeChartId: "1",
    sizeChartData: null,
    sizeChart: null,
    productTag: null,
    productColorLang: { colorName: "Black", colorNameCn: colour.colorNameCn, filterAttributes: { us_size: colour.usSizes } },
    photoShootModel: null,
    productSizes: sizesOf(colour),
    productAssets: [
      {
        localUrl: `/images/products/${colour.productSlug}/2.jpg`,
        isVideo: false,
        posterUrl: null,
        angle: "side",
        enable: true,
        sort: 2,
        isGlobal: false,
      },
      {
        localUrl: `/images/products/${colour.productSlug}/1.jpg`,
        isVideo: false,
        posterUrl: null,
        angle: "top",
        enable: true,
        sort: 1,
        isGlobal: false,
      },
    ],
    colorSelectorImage: `/images/products/${colour.productSlug}/0.jpg`,
    cardImage: `/images/products/${colour.productSlug}/1.jpg`,
    productStyle: () => styleObject(colour.styleSku),
    __siblings: siblings,
  };
}

function styleObject(styleSku: string) {
  const colours = FIXTURE_COLOURS.filter((colour) => colour.styleSku === styleSku);
  const first = colours[0]!;
  return {
    id: styleSku,
    name: `Test Run ${styleSku}`,
    styleSku,
    styleSlug: first.styleSlug,
    styleDisplayNameCn: `测试跑鞋 ${styleSku}`,
    styleDisplayNameCn2: "",
    styleShortDescriptionCn: "短描述",
    styleDescriptionCn: "描述",
    styleMetaTitleCn: `测试跑鞋 ${styleSku} | 迅岚`,
    styleMetaDescriptionCn: "元描述",
    styleProductType: "Shoes",
    styleProductSubType: "running",
    sizeRecomandation: "",
    styleGroupGender: "men",
    price: first.price,
    peerStyleSku: [],
    productColors: colours.map(colourObject),
  };
}

/** Filter codes the fake's facets know (the listing's filter panel offers only these). */
const FILTER_CODES = new Set(["us_size"]);

/** A running catalogue test server (calls recorded by root field, with arguments). */
export type CatalogTestServer = SchemaServer;

/** Starts the server; `await server.close()` in afterAll. */
export function startCatalogServer(): Promise<CatalogTestServer> {
  const find = (key: string) => FIXTURE_COLOURS.find((c) => c.id === key || c.productId === key || c.productSlug === key);

  return startSchemaServer({
    Query: {
      productCategories: (_root: unknown, args: { includeHidden?: boolean }) => {
        return args.includeHidden ? [...VISIBLE_TREE, HIDDEN] : VISIBLE_TREE;
      },
      searchProductColors: (_root: unknown, args: Record<string, unknown>) => {
        const pageNumber = (args.pageNumber as number) ?? 1;
        const pageSize = (args.pageSize as number) ?? 9;
        let list = args.categoryPath === "men/shoes/running" || args.categoryPath == null ? [...FIXTURE_COLOURS] : [];
        const filters = (args.filters as Array<{ filter_code: string; filter_value: string[] }> | null) ?? [];
        for (const filter of filters.filter((f) => f.filter_value.length > 0)) {
          // as the gateway's search service: a code its facets do not know is a '400', not ignored
          if (!FILTER_CODES.has(filter.filter_code)) {
            throw new GraphQLError("不支持的筛选条件", { extensions: { field: "filters", code: "400", statusCode: 400 } });
          }
          if (filter.filter_code === "us_size") list = list.filter((c) => c.usSizes.some((s) => filter.filter_value.includes(s)));
        }
        if (args.sortBy === "price")
          list.sort((a, b) => (args.sortDirection === "desc" ? b.price - a.price : a.price - b.price) || Number(a.id) - Number(b.id));
        const page = list.slice((pageNumber - 1) * pageSize, pageNumber * pageSize);
        return {
          productColorIds: page.map((c) => c.id),
          productColors: page.map(colourObject),
          count: list.length,
          pageNumber,
          pageSize,
          filters: [
            { filter_code: "us_size", filter_label: "尺码", filter_value: ["8", "9", "10"].map((v) => ({ value: v, label: v, count: 1 })) },
          ],
        };
      },
      productColors: (_root: unknown, args: { ids: string[] }) => {
        return args.ids
          .map(find)
          .filter((c): c is FixtureColour => Boolean(c))
          .map(colourObject);
      },
      productColor: (_root: unknown, args: { productSlug: string }) => {
        const colour = find(args.productSlug);
        return colour ? colourObject(colour) : null;
      },
      productStyle: (_root: unknown, args: { styleSku?: string; styleSlug?: string }) => {
        const colour = FIXTURE_COLOURS.find((c) => (args.styleSlug ? c.styleSlug === args.styleSlug : c.styleSku === args.styleSku));
        return colour ? styleObject(colour.styleSku) : null;
      },
      skuStock: (_root: unknown, args: { primaryId: string; type: string }) => {
        const colour = find(args.primaryId);
        return colour
          ? sizesOf(colour).map((size, index) => ({
              sku: size.ean,
              qty: index + 2,
              storeCode: "XLWH01",
              lockQty: 0,
              saleableQty: index + 2,
            }))
          : [];
      },
      sizeChart: (_root: unknown, args: { id: string }) => {
        return args.id === "1"
          ? {
              id: "1",
              code: "shoes-men",
              title: "男子鞋码",
              productType: "Shoes",
              gender: "men",
              columns: [
                { key: "cn", label: "CN" },
                { key: "us", label: "US" },
              ],
              rows: [{ cn: 250, us: "8" }],
              note: "",
            }
          : null;
      },
    },
    Mutation: {
      webAuthorization: () => ({ token: "guest-token", expiresAt: "2026-01-08T00:00:00.000Z" }),
    },
  });
}
