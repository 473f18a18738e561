CREATE INDEX "documents_partner_id_amount_idx" ON "documents" USING btree ("partner_id","amount","id");--> statement-breakpoint
CREATE INDEX "documents_partner_id_due_at_idx" ON "documents" USING btree ("partner_id","due_at","id");--> statement-breakpoint
CREATE INDEX "documents_doc_no_trgm_idx" ON "documents" USING gin ("doc_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_lines_item_no_idx" ON "order_lines" USING btree ("item_no");--> statement-breakpoint
CREATE INDEX "order_lines_ean_idx" ON "order_lines" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "orders_partner_id_total_gross_idx" ON "orders" USING btree ("partner_id","total_gross","id");--> statement-breakpoint
CREATE INDEX "orders_order_no_trgm_idx" ON "orders" USING gin ("order_no" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_customer_ref_trgm_idx" ON "orders" USING gin ("customer_ref" gin_trgm_ops);