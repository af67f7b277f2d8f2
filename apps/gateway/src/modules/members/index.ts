import type { Resolvers } from "../../generated/resolvers-types";
import { addressResolvers } from "../addresses/resolvers";
import { favoriteResolvers } from "../favorites/resolvers";
import { memberResolvers } from "./resolvers";

/** The resolvers of members, addresses and favourites (one line in src/modules/index.ts). */
export const memberModuleResolvers: readonly Resolvers[] = [memberResolvers, addressResolvers, favoriteResolvers];
