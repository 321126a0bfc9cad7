CREATE TABLE "custom_request_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_id" integer NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "custom_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"request_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"smiles" text DEFAULT '' NOT NULL,
	"cas" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"formula" text DEFAULT '' NOT NULL,
	"quantity" double precision NOT NULL,
	"unit" text NOT NULL,
	"purity" text NOT NULL,
	"deadline" date NOT NULL,
	"documents" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"quote_price_fen" integer,
	"quote_lead_days" integer,
	"quote_valid_until" date,
	"quote_remark" text,
	"quoted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_requests_state_check" CHECK ("custom_requests"."state" in ('pending', 'quoted', 'accepted', 'declined', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "custom_request_events" ADD CONSTRAINT "custom_request_events_request_id_custom_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_requests" ADD CONSTRAINT "custom_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_request_events_request_idx" ON "custom_request_events" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_requests_no_idx" ON "custom_requests" USING btree ("request_no");--> statement-breakpoint
CREATE INDEX "custom_requests_user_idx" ON "custom_requests" USING btree ("user_id","id");