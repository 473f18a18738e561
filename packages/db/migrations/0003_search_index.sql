CREATE TABLE "search_documents" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"category_id" integer,
	"code" text NOT NULL,
	"name_sl" text NOT NULL,
	"name_en" text NOT NULL,
	"image" text,
	"option_ids" integer[] NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_keywords" (
	"locale" text NOT NULL,
	"keyword" text NOT NULL,
	"keyword_unaccented" text NOT NULL,
	"words" integer NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "search_keywords_locale_keyword_pk" PRIMARY KEY("locale","keyword")
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_search_vector_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_keywords_locale_prefix_idx" ON "search_keywords" USING btree ("locale","keyword_unaccented" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_keywords_trgm_idx" ON "search_keywords" USING gin ("keyword_unaccented" gin_trgm_ops);
