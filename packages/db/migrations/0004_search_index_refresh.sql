-- Search index upkeep (issue #3, ARCHITECTURE.md "Search"; tables in src/schema/search.ts).
-- Hand-written: drizzle-kit generates no views, functions or triggers. Plain PostgreSQL 15
-- (and PGlite's 18): plpgsql, ts_stat, pg_trgm, f_unaccent of 0000_extensions.
--
-- What one product contributes to search. The one definition both the full rebuild and the
-- per-product trigger read, so they cannot disagree. SPEC §7/§9: only catalog_status = 1.
CREATE VIEW search_document_source AS
SELECT
  p.id AS product_id,
  p.category_id,
  p.code,
  p.name_sl,
  p.name_en,
  p.media ->> 'UrlMainPicture' AS image,
  coalesce(o.option_ids, '{}'::integer[]) AS option_ids,
  to_tsvector('simple'::regconfig, p.search_text) AS search_vector
FROM products p
LEFT JOIN (
  SELECT product_id, array_agg(option_id ORDER BY option_id) AS option_ids
  FROM product_attribute_options
  GROUP BY product_id
) o ON o.product_id = p.id
WHERE p.catalog_status = 1;
--> statement-breakpoint
-- Rebuilds search_documents and search_keywords from the catalogue. Call it after the seed
-- (seedDatabase does) and after any bulk catalogue import: `SELECT refresh_search_index();`.
-- TRUNCATE locks both tables until the calling transaction commits, so concurrent searches wait
-- for the rebuild (seconds on 100 000 products) rather than see a half-built index.
CREATE OR REPLACE FUNCTION refresh_search_index() RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE search_documents, search_keywords;

  -- Building the GIN index once is much cheaper than maintaining it row by row.
  DROP INDEX IF EXISTS search_documents_search_vector_idx;
  -- Ordered by category and name: the rows a term matches then share pages (see schema).
  INSERT INTO search_documents (product_id, category_id, code, name_sl, name_en, image, option_ids, search_vector)
  SELECT s.product_id, s.category_id, s.code, s.name_sl, s.name_en, s.image, s.option_ids, s.search_vector
  FROM search_document_source s
  LEFT JOIN categories c ON c.id = s.category_id
  ORDER BY c.path, s.name_sl, s.product_id;
  CREATE INDEX search_documents_search_vector_idx ON search_documents USING gin (search_vector);

  -- Words: 3+ characters without digits (sizes, model numbers and units are not keywords);
  -- total = products whose name (in that language) holds the word.
  INSERT INTO search_keywords (locale, keyword, keyword_unaccented, words, total)
  SELECT 'sl', word, lower(public.f_unaccent(word)), 1, ndoc
  FROM ts_stat('SELECT to_tsvector(''simple''::regconfig, name_sl) FROM search_documents')
  WHERE char_length(word) >= 3 AND word !~ '[0-9]';
  INSERT INTO search_keywords (locale, keyword, keyword_unaccented, words, total)
  SELECT 'en', word, lower(public.f_unaccent(word)), 1, ndoc
  FROM ts_stat('SELECT to_tsvector(''simple''::regconfig, name_en) FROM search_documents')
  WHERE char_length(word) >= 3 AND word !~ '[0-9]';

  -- Phrases: a name's first two words, or three when the second joins them ('vijak za les',
  -- 'keramične ploščice', 'ceiling paint'): what a buyer types for a kind of product.
  INSERT INTO search_keywords (locale, keyword, keyword_unaccented, words, total)
  SELECT locale, phrase, lower(public.f_unaccent(phrase)), cardinality(string_to_array(phrase, ' ')), count(*)
  FROM (
    SELECT locale,
      CASE
        WHEN w[2] = ANY (joiners) AND w[3] IS NOT NULL THEN w[1] || ' ' || w[2] || ' ' || w[3]
        ELSE w[1] || ' ' || w[2]
      END AS phrase,
      CASE WHEN w[2] = ANY (joiners) THEN w[3] ELSE w[2] END AS last_word,
      w[1] AS first_word
    FROM (
      SELECT 'sl' AS locale, regexp_split_to_array(lower(name_sl), '\s+') AS w,
        ARRAY['za', 'z', 's', 'v', 'na', 'in', 'iz', 'do', 'od', 'pri', 'po', 'brez', 'ter'] AS joiners
      FROM search_documents
      UNION ALL
      SELECT 'en', regexp_split_to_array(lower(name_en), '\s+'),
        ARRAY['for', 'with', 'and', 'of', 'the', 'in', 'on', 'without', 'to']
      FROM search_documents
    ) name_words
  ) heads
  WHERE char_length(first_word) >= 2 AND first_word !~ '[0-9]'
    AND char_length(last_word) >= 3 AND last_word !~ '[0-9]'
  GROUP BY locale, phrase
  ON CONFLICT DO NOTHING;

  ANALYZE search_documents;
  ANALYZE search_keywords;
END
$$;
--> statement-breakpoint
-- A product withdrawn from sale (catalog_status ≠ 1) or edited leaves or changes the index at
-- once; deleted products go through the foreign key's ON DELETE CASCADE. Not on INSERT: bulk
-- loads would pay per row for what refresh_search_index() does once.
CREATE OR REPLACE FUNCTION search_documents_sync() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE product_id = OLD.id;
  INSERT INTO search_documents (product_id, category_id, code, name_sl, name_en, image, option_ids, search_vector)
  SELECT s.product_id, s.category_id, s.code, s.name_sl, s.name_en, s.image, s.option_ids, s.search_vector
  FROM search_document_source s
  WHERE s.product_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_documents_sync
AFTER UPDATE OF catalog_status, name_sl, name_en, code, ean, category_id, media ON products
FOR EACH ROW EXECUTE FUNCTION search_documents_sync();
