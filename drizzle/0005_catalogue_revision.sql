CREATE TABLE "catalogue_revision" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"revision" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalogue_revision_single_row" CHECK ("catalogue_revision"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalogue_revision" ("id", "revision") VALUES (1, 1);--> statement-breakpoint
CREATE FUNCTION bump_catalogue_revision() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE catalogue_revision SET revision = revision + 1 WHERE id = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Statement triggers: a bulk load bumps the revision once per statement, not per row. Stock and updated_at are left
-- out on purpose: checkout changes them constantly and search does not show them.
CREATE TRIGGER products_revision AFTER INSERT OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER products_search_fields_revision AFTER UPDATE OF sku, isbn13, title, subtitle, description, department, format,
  age_min, age_max, series, author_names, tags, category_subjects, domain_restrictions, actual_price_usd, actual_price_cad,
  popularity, created_at ON products
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER authors_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON authors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER product_authors_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_authors
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER product_lists_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_lists
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();--> statement-breakpoint
CREATE TRIGGER product_list_items_revision AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON product_list_items
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_revision();
