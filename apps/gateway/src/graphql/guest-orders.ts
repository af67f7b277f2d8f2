import { isRequired, MESSAGES, maskMobile } from "@xunlan/validation";
import type { Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";
import type { GuestTokenSigner } from "../modules/auth";
import { enforceRateLimit } from "../modules/limits";
import { assertSmsCode, requireMobile } from "../modules/members";
import { createGuestOrderTokens, type GuestOrderTokens, listGuestOrders, requireGuestOrder } from "../modules/orders";
import type { GatewayContext } from "./context";

const signers = new WeakMap<GuestTokenSigner, GuestOrderTokens>();

/** The guest order token signer of this gateway (its key derived from the guest-token secret). */
function guestOrderTokens(context: GatewayContext): GuestOrderTokens {
  let tokens = signers.get(context.guestTokens);
  if (!tokens) {
    tokens = createGuestOrderTokens(context.guestTokens.deriveKey("guest-order-token"));
    signers.set(context.guestTokens, tokens);
  }
  return tokens;
}

/** The mobile a guest order token proves; its reads count against the lookup limits too. */
async function tokenMobile(context: GatewayContext, token: string): Promise<string> {
  const now = context.members.clock();
  await enforceRateLimit(context.db, context.members.limits.rate, "guestOrder", context.request.clientIp, now);
  return guestOrderTokens(context).verify(token, now);
}

/**
 * spec §2 /guest-search-order and /guest-order-detail: a guest proves a mobile with an SMS code
 * (getVerifyCode type 5, after the image captcha) and gets a 30-minute token for that mobile's
 * orders only. An order number alone reveals nothing.
 */
export const guestOrderResolvers: Resolvers = {
  Query: {
    guestOrderList: async (_parent, args, context) =>
      listGuestOrders(context.db, await tokenMobile(context, args.token), { pageNumber: args.pageNumber, pageSize: args.pageSize }),
    guestOrderDetail: async (_parent, args, context) =>
      requireGuestOrder(context.db, await tokenMobile(context, args.token), args.orderNumber),
  },
  Mutation: {
    guestOrderVerify: async (_parent, args, context) => {
      const { db, members: deps } = context;
      const now = deps.clock();
      await enforceRateLimit(db, deps.limits.rate, "guestOrder", context.request.clientIp, now);
      const mobile = requireMobile(args.mobile, "mobile");
      if (!isRequired(args.code)) throw GatewayError.badRequest(MESSAGES.smsCodeRequired, "code");
      await assertSmsCode(db, deps.limits, { mobile, purpose: "order", code: args.code, now });
      const issued = guestOrderTokens(context).issue(mobile, now);
      context.log.info("guest order lookup verified");
      return { token: issued.token, expiresAt: issued.expiresAt, maskedMobile: maskMobile(mobile) };
    },
  },
};
