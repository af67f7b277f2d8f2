import { HELP_KEYS } from "@xunlan/validation";
import { z } from "zod";
import { blockSchema, campaignCardSchema } from "./blocks";
import { productIdSchema, seoSchema, timestampSchema } from "./primitives";

const codeSchema = z.string().min(1);

/** The envelope every page document shares; `pageType` must equal the document's folder name. */
function pageEnvelope<const T extends string>(pageType: T) {
  return z.object({
    pageType: z.literal(pageType),
    code: codeSchema.optional(),
    title: z.string().min(1),
    seo: seoSchema.optional(),
    updatedAt: timestampSchema,
    blocks: z.array(blockSchema),
  });
}

/** Home page (`index.json`). */
export const indexPageSchema = pageEnvelope("index");
/** Category landing banner page (`category.json` or `category/{code}.json`, code = first-level route slug). */
export const categoryPageSchema = pageEnvelope("category");
/** Product listing extras for one category (`plp/{code}.json`); `insertCards` go into the product grid every `bigCardInterval` items. */
export const plpPageSchema = pageEnvelope("plp").extend({
  code: codeSchema,
  insertCards: z.array(campaignCardSchema).default([]),
});
/** Product detail story modules for one style (`pdp/{styleSku}.json`). */
export const pdpPageSchema = pageEnvelope("pdp").extend({ code: codeSchema });
/** Campaign landing page (`landing/{key}.json`, spec §2 /landing). */
export const landingPageSchema = pageEnvelope("landing").extend({ code: codeSchema });
/** Curated collection page (`collection/{id}.json`); `productIds` is the curated product order. */
export const collectionPageSchema = pageEnvelope("collection").extend({
  code: codeSchema,
  productIds: z.array(productIdSchema).default([]),
});
/** Member club / run-club page (`club/{code}.json`). */
export const clubPageSchema = pageEnvelope("club").extend({ code: codeSchema });
/** Member-centre advertisement slot (`uc_ad.json`). */
export const ucAdPageSchema = pageEnvelope("uc_ad");
/** Member-centre content (`user_center.json`): benefits, tiers. */
export const userCenterPageSchema = pageEnvelope("user_center");
/** Help-centre text (`legal/{faq|size-guide|privacy|policy}.json`, spec §2 /help). */
export const legalPageSchema = pageEnvelope("legal").extend({ code: z.enum(HELP_KEYS).optional() });
/** Static page for /static/{key} (`static.json` or `static/{key}.json`). */
export const staticPageSchema = pageEnvelope("static");

/** Home page document. */
export type IndexPage = z.infer<typeof indexPageSchema>;
/** Category page document. */
export type CategoryPage = z.infer<typeof categoryPageSchema>;
/** PLP document. */
export type PlpPage = z.infer<typeof plpPageSchema>;
/** PDP document. */
export type PdpPage = z.infer<typeof pdpPageSchema>;
/** Landing page document. */
export type LandingPage = z.infer<typeof landingPageSchema>;
/** Collection page document. */
export type CollectionPage = z.infer<typeof collectionPageSchema>;
/** Club page document. */
export type ClubPage = z.infer<typeof clubPageSchema>;
/** Member-centre ad document. */
export type UcAdPage = z.infer<typeof ucAdPageSchema>;
/** Member-centre page document. */
export type UserCenterPage = z.infer<typeof userCenterPageSchema>;
/** Legal / help page document. */
export type LegalPage = z.infer<typeof legalPageSchema>;
/** Static page document. */
export type StaticPage = z.infer<typeof staticPageSchema>;
