CREATE TABLE "favorite_organizations" (
	"user_id" uuid NOT NULL,
	"organization_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_organizations_user_id_organization_id_pk" PRIMARY KEY("user_id","organization_id")
);
--> statement-breakpoint
CREATE TABLE "reward_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"fair_id" integer,
	"kind" text NOT NULL,
	"eligible_cents" integer NOT NULL,
	"rate_bp" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_entries_kind" CHECK ("reward_entries"."kind" IN ('base', 'bookfair'))
);
--> statement-breakpoint
ALTER TABLE "book_fairs" ADD COLUMN "goal_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "book_fairs" ADD COLUMN "online_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "book_fairs" ADD COLUMN "online_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "address_line1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "postal_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "logo_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "base_reward_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "bookfair_reward_bp" integer DEFAULT 500 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "favorite_organizations" ADD CONSTRAINT "favorite_organizations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_organizations" ADD CONSTRAINT "favorite_organizations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_fair_id_book_fairs_id_fk" FOREIGN KEY ("fair_id") REFERENCES "public"."book_fairs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_entries" ADD CONSTRAINT "reward_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_entries_organization_idx" ON "reward_entries" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "reward_entries_order_idx" ON "reward_entries" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_entries_earned_once" ON "reward_entries" USING btree ("order_id","kind") WHERE "reward_entries"."refund_id" IS NULL;--> statement-breakpoint
CREATE INDEX "organizations_postal_code_idx" ON "organizations" USING btree ("postal_code");--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_status" CHECK ("organizations"."status" IN ('pending', 'active', 'suspended'));--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_reward_rates" CHECK ("organizations"."base_reward_bp" BETWEEN 0 AND 5000 AND "organizations"."bookfair_reward_bp" BETWEEN 0 AND 5000);--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_slug_format" CHECK ("organizations"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');