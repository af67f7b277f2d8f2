import type { Resolvers } from "../generated/resolvers-types";
import { GatewayError } from "../kernel/errors";
import { enforceRateLimit } from "../modules/limits";
import { createUploadToken } from "../modules/storage";
import type { GatewayContext } from "./context";
import { requireViewer } from "./viewer";

/** How long a photo URL in a response stays valid. */
const PHOTO_URL_TTL_MS = 3_600_000;

function requireMember(context: GatewayContext): string {
  const viewer = requireViewer(context);
  if (viewer.kind !== "member" || !viewer.memberUid) throw GatewayError.forbidden("请先登录");
  return viewer.memberUid;
}

/** Uploads (spec §7 oss/getToken) and the photos of returns. Rules live in upload-service.ts. */
export const storageResolvers: Resolvers = {
  Mutation: {
    ossGetToken: async (_parent, args, context) => {
      const memberUid = requireMember(context);
      // Issue 21 item 7: each link lets 10 MB into storage; per member and per client.
      await enforceRateLimit(
        context.db,
        context.members.limits.rate,
        "uploadToken",
        context.request.clientIp,
        context.members.clock(),
        memberUid,
      );
      const token = await createUploadToken(
        context.db,
        context.storage.provider,
        { memberUid, purpose: args.purpose, contentType: args.contentType, size: args.size },
        context.members.clock(),
      );
      return {
        key: token.key,
        uploadUrl: token.url,
        method: token.method,
        headers: Object.entries(token.headers).map(([name, value]) => ({ name, value })),
        maxBytes: token.maxBytes,
        expiresAt: token.expiresAt,
      };
    },
  },
  AfterSale: {
    // Links only for the return's own member, bound to them in the signature (issue 21 §5).
    photos: (r, _args, context) => {
      const memberUid = r.memberUid;
      if (context.viewer?.kind !== "member" || context.viewer.memberUid !== memberUid) return [];
      const expiresAt = new Date(context.members.clock().getTime() + PHOTO_URL_TTL_MS);
      return r.photos.map((p) => ({
        url: context.storage.provider.signedGetUrl(p.key, expiresAt, memberUid),
        width: p.width,
        height: p.height,
      }));
    },
  },
};
