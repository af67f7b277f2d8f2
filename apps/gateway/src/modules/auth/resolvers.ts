import type { Resolvers } from "../../generated/resolvers-types";

/**
 * GraphQL resolvers of the auth module (spec §6, §7 webAuthorization). A guest token is signed,
 * not stored (see guest-token.ts): rendering a page for a new visitor writes nothing.
 */
export const authResolvers: Resolvers = {
  Mutation: {
    webAuthorization: (_parent, _args, context) => {
      const issued = context.guestTokens.issue();
      context.log.info({ tokenId: issued.tokenId }, "guest token issued");
      return { token: issued.token, expiresAt: issued.expiresAt };
    },
  },
};
