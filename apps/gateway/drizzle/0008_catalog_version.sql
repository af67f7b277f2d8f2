-- Catalogue version: what shopper-independent catalogue reads are cached under (gateway and
-- storefront). Any write to a catalogue table (stock included) or to config_settings takes the
-- next value, once per statement, and announces it on commit with NOTIFY, so every gateway
-- instance drops its cached reads. A sequence, not a row: concurrent writers (orders taking stock)
-- never wait on each other for it.
CREATE SEQUENCE "catalog_version_seq";--> statement-breakpoint
CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_notify('xunlan_catalog_changed', nextval('catalog_version_seq')::text);
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_styles_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_styles" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_style_peers_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_style_peers" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_colors_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_colors" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_color_search_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_color_search" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_sizes_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_sizes" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_assets_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_assets" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "product_color_categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_color_categories" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "stores_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stores" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "stock_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "stock" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "size_charts_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "size_charts" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "catalog_filters_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_filters" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();--> statement-breakpoint
CREATE TRIGGER "config_settings_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "config_settings" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
--> statement-breakpoint
CREATE TRIGGER "search_vocabulary_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "search_vocabulary" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
