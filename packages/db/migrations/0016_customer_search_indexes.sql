CREATE INDEX "partners_search_trgm_idx" ON "partners" USING gin (lower(public.f_unaccent(coalesce("name_short", '') || ' ' || coalesce("name1", ''))) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partners_partner_no_pattern_idx" ON "partners" USING btree ("partner_no" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "partners_name_short_id_idx" ON "partners" USING btree ("name_short","id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin (lower(public.f_unaccent("firstname" || ' ' || "lastname" || ' ' || "email")) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_partner_id_name_idx" ON "users" USING btree ("partner_id","lastname","firstname","id");