ALTER TABLE "uploads" ALTER COLUMN "data" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "storage_key" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_idempotency_key_unique" UNIQUE("user_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_data_or_storage_key" CHECK ((data IS NULL) <> (storage_key IS NULL));