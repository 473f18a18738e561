DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_key" text GENERATED ALWAYS AS (lower(public.f_unaccent(firstname || ' ' || lastname || ' ' || email))) STORED;--> statement-breakpoint
CREATE INDEX "users_search_key_trgm_idx" ON "users" USING gin ("search_key" gin_trgm_ops);