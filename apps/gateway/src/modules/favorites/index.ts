/** The favorites module's only entrance: what other modules, flows, resolvers and routes may use (docs/ARCHITECTURE.md, gateway layers). */
export type { FavoriteRow } from "./favorite-service";
export { addFavorite, deleteFavorite, favoriteIds, listFavorites, viewerFavoriteSet } from "./favorite-service";
