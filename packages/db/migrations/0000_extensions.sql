-- Contrib extensions for search (ARCHITECTURE.md "Search"): drizzle-kit never writes
-- CREATE EXTENSION, so this hand-written migration runs first (STACK-NOTES.md).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change), so it cannot appear in an index
-- expression. This wrapper pins the dictionary and is declared IMMUTABLE, which makes
-- f_unaccent(col) usable in trigram indexes. Schema-qualified so it does not depend on
-- the caller's search_path. Plain SQL function: works on PostgreSQL 15 and PGlite (18).
CREATE OR REPLACE FUNCTION public.f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
