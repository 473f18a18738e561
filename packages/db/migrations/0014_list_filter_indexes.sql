DROP INDEX "documents_partner_id_open_idx";--> statement-breakpoint
CREATE INDEX "documents_partner_id_due_at_desc_idx" ON "documents" USING btree ("partner_id","due_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "orders_partner_id_status_created_at_idx" ON "orders" USING btree ("partner_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "documents_partner_id_open_idx" ON "documents" USING btree ("partner_id","due_at","doc_type") WHERE status = 'open';