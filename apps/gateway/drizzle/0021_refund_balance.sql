ALTER TABLE "refunds" ALTER COLUMN "payment_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "balance_amount" numeric(10, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_balance_amount_check" CHECK ("refunds"."balance_amount" >= 0 and "refunds"."balance_amount" <= "refunds"."amount");