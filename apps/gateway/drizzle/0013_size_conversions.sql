CREATE TABLE "size_conversions" (
	"system" text NOT NULL,
	"gender" text NOT NULL,
	"us_size" text NOT NULL,
	"eu_size" text,
	"cn_size" text NOT NULL,
	"letter" text,
	"foot_mm" integer,
	"chest" text,
	"waist" text,
	"hip" text,
	"sort" integer NOT NULL,
	CONSTRAINT "size_conversions_system_gender_us_size_pk" PRIMARY KEY("system","gender","us_size")
);
--> statement-breakpoint
-- A size conversion row changes what the catalogue's size labels and charts read: cached catalogue reads are dropped (0008).
CREATE TRIGGER "size_conversions_catalog_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "size_conversions" FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
