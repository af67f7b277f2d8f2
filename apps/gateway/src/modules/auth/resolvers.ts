import type { Resolvers } from "../../generated/resolvers-types";
import { enforceRateLimit } from "../limits/rate-limits";

/**
 * GraphQL resolvers of the auth module (spec §6, §7 webAuthorization). A guest token is signed,
 * not stored (see guest-token.ts): rendering a page for a new visitor writes nothing.
 */
export const authResolvers: Resolvers = {
  Mutation: {
    webAuthorization: async (_parent, _args, context) => {
      // Signing is free, but a flood of tokens is a flood of identities for the other limits.
      await enforceRateLimit(context.db, context.members.limits.rate, "guestToken", context.request.clientIp, context.members.clock());
      const issued = context.guestTokens.issue();
      context.log.info({ tokenId: issued.tokenId }, "guest token issued");
      return { token: issued.token, expiresAt: issued.expiresAt };
    },
  },
};
