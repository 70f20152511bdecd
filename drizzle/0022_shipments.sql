CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text NOT NULL,
	"lines" jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"shipped_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "shipped_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_state" text DEFAULT 'unfulfilled' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","shipped_at");--> statement-breakpoint
CREATE INDEX "orders_shipping_state_idx" ON "orders" USING btree ("shipping_state","placed_at");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_shipped_bounded" CHECK ("order_lines"."shipped_quantity" BETWEEN 0 AND "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_state" CHECK ("orders"."shipping_state" IN ('unfulfilled', 'partly_shipped', 'shipped', 'delivered'));--> statement-breakpoint
-- Hand-written backfill (issue 20, item 6): before shipments existed, staff could ship only a paid order with nothing
-- refunded, and shipping took every unit. So an order whose timeline says shipped shipped all of its product lines;
-- one whose timeline says delivered is delivered, whatever its payment status became after.
UPDATE "order_lines" SET "shipped_quantity" = "quantity"
WHERE "kind" = 'product' AND "order_id" IN (SELECT "order_id" FROM "order_events" WHERE "status" IN ('shipped', 'delivered'));--> statement-breakpoint
UPDATE "orders" SET "shipping_state" = CASE
    WHEN EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."status" = 'delivered') THEN 'delivered'
    ELSE 'shipped'
  END
WHERE EXISTS (SELECT 1 FROM "order_events" e WHERE e."order_id" = "orders"."id" AND e."status" IN ('shipped', 'delivered'));
