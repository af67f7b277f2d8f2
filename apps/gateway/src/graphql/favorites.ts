import type { MemberFavorite, Resolvers } from "../generated/resolvers-types";
import { addFavorite, deleteFavorite, type FavoriteRow, listFavorites } from "../modules/favorites";
import { requireMember } from "./viewer";

const toFavorite = (row: FavoriteRow): MemberFavorite => ({ ...row, id: String(row.id) });

/** GraphQL resolvers of favourites (spec §3 favourite, §4 toggle, §7). */
export const favoriteResolvers: Resolvers = {
  Query: {
    memberProductFavoriteList: async (_parent, args, context) => {
      const viewer = requireMember(context);
      const page = await listFavorites(context.db, viewer.memberUid, args);
      return { ...page, items: page.items.map(toFavorite) };
    },
    memberFavoriteIds: async (_parent, _args, context) => {
      const viewer = requireMember(context);
      return { favPids: await context.loaders.members.favoriteIds(viewer.memberUid) };
    },
  },
  Mutation: {
    addMemberProductFavorite: async (_parent, { productId }, context) => {
      const viewer = requireMember(context);
      const row = await addFavorite(context.db, viewer.memberUid, productId, context.members.productExists, context.members.clock());
      return toFavorite(row);
    },
    deleteMemberProductFavorite: async (_parent, { productId }, context) => {
      const viewer = requireMember(context);
      await deleteFavorite(context.db, viewer.memberUid, productId);
      return { success: true };
    },
  },
};
