import { CUSTOMER_SERVICE_ABSENT_MESSAGE } from "../flows/brand-systems";
import type { Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";
import { suggestKeywords } from "../modules/catalog";
import {
  addArrivalReminder,
  clearSearchHistory,
  getLatestView,
  getStoreStockData,
  listSearchHistory,
  memberShareQrCode,
  saveLatestView,
  saveSearchHistory,
  sendCustomerServiceMessage,
  subscribeMobile,
} from "../modules/engagement";
import { type RateAction, rateLimiter } from "../modules/limits";
import type { GatewayContext } from "./context";
import { requireMember, requireViewer } from "./viewer";

/** The request's limiter of `action` (issue 21 item 7). */
const limiterOf = (context: GatewayContext, action: RateAction) =>
  rateLimiter(context.db, context.members.limits.rate, action, context.request.clientIp, context.members.clock());

/** GraphQL resolvers of search history, recently viewed, store stock, sharing, subscription and customer service. */
const now = (context: GatewayContext) => context.members.clock();

export const engagementResolvers: Resolvers = {
  Query: {
    searchSuggestions: (_parent, args, context) => {
      const limit = args.limit ?? 10;
      if (!Number.isInteger(limit) || limit < 1 || limit > 10) throw GatewayError.badRequest("数量必须在 1 到 10 之间", "limit");
      if (args.keyword.length > 100) throw GatewayError.badRequest("搜索关键字不能超过 100 个字符", "keyword");
      return suggestKeywords(context.db, args.keyword, limit);
    },
    searchHistory: (_parent, _args, context) => listSearchHistory(context.db, requireMember(context).memberUid),
    getLatestView: (_parent, args, context) => getLatestView(context.db, requireMember(context).memberUid, args.pageSize ?? 12),
    // Store stock is the retail POS's: with RETAIL_PROVIDER=none no store is claimed to hold any.
    getStoreStockData: (_parent, args, context) => (context.systems.retail === "none" ? [] : getStoreStockData(context.db, args)),
    memberShareQrCode: async (_parent, args, context) => {
      const member = requireMember(context);
      await limiterOf(context, "shareQrCode")(member.memberUid);
      const origin = context.members.storefrontOrigins[0] ?? "http://localhost:3000";
      return memberShareQrCode({ origin, page: args.page, args: args.args, memberUid: member.memberUid });
    },
  },
  Mutation: {
    addSmsProductArrivalReminder: async (_parent, args, context) => {
      const viewer = requireViewer(context);
      const memberUid = viewer.kind === "member" && viewer.memberUid ? viewer.memberUid : null;
      // A member's own cellphone was proven at sign-in; any other mobile needs a code.
      const memberMobile = memberUid ? (await context.loaders.members.profile(memberUid)).cellphone : null;
      return addArrivalReminder(
        context.db,
        { ean: args.ean, mobile: args.mobile, code: args.code, memberUid, memberMobile, now: now(context) },
        rateLimiter(context.db, context.members.limits.rate, "arrivalReminder", context.request.clientIp, now(context)),
        context.members.limits,
      );
    },
    saveSearchHistory: (_parent, args, context) => saveSearchHistory(context.db, requireMember(context).memberUid, args.keyword),
    clearSearchHistory: (_parent, _args, context) => clearSearchHistory(context.db, requireMember(context).memberUid),
    saveLatestView: (_parent, args, context) => saveLatestView(context.db, requireMember(context).memberUid, args.productId),
    memberSubscribe: (_parent, args, context) => {
      const viewer = requireViewer(context);
      return subscribeMobile(
        context.db,
        { ...args, memberUid: viewer.kind === "member" ? (viewer.memberUid ?? null) : null },
        limiterOf(context, "subscribe"),
      );
    },
    sendCustomerServiceMessage: (_parent, args, context) => {
      const viewer = requireViewer(context);
      // CUSTOMER_SERVICE_PROVIDER=none: nothing is stored for nobody to answer.
      if (context.systems.customerService === "none") throw GatewayError.notFound(CUSTOMER_SERVICE_ABSENT_MESSAGE);
      return sendCustomerServiceMessage(
        context.db,
        context.customerService,
        { ...args, memberUid: viewer.kind === "member" ? (viewer.memberUid ?? null) : null },
        context.members.clock(),
        limiterOf(context, "customerService"),
      );
    },
  },
};
