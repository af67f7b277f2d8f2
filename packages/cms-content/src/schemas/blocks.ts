import { RECOMMEND_LOCATIONS, RECOMMEND_TYPES } from "@xunlan/validation";
import { z } from "zod";
import { hrefSchema, imageSchema, linkSchema, mediaSchema, productIdSchema } from "./primitives";

const blockBase = {
  /** Stable id within the page (React key, analytics). */
  id: z.string().min(1),
};

/** Full-width hero: image or video, headline, optional CTA; `theme` is the text colour scheme. */
export const heroBlockSchema = z.object({
  ...blockBase,
  type: z.literal("hero"),
  media: mediaSchema,
  eyebrow: z.string().optional(),
  headline: z.string().min(1),
  subheadline: z.string().optional(),
  cta: linkSchema.optional(),
  secondaryCta: linkSchema.optional(),
  theme: z.enum(["light", "dark"]),
});

/** Grid of category entry tiles (男子, 女子, 儿童, 跑步 …). */
export const categoryTilesBlockSchema = z.object({
  ...blockBase,
  type: z.literal("category_tiles"),
  title: z.string().optional(),
  tiles: z.array(z.object({ title: z.string().min(1), image: imageSchema, href: hrefSchema })).min(1),
});

/** Where a product rail takes its products from: a recommend block (spec §3) or explicit ids. */
export const productRailSourceSchema = z.discriminatedUnion("kind", [
  z.object({
    kind: z.literal("recommend"),
    location: z.enum(RECOMMEND_LOCATIONS),
    productType: z.enum(RECOMMEND_TYPES).optional(),
  }),
  z.object({ kind: z.literal("products"), productIds: z.array(productIdSchema).min(1) }),
]);

/** Horizontal product carousel (3 per view on desktop, spec §2). */
export const productRailBlockSchema = z.object({
  ...blockBase,
  type: z.literal("product_rail"),
  title: z.string().min(1),
  subtitle: z.string().optional(),
  source: productRailSourceSchema,
  link: linkSchema.optional(),
});

/** Image beside text (story, technology, athlete-free editorial). */
export const editorialSplitBlockSchema = z.object({
  ...blockBase,
  type: z.literal("editorial_split"),
  image: imageSchema,
  imagePosition: z.enum(["left", "right"]),
  eyebrow: z.string().optional(),
  title: z.string().min(1),
  body: z.string().min(1),
  cta: linkSchema.optional(),
});

/** One card of a campaign grid (also used as PLP insert cards). */
export const campaignCardSchema = z.object({
  image: imageSchema,
  title: z.string().min(1),
  subtitle: z.string().optional(),
  href: hrefSchema,
});

/** Campaign grid: two to four linked cards under an optional heading. */
export const campaignGridBlockSchema = z.object({
  ...blockBase,
  type: z.literal("campaign_grid"),
  title: z.string().optional(),
  subtitle: z.string().optional(),
  columns: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  items: z.array(campaignCardSchema).min(1),
});

/** A node of structured rich text (no raw HTML is published). */
export const richTextNodeSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("heading"), level: z.union([z.literal(2), z.literal(3)]), text: z.string().min(1) }),
  z.object({ kind: z.literal("paragraph"), text: z.string().min(1) }),
  z.object({ kind: z.literal("list"), ordered: z.boolean(), items: z.array(z.string().min(1)).min(1) }),
  z
    .object({
      kind: z.literal("table"),
      caption: z.string().optional(),
      head: z.array(z.string()).min(1),
      rows: z.array(z.array(z.string())).min(1),
    })
    .superRefine((table, ctx) => {
      table.rows.forEach((row, index) => {
        if (row.length !== table.head.length) {
          ctx.addIssue({
            code: "custom",
            path: ["rows", index],
            message: `Expected ${table.head.length} cells, got ${row.length}`,
          });
        }
      });
    }),
]);

/** Rich text for help, legal and static pages. */
export const richTextBlockSchema = z.object({
  ...blockBase,
  type: z.literal("rich_text"),
  title: z.string().optional(),
  nodes: z.array(richTextNodeSchema).min(1),
});

/** Question-and-answer groups (help centre FAQ). */
export const faqBlockSchema = z.object({
  ...blockBase,
  type: z.literal("faq"),
  title: z.string().optional(),
  groups: z
    .array(
      z.object({
        title: z.string().min(1),
        items: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
      }),
    )
    .min(1),
});

/** Every module a content page can hold, discriminated by `type`. */
export const blockSchema = z.discriminatedUnion("type", [
  heroBlockSchema,
  categoryTilesBlockSchema,
  productRailBlockSchema,
  editorialSplitBlockSchema,
  campaignGridBlockSchema,
  richTextBlockSchema,
  faqBlockSchema,
]);

/** A page module. */
export type Block = z.infer<typeof blockSchema>;
/** The `type` of a page module. */
export type BlockType = Block["type"];
/** Hero module. */
export type HeroBlock = z.infer<typeof heroBlockSchema>;
/** Category tiles module. */
export type CategoryTilesBlock = z.infer<typeof categoryTilesBlockSchema>;
/** Product rail module. */
export type ProductRailBlock = z.infer<typeof productRailBlockSchema>;
/** Editorial split module. */
export type EditorialSplitBlock = z.infer<typeof editorialSplitBlockSchema>;
/** Campaign grid module. */
export type CampaignGridBlock = z.infer<typeof campaignGridBlockSchema>;
/** A campaign card. */
export type CampaignCard = z.infer<typeof campaignCardSchema>;
/** Rich text module. */
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;
/** A rich text node. */
export type RichTextNode = z.infer<typeof richTextNodeSchema>;
/** FAQ module. */
export type FaqBlock = z.infer<typeof faqBlockSchema>;
