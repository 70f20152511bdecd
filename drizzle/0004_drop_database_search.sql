-- Search moved to an in-process index built from the catalogue (decision record 004).
DROP TABLE "search_terms" CASCADE;--> statement-breakpoint
DROP INDEX "authors_name_search_idx";--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "search_vector";--> statement-breakpoint
DROP FUNCTION product_search_vector(text, text, text, text, text[], text);
