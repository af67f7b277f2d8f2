-- The stored counts are rebuilt with the listing read model: drop them (the new column has no value for them) and mark the model stale so the next listing rebuilds it.
DELETE FROM "product_color_keyword_counts";
--> statement-breakpoint
ALTER TABLE "product_color_keyword_counts" ADD COLUMN "color_bits" bit varying NOT NULL;
--> statement-breakpoint
UPDATE "catalog_listing_state" SET "fresh" = false;
