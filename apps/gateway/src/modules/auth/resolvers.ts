import type { Resolvers } from "../../generated/resolvers-types";
import { issueGuestToken } from "./token-service";

/** GraphQL resolvers of the auth module (spec §6, §7 webAuthorization). */
export const authResolvers: Resolvers = {
  Mutation: {
    webAuthorization: async (_parent, _args, context) => {
      const issued = await issueGuestToken(context.db, {
        channel: context.request.channel,
        cookieId: context.request.cookieId,
      });
      context.log.info({ tokenId: issued.tokenId }, "guest token issued");
      return { token: issued.token, expiresAt: issued.expiresAt };
    },
  },
};
