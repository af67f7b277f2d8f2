CREATE TABLE "product_color_keyword_counts" (
	"token" text PRIMARY KEY NOT NULL,
	"colors" integer NOT NULL
);
--> statement-breakpoint
-- The counts are built by the listing refresh: mark the read model stale so the next listing rebuilds it.
UPDATE "catalog_listing_state" SET "fresh" = false;
