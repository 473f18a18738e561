CREATE TABLE "inquiry_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"inquiry_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"acting_user_id" integer,
	"kind" text DEFAULT 'message' NOT NULL,
	"body" text NOT NULL,
	"offer_revision" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"acting_user_id" integer,
	"kind" text NOT NULL,
	"product_id" integer,
	"subject" text,
	"message" text NOT NULL,
	"product_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"purpose" text NOT NULL,
	"owner_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "inquiry_offers_order_id_idx";--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD COLUMN "offer_line_no" integer;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD COLUMN "transport_cost" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD COLUMN "total_vat" numeric(14, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD COLUMN "erp_offer_id" text;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD COLUMN "decline_reason" text;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD COLUMN "decided_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD COLUMN "accepted_order_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "offer_id" integer;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_inquiry_id_orders_id_fk" FOREIGN KEY ("inquiry_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_messages" ADD CONSTRAINT "inquiry_messages_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inquiry_messages_inquiry_id_created_at_idx" ON "inquiry_messages" USING btree ("inquiry_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_partner_id_created_at_idx" ON "questions" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_unanswered_idx" ON "questions" USING btree ("created_at") WHERE "questions"."answered_at" is null;--> statement-breakpoint
CREATE INDEX "uploads_purpose_owner_id_idx" ON "uploads" USING btree ("purpose","owner_id");--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_offer_id_inquiry_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."inquiry_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD CONSTRAINT "inquiry_offers_decided_by_user_id_users_id_fk" FOREIGN KEY ("decided_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD CONSTRAINT "inquiry_offers_accepted_order_id_orders_id_fk" FOREIGN KEY ("accepted_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_offer_id_inquiry_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."inquiry_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_lines_offer_id_idx" ON "basket_lines" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD CONSTRAINT "inquiry_offers_order_id_revision_unique" UNIQUE("order_id","revision");--> statement-breakpoint
-- Issue #14 (decision 036): an offer's states are open, superseded, accepted, declined; 'expired'
-- is derived from its valid-until day, never stored.
UPDATE "inquiry_offers" SET "status" = 'declined' WHERE "status" = 'rejected';--> statement-breakpoint
UPDATE "inquiry_offers" SET "status" = 'open' WHERE "status" = 'expired';
