-- The catalogue is generated seed data: empty it so the next start reloads it in the new shape
-- (search data in product_color_search, facet ids on product_colors and catalog_filters).
TRUNCATE TABLE "stock", "product_color_categories", "product_assets", "product_sizes", "product_colors", "product_style_peers", "product_styles", "catalog_filters";--> statement-breakpoint
CREATE TABLE "product_color_search" (
	"color_id" integer PRIMARY KEY NOT NULL,
	"search_text" text NOT NULL,
	"search_tokens" text[] NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_colors_search_tokens_idx";--> statement-breakpoint
DROP INDEX "product_colors_filter_attributes_idx";--> statement-breakpoint
ALTER TABLE "catalog_filters" ADD COLUMN "facet_id" integer;--> statement-breakpoint
ALTER TABLE "product_colors" ADD COLUMN "facet_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "product_color_search" ADD CONSTRAINT "product_color_search_color_id_product_colors_id_fk" FOREIGN KEY ("color_id") REFERENCES "public"."product_colors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_color_search_tokens_idx" ON "product_color_search" USING gin ("search_tokens");--> statement-breakpoint
CREATE INDEX "product_colors_facet_ids_idx" ON "product_colors" USING gin ("facet_ids");--> statement-breakpoint
ALTER TABLE "product_colors" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "product_colors" DROP COLUMN "search_tokens";--> statement-breakpoint
ALTER TABLE "catalog_filters" ADD CONSTRAINT "catalog_filters_facet_id_unique" UNIQUE("facet_id");