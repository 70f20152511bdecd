CREATE TYPE "public"."list_kind" AS ENUM('curated', 'bestseller');--> statement-breakpoint
CREATE TYPE "public"."product_type" AS ENUM('book', 'toy', 'gift');--> statement-breakpoint
CREATE TYPE "public"."site" AS ENUM('us', 'ca');--> statement-breakpoint
CREATE TABLE "authors" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"slug" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_authors" (
	"product_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	"role" text DEFAULT 'author' NOT NULL,
	CONSTRAINT "product_authors_product_id_author_id_pk" PRIMARY KEY("product_id","author_id")
);
--> statement-breakpoint
CREATE TABLE "product_list_items" (
	"list_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "product_list_items_list_id_product_id_pk" PRIMARY KEY("list_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "list_kind" NOT NULL,
	"site" "site" NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"isbn13" text,
	"title" text NOT NULL,
	"subtitle" text,
	"description" text DEFAULT '' NOT NULL,
	"product_type" "product_type" NOT NULL,
	"department" text NOT NULL,
	"format" text NOT NULL,
	"pages" integer,
	"publisher" text,
	"publication_date" date,
	"age_min" smallint,
	"age_max" smallint,
	"grade_min" smallint,
	"grade_max" smallint,
	"series" text,
	"series_number" smallint,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"category_subjects" text[] DEFAULT '{}'::text[] NOT NULL,
	"domain_restrictions" text[] NOT NULL,
	"list_price_usd" integer NOT NULL,
	"regular_price_usd" integer NOT NULL,
	"sale_price_usd" integer,
	"actual_price_usd" integer NOT NULL,
	"list_price_cad" integer NOT NULL,
	"regular_price_cad" integer NOT NULL,
	"sale_price_cad" integer,
	"actual_price_cad" integer NOT NULL,
	"max_purchase_qty" smallint DEFAULT 10 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"tax_code" text NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_stock_nonnegative" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_prices_nonnegative" CHECK ("products"."actual_price_usd" >= 0 AND "products"."actual_price_cad" >= 0),
	CONSTRAINT "products_max_qty_positive" CHECK ("products"."max_purchase_qty" >= 1),
	CONSTRAINT "products_isbn13_format" CHECK ("products"."isbn13" IS NULL OR "products"."isbn13" ~ '^97[89][0-9]{10}$')
);
--> statement-breakpoint
ALTER TABLE "product_authors" ADD CONSTRAINT "product_authors_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_authors" ADD CONSTRAINT "product_authors_author_id_authors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."authors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_items" ADD CONSTRAINT "product_list_items_list_id_product_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."product_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_list_items" ADD CONSTRAINT "product_list_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authors_slug_key" ON "authors" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "authors_last_first_idx" ON "authors" USING btree ("last_name","first_name");--> statement-breakpoint
CREATE INDEX "product_authors_author_idx" ON "product_authors" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "product_list_items_order_idx" ON "product_list_items" USING btree ("list_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "product_lists_site_kind_slug_key" ON "product_lists" USING btree ("site","kind","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_key" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_isbn13_key" ON "products" USING btree ("isbn13");--> statement-breakpoint
CREATE INDEX "products_department_idx" ON "products" USING btree ("department");--> statement-breakpoint
CREATE INDEX "products_series_idx" ON "products" USING btree ("series");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_popularity_idx" ON "products" USING btree ("popularity");--> statement-breakpoint
CREATE INDEX "products_domains_idx" ON "products" USING gin ("domain_restrictions");--> statement-breakpoint
CREATE INDEX "products_tags_idx" ON "products" USING gin ("tags");--> statement-breakpoint
CREATE INDEX "products_category_subjects_idx" ON "products" USING gin ("category_subjects");