CREATE TABLE "product_listing" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer,
	"code" text NOT NULL,
	"is_action" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"sort_name_sl" text NOT NULL,
	"sort_name_en" text NOT NULL,
	"option_ids" integer[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_listing" ADD CONSTRAINT "product_listing_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_listing_category_id_sort_name_sl_idx" ON "product_listing" USING btree ("category_id","sort_name_sl","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_category_id_sort_name_en_idx" ON "product_listing" USING btree ("category_id","sort_name_en","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_category_id_code_idx" ON "product_listing" USING btree ("category_id","code");--> statement-breakpoint
CREATE INDEX "product_listing_sort_name_sl_idx" ON "product_listing" USING btree ("sort_name_sl","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_sort_name_en_idx" ON "product_listing" USING btree ("sort_name_en","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_code_idx" ON "product_listing" USING btree ("code");--> statement-breakpoint
CREATE INDEX "product_listing_created_at_idx" ON "product_listing" USING btree ("created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_listing_is_action_idx" ON "product_listing" USING btree ("sort_name_sl","product_id") WHERE "product_listing"."is_action";