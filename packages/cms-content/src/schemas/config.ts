import { RECOMMEND_LOCATIONS, RECOMMEND_TYPES } from "@xunlan/validation";
import { z } from "zod";
import { absoluteUrlSchema, hrefSchema, idSchema, imageSchema, imageSrcSchema, linkSchema, productIdSchema } from "./primitives";

/** `field_translation_map.json`: field or enum value → Chinese label (e.g. `Shoes` → 鞋类). */
export const fieldTranslationMapSchema = z.record(z.string().min(1), z.string().min(1));

/** One entry of the service code table (spec §8). */
export const serviceCodeEntrySchema = z.object({
  /** Chinese message shown to the shopper. */
  message: z.string().min(1),
  // spec §8: shown as a toast only when marked so; otherwise only a console warning.
  toast: z.boolean(),
});

/** `service_code.json`: `errors[0].extensions.code` → Chinese message and toast flag (spec §8). */
export const serviceCodeSchema = z.record(z.string().min(1), serviceCodeEntrySchema);

/** `announcement.json`: the bar above the header (spec §2 Announcement banner). */
export const announcementSchema = z
  .object({
    enable: z.boolean(),
    message: z.string(),
    style: z.enum(["white", "black"]),
    closable: z.boolean(),
    link: linkSchema.optional(),
  })
  .refine((a) => !a.enable || a.message.trim().length > 0, {
    path: ["message"],
    message: "An enabled announcement needs a message",
  });

/** `collections.json`: curated link groups; the header uses the first and second (spec §2 Header). */
export const collectionsSchema = z.array(
  z.object({
    name: z.string().min(1),
    children: z.array(z.object({ name: z.string().min(1), link: hrefSchema })),
  }),
);

/** A recommend block (spec §3): products shown at one location, optionally per product type. */
export const recommendBlockSchema = z.object({
  location: z.enum(RECOMMEND_LOCATIONS),
  product_type: z.enum(RECOMMEND_TYPES),
  title: z.string().min(1),
  sub_title: z.string(),
  items: z.array(
    z.object({
      color: z.object({ product_id: productIdSchema, enable_at_website: z.boolean() }),
    }),
  ),
});

/** `recmd.json`: every recommend block. */
export const recmdSchema = z.array(recommendBlockSchema);

/** `keyword.json`: hot search words for the search panel (client state hotWords). */
export const keywordSchema = z.array(z.object({ keyword: z.string().trim().min(1) }));

/** `country.json`: the footer's country/language chooser (spec §3 Country). */
export const countrySchema = z.array(
  z.object({
    id: idSchema,
    country_name: z.string().min(1),
    links: z.array(z.object({ id: idSchema, language_name: z.string().min(1), link: absoluteUrlSchema })).min(1),
  }),
);

/** `store.json`: store-finder page texts, store types and the store QR code shown in the mega-menu. */
export const storeConfigSchema = z.object({
  title: z.string().min(1),
  description: z.string().optional(),
  banner: imageSchema.optional(),
  qrCode: z.object({ image: imageSrcSchema, title: z.string().min(1), caption: z.string() }),
  // spec §7 storeList: storeType defaults to 4.
  defaultStoreType: z.number().int(),
  storeTypes: z.array(z.object({ value: z.number().int(), label: z.string().min(1) })).min(1),
  hotCities: z.array(z.string().min(1)),
});

/** One size chart; `sizeChartId` of a product colour refers to `id`. */
export const sizeChartSchema = z
  .object({
    id: idSchema,
    name: z.string().min(1),
    productType: z.enum(RECOMMEND_TYPES),
    gender: z.enum(["men", "women", "kids", "unisex"]),
    columns: z.array(z.object({ key: z.string().min(1), label: z.string().min(1) })).min(1),
    rows: z.array(z.record(z.string(), z.string())).min(1),
    notes: z.array(z.string()),
    measureImage: imageSchema.optional(),
  })
  .superRefine((chart, ctx) => {
    const keys = new Set(chart.columns.map((c) => c.key));
    chart.rows.forEach((row, index) => {
      for (const key of keys) {
        if (!(key in row)) ctx.addIssue({ code: "custom", path: ["rows", index, key], message: "Required" });
      }
    });
  });

/** `size_charts.json`: every size chart. */
export const sizeChartsSchema = z.array(sizeChartSchema);

/** `size_collection.json`: size conversion sets (client state sizeMapping), US size → CN/EU/UK/cm. */
export const sizeCollectionSchema = z.array(
  z.object({
    id: idSchema,
    name: z.string().min(1),
    productType: z.enum(RECOMMEND_TYPES),
    gender: z.enum(["men", "women", "kids", "unisex"]),
    sizes: z
      .array(
        z.object({
          us: z.string().min(1),
          cn: z.string().min(1),
          eu: z.string().optional(),
          uk: z.string().optional(),
          cm: z.string().optional(),
        }),
      )
      .min(1),
  }),
);

/** Field → label map. */
export type FieldTranslationMap = z.infer<typeof fieldTranslationMapSchema>;
/** Service code table. */
export type ServiceCodeTable = z.infer<typeof serviceCodeSchema>;
/** Service code table entry. */
export type ServiceCodeEntry = z.infer<typeof serviceCodeEntrySchema>;
/** Announcement. */
export type Announcement = z.infer<typeof announcementSchema>;
/** Collections list. */
export type Collections = z.infer<typeof collectionsSchema>;
/** One recommend block. */
export type RecommendBlock = z.infer<typeof recommendBlockSchema>;
/** All recommend blocks. */
export type Recmd = z.infer<typeof recmdSchema>;
/** Hot words. */
export type Keywords = z.infer<typeof keywordSchema>;
/** Countries. */
export type Countries = z.infer<typeof countrySchema>;
/** Store configuration. */
export type StoreConfig = z.infer<typeof storeConfigSchema>;
/** One size chart. */
export type SizeChart = z.infer<typeof sizeChartSchema>;
/** All size charts. */
export type SizeCharts = z.infer<typeof sizeChartsSchema>;
/** Size conversion sets. */
export type SizeCollection = z.infer<typeof sizeCollectionSchema>;
