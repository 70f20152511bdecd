CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"site" "site" NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"source" text NOT NULL,
	"confirmation_token_hash" text,
	"confirmation_sent_at" timestamp with time zone,
	"confirmation_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscriptions_status" CHECK ("newsletter_subscriptions"."status" IN ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_subscriptions_source" CHECK ("newsletter_subscriptions"."source" IN ('prompt', 'registration', 'account')),
	CONSTRAINT "newsletter_subscriptions_email_lowercase" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email"))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_site_key" ON "newsletter_subscriptions" USING btree ("email","site");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token_key" ON "newsletter_subscriptions" USING btree ("confirmation_token_hash");--> statement-breakpoint
CREATE INDEX "newsletter_subscriptions_status_idx" ON "newsletter_subscriptions" USING btree ("site","status");