-- Upkeep of product_listing (issue #3 speed; table in src/schema/catalog.ts). Hand-written:
-- drizzle-kit generates no functions or triggers. Plain PostgreSQL 15 (and PGlite's 18):
-- SQL/plpgsql functions and statement-level triggers with transition tables.
--
-- The label sort key: Slovenian alphabetical order under byte-order ("C") collation, which
-- PGlite and PostgreSQL share (no ICU needed): č, š, ž become 'c{', 's{', 'z{' ('{' sorts
-- right after 'z'), so 'čaj' follows every 'c…' word and precedes 'd…'; other accents
-- fold away (f_unaccent of 0000_extensions) and case is ignored. English labels use the
-- same key: it only differs from plain alphabetical order on those three letters.
CREATE OR REPLACE FUNCTION public.f_label_sort_key(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.f_unaccent(
    replace(replace(replace(replace(replace(replace($1,
      'č', 'c{'), 'Č', 'c{'), 'š', 's{'), 'Š', 's{'), 'ž', 'z{'), 'Ž', 'z{'))) $$;
--> statement-breakpoint
-- Rebuilds the listing rows of the given products (NULL: all of them) from products and
-- product_attribute_options; products not in the catalogue (catalog_status ≠ 1, SPEC §9) or
-- gone are removed. The one definition of a listing row: the triggers below call it too.
CREATE OR REPLACE FUNCTION public.refresh_product_listing(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM product_listing;
  ELSE
    DELETE FROM product_listing WHERE product_id = ANY (ids);
  END IF;
  INSERT INTO product_listing (product_id, category_id, code, is_action, created_at, sort_name_sl, sort_name_en, option_ids)
  SELECT p.id, p.category_id, p.code, p.is_action, p.created_at,
         public.f_label_sort_key(p.name_sl), public.f_label_sort_key(p.name_en),
         coalesce(o.option_ids, '{}'::integer[])
  FROM products p
  LEFT JOIN LATERAL (
    SELECT array_agg(pao.option_id ORDER BY pao.option_id) AS option_ids
    FROM product_attribute_options pao
    WHERE pao.product_id = p.id
  ) o ON true
  WHERE p.catalog_status = 1 AND (ids IS NULL OR p.id = ANY (ids))
  ORDER BY p.category_id, public.f_label_sort_key(p.name_sl), p.id;
END
$$;
--> statement-breakpoint
-- Statement-level triggers with transition tables: a bulk load (the seed's multi-row inserts)
-- refreshes each statement's products in one set-based call, not row by row. PostgreSQL
-- allows one event per trigger that has transition tables, hence one function per shape.
CREATE OR REPLACE FUNCTION public.product_listing_sync_products() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.refresh_product_listing(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.product_listing_sync_options() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.refresh_product_listing(ARRAY(SELECT DISTINCT product_id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_listing_products_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.product_listing_sync_products();
--> statement-breakpoint
CREATE TRIGGER product_listing_products_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.product_listing_sync_products();
--> statement-breakpoint
CREATE TRIGGER product_listing_options_insert AFTER INSERT ON product_attribute_options
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.product_listing_sync_options();
--> statement-breakpoint
CREATE TRIGGER product_listing_options_delete AFTER DELETE ON product_attribute_options
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.product_listing_sync_options();
--> statement-breakpoint
-- An update may move an option to another product: refresh both the old and the new owner.
CREATE OR REPLACE FUNCTION public.product_listing_sync_options_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM public.refresh_product_listing(ARRAY(
    SELECT product_id FROM old_rows UNION SELECT product_id FROM new_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER product_listing_options_update AFTER UPDATE ON product_attribute_options
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION public.product_listing_sync_options_update();
--> statement-breakpoint
-- Existing catalogues (a database migrated after it was seeded) get their rows now.
SELECT public.refresh_product_listing(NULL);
--> statement-breakpoint
ANALYZE product_listing;
