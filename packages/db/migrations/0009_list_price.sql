ALTER TABLE "product_listing" ADD COLUMN "list_price" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "list_price" numeric(12, 2);--> statement-breakpoint
CREATE INDEX "product_listing_category_id_list_price_idx" ON "product_listing" USING btree ("category_id","list_price","product_id");--> statement-breakpoint
-- Hand-written below (drizzle-kit generates no functions): the one definition of a listing row
-- (0006_product_listing_upkeep) now carries the list price, so the price sort (SPEC §2) reads
-- the narrow listing index. The products' triggers keep it in step when a price-list sync
-- updates products.list_price. Existing catalogues get their prices from the sync (the demo
-- data's fillListPrices, src/seed/list-prices.ts), which refreshes the listing through them.
CREATE OR REPLACE FUNCTION public.refresh_product_listing(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL THEN
    DELETE FROM product_listing;
  ELSE
    DELETE FROM product_listing WHERE product_id = ANY (ids);
  END IF;
  INSERT INTO product_listing (product_id, category_id, code, is_action, created_at, sort_name_sl, sort_name_en, option_ids, list_price)
  SELECT p.id, p.category_id, p.code, p.is_action, p.created_at,
         public.f_label_sort_key(p.name_sl), public.f_label_sort_key(p.name_en),
         coalesce(o.option_ids, '{}'::integer[]), p.list_price
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
