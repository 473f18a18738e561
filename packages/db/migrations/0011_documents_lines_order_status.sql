CREATE TABLE "order_status_events" (
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_status_events_order_id_status_pk" PRIMARY KEY("order_id","status")
);
--> statement-breakpoint
DROP INDEX "documents_partner_id_issued_at_idx";--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "net" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "vat" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "documents" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "status_checked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_status_events" ADD CONSTRAINT "order_status_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_partner_id_doc_type_issued_at_idx" ON "documents" USING btree ("partner_id","doc_type","issued_at");--> statement-breakpoint
CREATE INDEX "documents_partner_id_open_idx" ON "documents" USING btree ("partner_id","due_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "orders_partner_id_created_at_idx" ON "orders" USING btree ("partner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_unsettled_idx" ON "orders" USING btree ("partner_id","created_at") WHERE kind = 'order' and status not in ('invoiced', 'cancelled');--> statement-breakpoint
CREATE INDEX "documents_partner_id_issued_at_idx" ON "documents" USING btree ("partner_id","issued_at","id");--> statement-breakpoint
-- Hand-written: "overdue" follows from the due date from now on (@gradnik/domain/account-documents).
UPDATE "documents" SET "status" = 'open' WHERE "status" = 'overdue';
