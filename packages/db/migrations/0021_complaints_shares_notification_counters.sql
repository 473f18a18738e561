CREATE TABLE "complaint_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"order_line_id" integer,
	"product_id" integer,
	"item_no" text NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	CONSTRAINT "complaint_lines_complaint_id_line_no_unique" UNIQUE("complaint_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "complaint_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"author" text NOT NULL,
	"user_id" integer,
	"acting_user_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_counters" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_shares" (
	"wishlist_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"access" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_shares_wishlist_id_user_id_pk" PRIMARY KEY("wishlist_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "complaints" ALTER COLUMN "reason" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "desired_resolution" text DEFAULT 'credit_note' NOT NULL;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "delivery_note_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "credit_note_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "replacement_order_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "acting_user_id" integer;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "retailer_note" text;--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "complaint_events" ADD CONSTRAINT "complaint_events_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_lines" ADD CONSTRAINT "complaint_lines_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_lines" ADD CONSTRAINT "complaint_lines_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_lines" ADD CONSTRAINT "complaint_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_complaint_id_complaints_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complaints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_counters" ADD CONSTRAINT "notification_counters_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_shares" ADD CONSTRAINT "wishlist_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaint_events_complaint_id_idx" ON "complaint_events" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "complaint_messages_complaint_id_idx" ON "complaint_messages" USING btree ("complaint_id","created_at");--> statement-breakpoint
CREATE INDEX "wishlist_shares_user_id_idx" ON "wishlist_shares" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_delivery_note_id_documents_id_fk" FOREIGN KEY ("delivery_note_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_credit_note_id_documents_id_fk" FOREIGN KEY ("credit_note_id") REFERENCES "public"."documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_replacement_order_id_orders_id_fk" FOREIGN KEY ("replacement_order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_partner_id_status_created_at_idx" ON "complaints" USING btree ("partner_id","status","created_at");--> statement-breakpoint
CREATE INDEX "complaints_next_check_at_idx" ON "complaints" USING btree ("next_check_at") WHERE next_check_at IS NOT NULL;--> statement-breakpoint
-- Issue #16: the bell's unread count (SPEC §4/§9, polled every 20 s) is kept per user by this
-- trigger, so every writer of notifications (the API, the seed, the simulators) keeps it right.
CREATE FUNCTION notification_counters_upkeep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.read_at IS NULL THEN
    UPDATE notification_counters SET unread = unread - 1 WHERE user_id = OLD.user_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.read_at IS NULL THEN
    INSERT INTO notification_counters (user_id, unread) VALUES (NEW.user_id, 1)
    ON CONFLICT (user_id) DO UPDATE SET unread = notification_counters.unread + 1;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notification_counters_upkeep
AFTER INSERT OR DELETE OR UPDATE OF read_at, user_id ON notifications
FOR EACH ROW EXECUTE FUNCTION notification_counters_upkeep();
--> statement-breakpoint
INSERT INTO notification_counters (user_id, unread)
SELECT user_id, count(*) FROM notifications WHERE read_at IS NULL GROUP BY user_id
ON CONFLICT (user_id) DO UPDATE SET unread = EXCLUDED.unread;
