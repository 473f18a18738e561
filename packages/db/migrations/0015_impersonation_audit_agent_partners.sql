CREATE TABLE "agent_partners" (
	"agent_user_id" integer NOT NULL,
	"partner_id" integer NOT NULL,
	CONSTRAINT "agent_partners_agent_user_id_partner_id_pk" PRIMARY KEY("agent_user_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "impersonation_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"method" text NOT NULL,
	"route" text NOT NULL,
	"status_code" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD COLUMN "ends_by" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD COLUMN "exchanged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "agent_partners" ADD CONSTRAINT "agent_partners_agent_user_id_users_id_fk" FOREIGN KEY ("agent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_partners" ADD CONSTRAINT "agent_partners_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_actions" ADD CONSTRAINT "impersonation_actions_session_id_impersonation_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."impersonation_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_partners_partner_id_idx" ON "agent_partners" USING btree ("partner_id");--> statement-breakpoint
CREATE INDEX "impersonation_actions_session_id_at_idx" ON "impersonation_actions" USING btree ("session_id","at");--> statement-breakpoint
ALTER TABLE "impersonation_sessions" ADD CONSTRAINT "impersonation_sessions_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impersonation_sessions_partner_id_started_at_idx" ON "impersonation_sessions" USING btree ("partner_id","started_at");