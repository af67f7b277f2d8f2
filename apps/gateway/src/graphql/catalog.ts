import type { Resolvers } from "../generated/resolvers-types";
import {
  getProductColorBySlug,
  getProductColorsByIds,
  getProductStyle,
  getSizeChart,
  getSkuStock,
  listCategoryTree,
  listStores,
  loadSizeConversions,
  productSizeDisplay,
  SORT_OPTIONS,
  searchProductColors,
} from "../modules/catalog";
import { viewerFavoriteSet } from "../modules/favorites";
import type { GatewayContext } from "./context";

/** GraphQL resolvers of the catalog module (spec §3, §7 productCategories, search, products, stock, stores). */
export const catalogResolvers: Resolvers = {
  Query: {
    productCategories: (_parent, args, context) =>
      listCategoryTree(context.db, { includeHidden: args.includeHidden ?? false, withProductsOnly: true }),
    searchProductColors: (_parent, args, context) => {
      if (args.distinctId) context.log.debug({ distinctId: args.distinctId }, "searchProductColors");
      return searchProductColors(context.db, args);
    },
    productColors: (_parent, args, context) => getProductColorsByIds(context.db, args.ids),
    productColor: (_parent, args, context) => getProductColorBySlug(context.db, args.productSlug),
    productStyle: (_parent, args, context) => getProductStyle(context.db, args),
    skuStock: (_parent, args, context) => getSkuStock(context.db, args.primaryId, args.type),
    storeList: (_parent, args, context) => listStores(context.db, args),
    sizeChart: (_parent, args, context) => getSizeChart(context.db, args.id),
    productSortOptions: () => SORT_OPTIONS.map((o) => ({ ...o })),
  },
  ProductCategory: {
    category_route: (node) => node.route,
  },
  ProductSize: {
    // issue 13: how the size reads, from the size conversion table (as on chips, charts and the help guide).
    sizeDisplay: async (size, _args, context) => productSizeDisplay(await loadSizeConversions(context.db), size),
  },
  SearchProductColorsResult: {
    filters: (result) => result.filters(),
    // The page's cards in the same call as its ids (issue 11: one round trip per listing page).
    productColors: (result, _args, context) => getProductColorsByIds(context.db, result.productColorIds),
  },
  ProductStyle: {
    peerStyleSku: (style, _args, context) => context.loaders.catalog.peersByStyleId.load(style.id),
    productColors: (style, _args, context) => context.loaders.catalog.colorsByStyleId.load(style.id),
  },
  ProductColor: {
    styleSlug: async (color, _args, context) => (await styleOf(color.styleId, context)).styleSlug,
    styleSku: async (color, _args, context) => (await styleOf(color.styleId, context)).styleSku,
    productStyle: (color, _args, context) => styleOf(color.styleId, context),
    categoryPath: (color, _args, context) => context.loaders.catalog.categoryPathByColorId.load(color.id),
    // spec §3/§4: true for the logged-in member's favourites (guests: always false).
    isFavorite: async (color, _args, context) => (await viewerFavoriteSet(context)).has(color.productId),
    productTag: (color) => (color.tagName ? { tagName: color.tagName } : null),
    productColorLang: (color) => ({
      colorName: color.colorName,
      colorNameCn: color.colorNameCn,
      filterAttributes: color.filterAttributes,
    }),
    productSizes: (color, _args, context) => context.loaders.catalog.sizesByColorId.load(color.id),
    productAssets: (color, _args, context) => context.loaders.catalog.assetsByColorId.load(color.id),
    sizeChart: (color, _args, context) =>
      color.sizeChartId === null ? null : context.loaders.catalog.sizeChartById.load(color.sizeChartId),
    sizeChartData: async (color, _args, context) => {
      if (color.sizeChartId === null) return null;
      const chart = await context.loaders.catalog.sizeChartById.load(color.sizeChartId);
      return chart ? { title: chart.title, columns: chart.columns, rows: chart.rows, note: chart.note } : null;
    },
  },
  Stock: {
    store: (row, _args, context) => context.loaders.catalog.storeByCode.load(row.storeCode),
  },
};

async function styleOf(styleId: number, context: GatewayContext) {
  const style = await context.loaders.catalog.styleById.load(styleId);
  // product_colors.style_id is a foreign key: a missing style is a broken database.
  if (!style) throw new Error(`product style ${styleId} missing`);
  return style;
}
