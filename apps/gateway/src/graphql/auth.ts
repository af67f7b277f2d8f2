import type { Resolvers } from "../generated/resolvers-types";

/**
 * GraphQL resolvers of the auth module (spec §6, §7 webAuthorization). A guest token is signed,
 * not stored (see guest-token.ts): issuing one is an HMAC and a log line — no database write and
 * no counter (issue 21 §1). It used to count against a per-address limit (120 a minute), which
 * protected nothing (every limit that guards work for the store keys on the client's address, not
 * on its token) and turned the 121st shopper behind one carrier-grade NAT address into an error.
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
