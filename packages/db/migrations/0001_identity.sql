CREATE TABLE "address_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"partner_address_id" text,
	"title" text,
	"address" text,
	"phone" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	CONSTRAINT "customer_groups_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "impersonation_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"ident" char(64) NOT NULL,
	"agent_user_id" integer NOT NULL,
	"impersonated_user_id" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "impersonation_sessions_ident_unique" UNIQUE("ident")
);
--> statement-breakpoint
CREATE TABLE "partner_addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_address_id" text NOT NULL,
	"partner_id" integer NOT NULL,
	"partner_no" text NOT NULL,
	"record_type_id" text,
	"purpose" text NOT NULL,
	"address_type" integer NOT NULL,
	"partner_address_name1" text,
	"partner_address_name2" text,
	"flags" text,
	"gln" text,
	"shipping_street" text,
	"shipping_city" text,
	"shipping_postal_code" text,
	"partner_address_status" integer,
	"internal_partner_address_status" text,
	CONSTRAINT "partner_addresses_partner_address_id_unique" UNIQUE("partner_address_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_no" text NOT NULL,
	"record_type_id" text,
	"name_short" text,
	"name1" text,
	"name2" text,
	"supplier_yes_no" boolean DEFAULT false NOT NULL,
	"b2b_buyer_yes_no" boolean DEFAULT true NOT NULL,
	"contractor_yes_no" boolean DEFAULT false NOT NULL,
	"recipient_yes_no" boolean DEFAULT true NOT NULL,
	"tax_number" text,
	"tax_country_name" text,
	"registration_number" text,
	"gln" text,
	"email" text,
	"phone" text,
	"mobile_phone" text,
	"web_address" text,
	"street" text,
	"city" text,
	"postal_code" text,
	"country_name" text,
	"partner_status" text,
	"partner_mark" text,
	"regional_sales" text,
	"target_group" text,
	"target_group_segment" text,
	"partner_organisation_unit" text,
	"wholesale_or_repro" text,
	"abc_customer" text,
	"partner_rank" text,
	"interest_percent" numeric(7, 3),
	"insurance" text,
	"limit_type" text,
	"limit_amount" numeric(14, 2),
	"mpc_price" boolean DEFAULT false NOT NULL,
	"contacts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"internal_status_state" text,
	"internal_status_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_partner_no_unique" UNIQUE("partner_no")
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by_id" uuid,
	"impersonation_session_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "special_delivery_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"partner_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"post" integer NOT NULL,
	"contact_person" text NOT NULL,
	"contact_phone" text NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"type" text NOT NULL,
	"value" text,
	CONSTRAINT "user_properties_user_id_type_unique" UNIQUE("user_id","type")
);
--> statement-breakpoint
CREATE TABLE "user_settings" (
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"value" boolean NOT NULL,
	CONSTRAINT "user_settings_user_id_name_pk" PRIMARY KEY("user_id","name")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"sso_id" text,
	"b2b_user_kis_id" text,
	"partner_id" integer,
	"group_id" integer NOT NULL,
	"code" text,
	"label" text,
	"salutation" text,
	"title" text,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"company" text,
	"address1" text,
	"address2" text,
	"address3" text,
	"city" text,
	"postal" text,
	"state" text,
	"countryid" text DEFAULT 'SI' NOT NULL,
	"languageid" text DEFAULT 'sl' NOT NULL,
	"telephone" text,
	"telefax" text,
	"mobile" text,
	"website" text,
	"birthday" date,
	"status" integer DEFAULT 1 NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_sso_id_unique" UNIQUE("sso_id")
);
--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD CONSTRAINT "address_change_requests_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_change_requests" ADD CONSTRAINT "address_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_impersonated_user_id_users_id_fk" FOREIGN KEY ("impersonated_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_addresses" ADD CONSTRAINT "partner_addresses_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_impersonation_session_id_impersonation_sessions_id_fk" FOREIGN KEY ("impersonation_session_id") REFERENCES "public"."impersonation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_delivery_locations" ADD CONSTRAINT "special_delivery_locations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special_delivery_locations" ADD CONSTRAINT "special_delivery_locations_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_properties" ADD CONSTRAINT "user_properties_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_settings" ADD CONSTRAINT "user_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_change_requests_partner_id_idx" ON "address_change_requests" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "impersonation_sessions_agent_user_id_idx" ON "impersonation_sessions" USING btree ("agent_user_id");--> statement-breakpoint
CREATE INDEX "impersonation_sessions_impersonated_user_id_idx" ON "impersonation_sessions" USING btree ("impersonated_user_id");--> statement-breakpoint
CREATE INDEX "partner_addresses_partner_id_purpose_idx" ON "partner_addresses" USING btree ("partner_id","purpose");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_id_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_id_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "special_delivery_locations_partner_id_idx" ON "special_delivery_locations" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "users_partner_id_idx" ON "users" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "users_group_id_idx" ON "users" USING btree ("group_id");