CREATE TABLE "shipment_tracking" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"company" text NOT NULL,
	"shipping_number" text NOT NULL,
	"subscribed_at" timestamp with time zone,
	"subscribe_attempts" integer DEFAULT 0 NOT NULL,
	"last_subscribe_error" text,
	"state" text,
	"state_cn" text,
	"data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"latest_event_at" timestamp with time zone,
	"pushed_at" timestamp with time zone,
	"queried_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "shipment_tracking" ADD CONSTRAINT "shipment_tracking_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_tracking_parcel" ON "shipment_tracking" USING btree ("company","shipping_number");--> statement-breakpoint
CREATE INDEX "shipment_tracking_unsubscribed" ON "shipment_tracking" USING btree ("subscribed_at");