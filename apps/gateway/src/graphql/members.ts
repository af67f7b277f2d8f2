import { isRequired, MESSAGES } from "@xunlan/validation";
import { joinGuestBagAtSignIn } from "../flows/bag-merge";
import type { Member, Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";
import { setResponseCookie } from "../kernel/lib/request-scope";
import { enforceRateLimit } from "../modules/limits";
import type { WechatScope } from "../modules/members";
import {
  authenticate,
  bindMobile,
  clearedWechatStateCookie,
  completeLogin,
  consumeCaptcha,
  isAllowedRedirect,
  issueCaptcha,
  keptWechatStates,
  type LoginClient,
  loginAndBind,
  logout,
  MEMBER_MESSAGES,
  type MemberRow,
  requireMobile,
  resetPassword,
  SMS_CODE_TYPE,
  sendVerifyCode,
  updateMember,
  validateLoginArgs,
  wechatAuthorization,
  wechatIdentityForLogin,
  wechatLogin,
  wechatStateCookie,
} from "../modules/members";
import type { GatewayContext } from "./context";
import { requireMember } from "./viewer";

function loginClient(context: GatewayContext): LoginClient {
  return {
    presentedTokenId: context.viewer?.tokenId ?? null,
    presented: context.viewer,
    onPresentedRevoked: (viewer) => {
      context.guestTokens.revoked(viewer.tokenId, viewer.expiresAt);
      context.storedTokens.forget(viewer.tokenId);
    },
    cookieId: context.request.cookieId,
    channel: context.request.channel,
    joinGuestBag: joinGuestBagAtSignIn,
  };
}

/** spec §3 member profile from a row (nulls where unknown; never the password hash). */
export function toMemberProfile(row: MemberRow): Member {
  return {
    username: row.username,
    cellphone: row.cellphone,
    name: row.name,
    email: row.email,
    gender: row.gender,
    birthday: row.birthday,
    province: row.province,
    city: row.city,
    district: row.district,
    street: row.street,
    wechatNick: row.wechatNick,
    level: row.level,
    point: row.point,
    memberUid: row.memberUid,
    groupId: row.groupId,
    headImage: row.headImage,
    title: row.title,
    description: row.description,
    referedSource: row.referedSource,
    storeCreditBalance: Number(row.storeCreditBalance),
    preferedSize: row.preferedSize,
    height: row.height,
    weight: row.weight,
    memberQrcode: row.memberQrcode,
    registerChannel: row.registerChannel,
    wechatUnionId: row.wechatUnionId,
    wechatOpenId: row.wechatOpenId,
    hasPassword: row.passwordHash !== null,
    createdAt: row.createdAt,
  };
}

/** GraphQL resolvers of the members module (spec §7 member operations, §2 WeChat sign-in). */
export const memberResolvers: Resolvers = {
  Query: {
    member: async (_parent, _args, context) => {
      const viewer = requireMember(context);
      return toMemberProfile(await context.loaders.members.profile(viewer.memberUid));
    },
    // issue 21 §3: the state goes with this browser (HttpOnly cookie), to be checked on return.
    wechatQrUrl: (_parent, { redirectUri, scope }, context) => {
      const authorization = wechatAuthorization(context.members, redirectUri, scope ? (scope.toLowerCase() as WechatScope) : undefined);
      setResponseCookie(wechatStateCookie(authorization.state, keptWechatStates(context.request.cookieHeader), context.request.overTls));
      return authorization;
    },
    // issue 23 §1: wx.config for a storefront page (sharing, openAddress inside WeChat).
    wechatJsConfig: async (_parent, { url }, context) => {
      if (!url.trim() || url.length > 2048 || !isAllowedRedirect(url, context.members.storefrontOrigins)) {
        throw GatewayError.badRequest(MEMBER_MESSAGES.urlInvalid, "url");
      }
      const sdk = context.members.wechatJsSdk;
      if (!sdk) return null;
      try {
        return await sdk.configFor(url);
      } catch (err) {
        // WeChat refused the ticket (a wrong secret, the egress IP not whitelisted): the page works
        // without sharing and the address picker; the log says why.
        context.log.error({ err }, "wechat jsapi_ticket unavailable");
        return null;
      }
    },
  },
  Mutation: {
    getCaptcha: async (_parent, { type }, context) => {
      if (type != null && type !== 1) throw GatewayError.badRequest(MEMBER_MESSAGES.typeInvalid, "type");
      await enforceRateLimit(context.db, context.members.limits.rate, "captcha", context.request.clientIp, context.members.clock());
      const { captchaId, image, expiresAt, text } = await issueCaptcha(context.db, {
        now: context.members.clock(),
        render: context.members.renderCaptcha,
      });
      context.members.onCaptchaIssued?.(captchaId, text, expiresAt);
      return { captchaId, image, expiresAt };
    },

    getVerifyCode: async (_parent, args, context) => {
      const { members: deps, db } = context;
      const now = deps.clock();
      await enforceRateLimit(db, deps.limits.rate, "sms", context.request.clientIp, now);
      // spec §7: the captcha is used up by any attempt, before anything else is checked.
      const captchaOk = args.captchaId.trim() ? await consumeCaptcha(db, args.captchaId.trim(), args.captchaCode, now) : false;
      const mobile = requireMobile(args.username, "username");
      const purpose =
        args.type === SMS_CODE_TYPE.LOGIN
          ? "login"
          : args.type === SMS_CODE_TYPE.RESET_PASSWORD
            ? "reset"
            : args.type === SMS_CODE_TYPE.ORDER_LOOKUP
              ? "order"
              : args.type === SMS_CODE_TYPE.ARRIVAL_REMINDER
                ? "reminder"
                : null;
      if (!purpose) throw GatewayError.badRequest(MEMBER_MESSAGES.typeInvalid, "type");
      if (!isRequired(args.captchaCode)) throw GatewayError.badRequest(MESSAGES.imageCodeRequired, "captchaCode");
      if (!captchaOk) throw GatewayError.badRequest(MEMBER_MESSAGES.captchaInvalid, "captchaCode");
      const sent = await sendVerifyCode(db, deps.sms, deps.limits, {
        mobile,
        purpose,
        client: { cookieId: context.request.cookieId, clientIp: context.request.clientIp },
        now,
      });
      return { success: true, message: MESSAGES.smsSent, ...sent };
    },

    memberLogin: async (_parent, args, context) => {
      const { members: deps, db } = context;
      validateLoginArgs(args);
      await enforceRateLimit(db, deps.limits.rate, "login", context.request.clientIp, deps.clock());
      const authCode = args.authCode?.trim() || null;
      // The WeChat identity is checked before the SMS code is spent.
      const pending = authCode ? await wechatIdentityForLogin(db, deps, authCode, keptWechatStates(context.request.cookieHeader)) : null;
      const member = await authenticate(db, deps, args, context.request.clientIp);
      const client = loginClient(context);
      const now = deps.clock();
      const result = pending
        ? await loginAndBind(db, member, pending, client, now)
        : await db.transaction((tx) => completeLogin(tx, member, client, now));
      if (pending) setResponseCookie(clearedWechatStateCookie(context.request.overTls));
      context.log.info({ memberUid: member.memberUid, loginType: args.type, wechat: Boolean(pending) }, "member logged in");
      return result;
    },

    wechatLogin: async (_parent, { authCode, state }, context) => {
      const keptStates = keptWechatStates(context.request.cookieHeader);
      const outcome = await wechatLogin(context.db, context.members, { authCode, state, keptStates }, loginClient(context));
      if (outcome.login) {
        setResponseCookie(clearedWechatStateCookie(context.request.overTls));
        context.log.info({ memberUid: outcome.login.user.memberUid, wechat: true }, "member logged in");
      }
      return outcome;
    },

    bindMobile: async (_parent, args, context) => {
      const keptStates = keptWechatStates(context.request.cookieHeader);
      const result = await bindMobile(context.db, context.members, { ...args, keptStates }, loginClient(context));
      setResponseCookie(clearedWechatStateCookie(context.request.overTls));
      context.log.info({ memberUid: result.user.memberUid, wechat: true }, "wechat bound, member logged in");
      return result;
    },

    updateMember: async (_parent, args, context) => {
      const viewer = requireMember(context);
      return toMemberProfile(await updateMember(context.db, viewer.memberUid, args, context.members.clock()));
    },

    resetPassword: async (_parent, args, context) => {
      context.storedTokens.forgetMember(await resetPassword(context.db, context.members, args));
      context.log.info("member password reset");
      return { success: true };
    },

    memberLogout: async (_parent, _args, context) => {
      const viewer = requireMember(context);
      await logout(context.db, viewer.tokenId, context.members.clock());
      context.storedTokens.forget(viewer.tokenId);
      context.log.info({ memberUid: viewer.memberUid }, "member logged out");
      return { success: true };
    },
  },
};
