import { z } from "zod";

// spec §5: image URLs are recognised by extension png, jpg, gif, jpeg, webp.
const IMAGE_EXTENSION = /\.(png|jpe?g|gif|webp)$/i;
const VIDEO_EXTENSION = /\.(mp4|webm)$/i;

/** Strips query and fragment so the extension check sees the file name. */
function pathname(value: string): string {
  return value.split(/[?#]/, 1)[0] ?? value;
}

/** Site-relative path (`/explore/men`) or absolute http(s) URL. */
export const hrefSchema = z
  .string()
  .min(1)
  .refine((v) => (v.startsWith("/") && !v.startsWith("//")) || /^https?:\/\//.test(v), {
    message: "Expected a path starting with / or an http(s) URL",
  });

/** Absolute http(s) URL (external sites, e.g. the country chooser). */
export const absoluteUrlSchema = z.string().regex(/^https?:\/\/[^/\s]+/, { message: "Expected an absolute http(s) URL" });

/** An image path or URL with a recognised image extension (spec §5). */
export const imageSrcSchema = hrefSchema.refine((v) => IMAGE_EXTENSION.test(pathname(v)), {
  message: "Expected an image URL ending in png, jpg, jpeg, gif or webp",
});

/** A responsive image: `src` for desktop, optional `mobileSrc`, Chinese `alt` text. */
export const imageSchema = z.object({
  src: imageSrcSchema,
  mobileSrc: imageSrcSchema.optional(),
  alt: z.string(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});

/** Image or autoplaying muted video (with a poster image) used by hero blocks. */
export const mediaSchema = z.discriminatedUnion("kind", [
  imageSchema.extend({ kind: z.literal("image") }),
  z.object({
    kind: z.literal("video"),
    src: hrefSchema.refine((v) => VIDEO_EXTENSION.test(pathname(v)), {
      message: "Expected a video URL ending in mp4 or webm",
    }),
    poster: imageSrcSchema,
    alt: z.string(),
  }),
]);

/** A labelled link; `external` opens in a new tab. */
export const linkSchema = z.object({
  label: z.string().min(1),
  href: hrefSchema,
  external: z.boolean().optional(),
});

/** Page-level SEO texts. */
export const seoSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1),
});

/** ISO-8601 timestamp in UTC, e.g. 2026-03-01T08:00:00.000Z. */
export const timestampSchema = z.iso.datetime();

/** A product colour id; CMS exports publish numbers or strings, consumers always get a string. */
export const productIdSchema = z.union([z.string().min(1), z.number().int().nonnegative()]).transform(String);

/** A numeric or string id as published by the CMS. */
export const idSchema = z.union([z.string().min(1), z.number().int()]);

/** An image. */
export type ContentImage = z.infer<typeof imageSchema>;
/** An image or a video with poster. */
export type ContentMedia = z.infer<typeof mediaSchema>;
/** A labelled link. */
export type ContentLink = z.infer<typeof linkSchema>;
/** SEO texts. */
export type ContentSeo = z.infer<typeof seoSchema>;
