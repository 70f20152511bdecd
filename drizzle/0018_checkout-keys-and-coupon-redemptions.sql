CREATE TABLE "coupon_redemptions" (
	"code" text NOT NULL,
	"customer" text NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_redemptions_code_customer_pk" PRIMARY KEY("code","customer")
);
--> statement-breakpoint
ALTER TABLE "carts" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN "once_per_customer" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkout_attempts" ADD COLUMN "cart_version" integer;--> statement-breakpoint
ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "coupon_redemptions_code_coupons_code_fk" FOREIGN KEY ("code") REFERENCES "public"."coupons"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_redemptions_order_idx" ON "coupon_redemptions" USING btree ("order_id");--> statement-breakpoint
-- Hand-written (issue 18): the demo welcome code is one use per customer.
UPDATE "coupons" SET "once_per_customer" = true WHERE "code" = 'WELCOME10';
