import { randomUUID } from "node:crypto";
import { beijingDayKey } from "@xunlan/validation";
import { and, eq, gte, inArray, isNull } from "drizzle-orm";
import sharp, { type OutputInfo } from "sharp";
import type { Database } from "../../kernel/db";
import { uploads } from "../../kernel/db/schema";
import { GatewayError } from "../../kernel/errors";
import { ownValue } from "../../kernel/lib/allow-list";
import type { SignedUpload, StorageProvider } from "./storage-provider";

/** What may be uploaded, per purpose. */
export const UPLOAD_PURPOSES = {
  after_sale: { maxBytes: 10 * 1024 * 1024, contentTypes: ["image/jpeg", "image/png", "image/webp"] },
} as const;
export type UploadPurpose = keyof typeof UPLOAD_PURPOSES;
/** How long a signed upload URL lives. */
export const UPLOAD_TTL_MS = 10 * 60_000;
/** How long after its token an upload may still be attached. */
export const UPLOAD_USABLE_MS = 24 * 3_600_000;
/** At most this many photos per return. */
export const RETURN_PHOTOS_MAX = 3;
/** Longest side of a stored return photo. */
export const RETURN_PHOTO_MAX_SIDE = 1600;

const EXTENSIONS: Record<string, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/** spec §7 oss/getToken: a signed upload of one file. */
export interface UploadToken extends SignedUpload {
  key: string;
  maxBytes: number;
  expiresAt: Date;
}

/**
 * spec §7 /api/support/oss/getToken: a short-lived signed upload (10 minutes) of one image of at
 * most 10 MB for the member, under a fresh random key that only this member may attach later.
 * '400' for an unknown purpose, another content type or a size over the limit.
 */
export async function createUploadToken(
  db: Database,
  storage: StorageProvider,
  input: { memberUid: string; purpose: string; contentType: string; size: number },
  now: Date,
): Promise<UploadToken> {
  const rule = ownValue<(typeof UPLOAD_PURPOSES)[UploadPurpose]>(UPLOAD_PURPOSES, input.purpose);
  if (!rule) throw GatewayError.badRequest("参数错误：purpose", "purpose");
  const contentType = input.contentType.trim().toLowerCase();
  if (!(rule.contentTypes as readonly string[]).includes(contentType))
    throw GatewayError.badRequest("仅支持 JPG、PNG、WebP 图片", "contentType");
  if (!Number.isInteger(input.size) || input.size < 1) throw GatewayError.badRequest("参数错误：size", "size");
  if (input.size > rule.maxBytes) throw GatewayError.badRequest("图片不能超过 10MB", "size");
  const key = `uploads/${input.purpose}/${beijingDayKey(now)}/${randomUUID()}.${EXTENSIONS[contentType]}`;
  const expiresAt = new Date(now.getTime() + UPLOAD_TTL_MS);
  await db
    .insert(uploads)
    .values({ key, memberUid: input.memberUid, purpose: input.purpose, contentType, maxBytes: rule.maxBytes, createdAt: now, expiresAt });
  return { key, maxBytes: rule.maxBytes, expiresAt, ...storage.createUpload({ key, contentType, maxBytes: rule.maxBytes, expiresAt }) };
}

/** A processed return photo. */
export interface StoredPhoto {
  key: string;
  width: number;
  height: number;
}

/**
 * Checks the member's uploads for a return and stores processed copies: each key must be the
 * member's own after-sale upload, unused and recent, and uploaded; the picture is turned upright
 * (EXIF orientation), fitted into 1600 px, re-encoded as JPEG without any metadata (EXIF with GPS
 * location, XMP, ICC names — sharp writes none unless asked) and written under
 * `returns/{returnOrderNumber}/`. '400' naming photoKeys otherwise. The uploads are marked used
 * by {@link claimUploads} inside the return's transaction.
 */
export async function storeReturnPhotos(
  db: Database,
  storage: StorageProvider,
  input: { memberUid: string; keys: readonly string[]; returnOrderNumber: string },
  now: Date,
): Promise<StoredPhoto[]> {
  const keys = [...new Set(input.keys.map((k) => k.trim()).filter(Boolean))];
  if (keys.length === 0) return [];
  if (keys.length > RETURN_PHOTOS_MAX) throw GatewayError.badRequest(`最多上传 ${RETURN_PHOTOS_MAX} 张图片`, "photoKeys");
  const rows = await db
    .select()
    .from(uploads)
    .where(
      and(
        inArray(uploads.key, keys),
        eq(uploads.memberUid, input.memberUid),
        eq(uploads.purpose, "after_sale"),
        isNull(uploads.usedAt),
        gte(uploads.createdAt, new Date(now.getTime() - UPLOAD_USABLE_MS)),
      ),
    );
  if (rows.length !== keys.length) throw GatewayError.badRequest("图片已失效，请重新上传", "photoKeys");
  const stored: StoredPhoto[] = [];
  for (const [index, key] of keys.entries()) {
    const original = await storage.get(key);
    if (!original) throw GatewayError.badRequest("图片上传未完成，请重新上传", "photoKeys");
    let output: { data: Buffer; info: OutputInfo };
    try {
      output = await sharp(original, { limitInputPixels: 50_000_000, failOn: "error" })
        .rotate()
        .resize({ width: RETURN_PHOTO_MAX_SIDE, height: RETURN_PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 82 })
        .toBuffer({ resolveWithObject: true });
    } catch {
      throw GatewayError.badRequest("图片无法识别，请上传 JPG、PNG 或 WebP 图片", "photoKeys");
    }
    const photoKey = `returns/${input.returnOrderNumber}/${index + 1}.jpg`;
    await storage.put(photoKey, output.data, "image/jpeg");
    stored.push({ key: photoKey, width: output.info.width, height: output.info.height });
  }
  return stored;
}

/** Marks the uploads used by a return, once: '400' when another request took one first. Run in the return's transaction. */
export async function claimUploads(
  tx: Database,
  input: { memberUid: string; keys: readonly string[]; returnId: number },
  now: Date,
): Promise<void> {
  const keys = [...new Set(input.keys.map((k) => k.trim()).filter(Boolean))];
  if (keys.length === 0) return;
  const claimed = await tx
    .update(uploads)
    .set({ usedAt: now, returnId: input.returnId })
    .where(and(inArray(uploads.key, keys), eq(uploads.memberUid, input.memberUid), isNull(uploads.usedAt)))
    .returning({ id: uploads.id });
  if (claimed.length !== keys.length) throw GatewayError.badRequest("图片已被使用，请重新上传", "photoKeys");
}
