CREATE TABLE "search_terms" (
	"term" text PRIMARY KEY NOT NULL,
	"documents" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "author_names" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (product_search_vector(title, subtitle, author_names, series, category_subjects, description)) STORED;--> statement-breakpoint
CREATE INDEX "search_terms_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "authors_name_search_idx" ON "authors" USING gin (to_tsvector('simple'::regconfig, "first_name" || ' ' || "last_name"));--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");