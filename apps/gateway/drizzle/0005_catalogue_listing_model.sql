CREATE TABLE "catalog_listing_state" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"fresh" boolean DEFAULT false NOT NULL,
	"refreshed_at" timestamp with time zone,
	CONSTRAINT "catalog_listing_state_single_row" CHECK ("catalog_listing_state"."id")
);
--> statement-breakpoint
CREATE TABLE "product_color_listing" (
	"category_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"available_from" timestamp with time zone NOT NULL,
	"pdp_sort" integer NOT NULL,
	"sort" integer NOT NULL,
	"facet_ids" integer[] NOT NULL,
	CONSTRAINT "product_color_listing_category_id_color_id_pk" PRIMARY KEY("category_id","color_id")
);
--> statement-breakpoint
CREATE TABLE "product_color_listing_counts" (
	"category_id" integer PRIMARY KEY NOT NULL,
	"colors" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_color_listing_facets" (
	"category_id" integer NOT NULL,
	"facet_id" integer NOT NULL,
	"colors" integer NOT NULL,
	CONSTRAINT "product_color_listing_facets_category_id_facet_id_pk" PRIMARY KEY("category_id","facet_id")
);
--> statement-breakpoint
CREATE INDEX "product_color_listing_default_idx" ON "product_color_listing" USING btree ("category_id","pdp_sort","sort","color_id");--> statement-breakpoint
CREATE INDEX "product_color_listing_price_idx" ON "product_color_listing" USING btree ("category_id","price","color_id");--> statement-breakpoint
CREATE INDEX "product_color_listing_price_desc_idx" ON "product_color_listing" USING btree ("category_id","price" DESC NULLS LAST,"color_id");--> statement-breakpoint
CREATE INDEX "product_color_listing_newest_idx" ON "product_color_listing" USING btree ("category_id","available_from" DESC NULLS LAST,"color_id");--> statement-breakpoint
-- Any write to a source of the listing read model marks it stale (once per statement); the
-- gateway then reads the source tables until refreshCatalogueListing rebuilds it.
CREATE FUNCTION "catalog_listing_mark_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "catalog_listing_state" SET "fresh" = false WHERE "fresh";
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "product_colors_listing_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_colors" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_listing_mark_stale"();--> statement-breakpoint
CREATE TRIGGER "product_color_categories_listing_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_color_categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_listing_mark_stale"();--> statement-breakpoint
CREATE TRIGGER "categories_listing_stale" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_listing_mark_stale"();--> statement-breakpoint
INSERT INTO "catalog_listing_state" ("id", "fresh") VALUES (true, false);
