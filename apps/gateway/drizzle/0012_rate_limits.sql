CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sms_codes" DROP CONSTRAINT "sms_codes_purpose_check";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "client_ip" text;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_at_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_ip_created_idx" ON "login_failures" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "orders_consignee_cellphone_created_idx" ON "orders" USING btree ("consignee_cellphone","created_at");--> statement-breakpoint
ALTER TABLE "sms_codes" ADD CONSTRAINT "sms_codes_purpose_check" CHECK ("sms_codes"."purpose" in ('login', 'reset', 'order'));