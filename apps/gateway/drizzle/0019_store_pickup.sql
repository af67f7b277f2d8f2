ALTER TABLE "orders" ADD COLUMN "pickup_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pickup_code_unique" ON "orders" USING btree ("pickup_code") WHERE "orders"."pickup_code" is not null;