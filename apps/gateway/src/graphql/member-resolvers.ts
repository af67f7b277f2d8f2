import type { Resolvers } from "../generated/resolvers-types";
import { addressResolvers } from "./addresses";
import { favoriteResolvers } from "./favorites";
import { memberResolvers } from "./members";

/** The resolvers of members, addresses and favourites (one line in src/modules/index.ts). */
export const memberModuleResolvers: readonly Resolvers[] = [memberResolvers, addressResolvers, favoriteResolvers];
