import type { Resolvers } from "../generated/resolvers-types";
import { getConfigSetting } from "../modules/config";

/** GraphQL resolvers of the config module (spec §7 configSetting). */
export const configResolvers: Resolvers = {
  Query: {
    configSetting: (_parent, args, context) => getConfigSetting(context.db, args.configKey),
  },
};
