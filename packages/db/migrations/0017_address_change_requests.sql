DROP INDEX "address_change_requests_partner_id_idx";--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD COLUMN "acting_user_id" integer;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD COLUMN "requested_address_status" integer;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD COLUMN "address_key" text;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD COLUMN "decision_note" text;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD CONSTRAINT "address_change_requests_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_change_requests_partner_id_created_at_idx" ON "address_change_requests" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "address_change_requests_pending_address_unique" ON "address_change_requests" USING btree ("partner_id","partner_address_id") WHERE "address_change_requests"."status" = 'pending' and "address_change_requests"."partner_address_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "address_change_requests_pending_create_unique" ON "address_change_requests" USING btree ("partner_id","address_key") WHERE "address_change_requests"."status" = 'pending' and "address_change_requests"."kind" = 'create';--> statement-breakpoint
CREATE INDEX "address_change_requests_pending_idx" ON "address_change_requests" USING btree ("created_at") WHERE "address_change_requests"."status" = 'pending';