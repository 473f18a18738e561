CREATE TABLE "complaints" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_no" text NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"order_id" integer,
	"product_id" integer,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason" text NOT NULL,
	"description" text,
	"quantity" numeric(14, 3),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaints_complaint_no_unique" UNIQUE("complaint_no")
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"order_id" integer,
	"doc_type" text NOT NULL,
	"doc_no" text NOT NULL,
	"issued_at" date NOT NULL,
	"due_at" date,
	"amount" numeric(14, 2) NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "documents_doc_type_doc_no_unique" UNIQUE("doc_type","doc_no")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"notification_type" text NOT NULL,
	"type" text DEFAULT 'info' NOT NULL,
	"data" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wishlist_products" (
	"wishlist_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(14, 3) DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wishlist_products_wishlist_id_product_id_pk" PRIMARY KEY("wishlist_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "wishlists" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"code" text NOT NULL,
	"label_sl" text NOT NULL,
	"label_en" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_options_attribute_id_code_unique" UNIQUE("attribute_id","code")
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"type" text DEFAULT 'select' NOT NULL,
	"type_data" text,
	"name_sl" text NOT NULL,
	"name_en" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"filterable" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attributes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"name_sl" text NOT NULL,
	"name_en" text NOT NULL,
	"url_segment" text NOT NULL,
	"path" text NOT NULL,
	"depth" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "categories_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_options" (
	"product_id" integer NOT NULL,
	"option_id" integer NOT NULL,
	CONSTRAINT "product_attribute_options_product_id_option_id_pk" PRIMARY KEY("product_id","option_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_sl" text NOT NULL,
	"name_en" text NOT NULL,
	"short_description_sl" text,
	"short_description_en" text,
	"description_sl" text,
	"description_en" text,
	"advantages" jsonb DEFAULT '{"sl":[],"en":[]}'::jsonb NOT NULL,
	"properties" jsonb DEFAULT '{"public":[],"private":[]}'::jsonb NOT NULL,
	"base_unit_of_measure" text DEFAULT 'KOS' NOT NULL,
	"retail_unit_of_measure" text DEFAULT 'KOS' NOT NULL,
	"minimum_sales_unit_retail" numeric(14, 3) DEFAULT 1 NOT NULL,
	"minimum_whole_sales_unit_retail" numeric(14, 3) DEFAULT 1 NOT NULL,
	"minimum_whole_sales_unit" numeric(14, 3) DEFAULT 1 NOT NULL,
	"factor_unit_retail" numeric(14, 3) DEFAULT 1 NOT NULL,
	"minimum_sales_unit" numeric(14, 3) DEFAULT 1 NOT NULL,
	"ean" text,
	"vat" numeric(5, 2) DEFAULT 0 NOT NULL,
	"media" jsonb DEFAULT '{"Images":[],"Videos":[],"Documents":[],"UrlMainPicture":null,"EnergyLabel":null}'::jsonb NOT NULL,
	"is_action" boolean DEFAULT false NOT NULL,
	"catalog_status" integer DEFAULT 1 NOT NULL,
	"category_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(public.f_unaccent(coalesce(name_sl, '') || ' ' || coalesce(name_en, '') || ' ' || code || ' ' || coalesce(ean, '')))) STORED NOT NULL,
	CONSTRAINT "products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "basket_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"basket_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" numeric(14, 3) NOT NULL,
	"note" text,
	"client_pricing" jsonb,
	"custom_price" numeric(14, 4),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "basket_lines_basket_id_product_id_unique" UNIQUE("basket_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"kind" text NOT NULL,
	"comment" text,
	"customer_ref" text,
	"delivery_service_id" integer,
	"payment_service_id" integer,
	"delivery_address" jsonb,
	"payment_address" jsonb,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "baskets_user_id_partner_id_kind_unique" UNIQUE("user_id","partner_id","kind")
);
--> statement-breakpoint
CREATE TABLE "inquiry_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"valid_until" date,
	"total_net" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_gross" numeric(14, 2) DEFAULT 0 NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inquiry_offers_offer_no_unique" UNIQUE("offer_no")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_no" integer NOT NULL,
	"product_id" integer,
	"item_no" text NOT NULL,
	"ean" text,
	"name" text NOT NULL,
	"store_id" text,
	"quantity_base" numeric(14, 3) NOT NULL,
	"quantity_retail" numeric(14, 3) NOT NULL,
	"base_unit_of_measure" text DEFAULT 'KOS' NOT NULL,
	"retail_unit_of_measure" text DEFAULT 'KOS' NOT NULL,
	"price_basic_base_unit" numeric(14, 4),
	"price_basic_retail_unit" numeric(14, 4),
	"discount_base_unit" numeric(14, 4),
	"discount_retail_unit" numeric(14, 4),
	"discount_add_base_unit" numeric(14, 4),
	"price_for_partner_base_unit" numeric(14, 4),
	"price_for_partner_retail_unit" numeric(14, 4),
	"price_type_base_unit" text,
	"price_type_retail_unit" text,
	"line_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"line_value_retail" numeric(14, 2),
	"vat" numeric(5, 2) DEFAULT 22 NOT NULL,
	"delivery_date" date,
	"calculation_id" text,
	"note" text,
	CONSTRAINT "order_lines_order_id_line_no_unique" UNIQUE("order_id","line_no")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"kind" text NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"acting_user_id" integer,
	"status" text DEFAULT 'received' NOT NULL,
	"idempotency_key" text,
	"comment" text,
	"customer_ref" text,
	"delivery_service_id" integer,
	"payment_service_id" integer,
	"delivery_code" integer,
	"payment_type" integer DEFAULT 2 NOT NULL,
	"delivery_type" text DEFAULT 'single_package' NOT NULL,
	"store_id" text,
	"recipient" jsonb,
	"payer" jsonb,
	"special_delivery_location" jsonb,
	"need_car_lift" boolean DEFAULT false NOT NULL,
	"transport_costs" numeric(14, 2),
	"one_delivery" integer,
	"total_net" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_vat" numeric(14, 2) DEFAULT 0 NOT NULL,
	"total_gross" numeric(14, 2) DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"code" integer NOT NULL,
	"name_sl" text NOT NULL,
	"name_en" text NOT NULL,
	"description_sl" text,
	"description_en" text,
	"price" numeric(14, 2) DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "services_type_code_unique" UNIQUE("type","code")
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"blocks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"frontend_column" integer,
	"shown_in_footer" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cms_pages_locale_slug_unique" UNIQUE("locale","slug")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_sl" text NOT NULL,
	"title_en" text NOT NULL,
	"text_sl" text NOT NULL,
	"text_en" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"cta_label_sl" text,
	"cta_label_en" text,
	"cta_link" text,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"zip_code" text,
	"zip_code_name" text,
	"phone" text,
	"email" text,
	"hours_weekdays" text,
	"hours_saturday" text,
	"hours_sunday" text,
	"holidays" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaints" ADD CONSTRAINT "complaints_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_products" ADD CONSTRAINT "wishlist_products_wishlist_id_wishlists_id_fk" FOREIGN KEY ("wishlist_id") REFERENCES "public"."wishlists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlist_products" ADD CONSTRAINT "wishlist_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wishlists" ADD CONSTRAINT "wishlists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_options" ADD CONSTRAINT "attribute_options_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_options" ADD CONSTRAINT "product_attribute_options_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_options" ADD CONSTRAINT "product_attribute_options_option_id_attribute_options_id_fk" FOREIGN KEY ("option_id") REFERENCES "public"."attribute_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_lines" ADD CONSTRAINT "basket_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_delivery_service_id_services_id_fk" FOREIGN KEY ("delivery_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_payment_service_id_services_id_fk" FOREIGN KEY ("payment_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD CONSTRAINT "inquiry_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_offers" ADD CONSTRAINT "inquiry_offers_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_acting_user_id_users_id_fk" FOREIGN KEY ("acting_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_service_id_services_id_fk" FOREIGN KEY ("delivery_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_service_id_services_id_fk" FOREIGN KEY ("payment_service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complaints_partner_id_created_at_idx" ON "complaints" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "complaints_user_id_idx" ON "complaints" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "complaints_order_id_idx" ON "complaints" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "documents_partner_id_issued_at_idx" ON "documents" USING btree ("partner_id","issued_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_created_at_idx" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_id_unread_idx" ON "notifications" USING btree ("user_id") WHERE read_at IS NULL;--> statement-breakpoint
CREATE INDEX "wishlist_products_product_id_idx" ON "wishlist_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "wishlists_user_id_idx" ON "wishlists" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wishlists_user_id_default_unique" ON "wishlists" USING btree ("user_id") WHERE is_default;--> statement-breakpoint
CREATE INDEX "categories_parent_id_position_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "product_attribute_options_option_id_idx" ON "product_attribute_options" USING btree ("option_id","product_id");--> statement-breakpoint
CREATE INDEX "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_category_id_name_sl_idx" ON "products" USING btree ("category_id","name_sl");--> statement-breakpoint
CREATE INDEX "products_category_id_name_en_idx" ON "products" USING btree ("category_id","name_en");--> statement-breakpoint
CREATE INDEX "products_category_id_code_idx" ON "products" USING btree ("category_id","code");--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_ean_idx" ON "products" USING btree ("ean");--> statement-breakpoint
CREATE INDEX "basket_lines_product_id_idx" ON "basket_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "baskets_partner_id_idx" ON "baskets" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "inquiry_offers_partner_id_created_at_idx" ON "inquiry_offers" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE INDEX "inquiry_offers_order_id_idx" ON "inquiry_offers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_lines_product_id_idx" ON "order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_partner_id_kind_created_at_idx" ON "orders" USING btree ("partner_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_user_id_idx" ON "orders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "promotions_starts_at_idx" ON "promotions" USING btree ("starts_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_email_lowercase" CHECK ("users"."email" = lower("users"."email"));