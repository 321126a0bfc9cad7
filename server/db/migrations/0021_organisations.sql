CREATE TABLE "org_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer,
	"uploaded_by" integer NOT NULL,
	"kind" text NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_files_kind_check" CHECK ("org_files"."kind" in ('license', 'other'))
);
--> statement-breakpoint
CREATE TABLE "org_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"org_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"role" text NOT NULL,
	"status" text NOT NULL,
	"dept" text,
	"is_current" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "org_memberships_role_check" CHECK ("org_memberships"."role" in ('admin', 'buyer', 'viewer')),
	CONSTRAINT "org_memberships_status_check" CHECK ("org_memberships"."status" in ('active', 'pending', 'disabled'))
);
--> statement-breakpoint
CREATE TABLE "organisations" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"credit_code" text NOT NULL,
	"legal_representative" text NOT NULL,
	"corp_type" text NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reason" text,
	"created_by" integer NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisations_status_check" CHECK ("organisations"."status" between 0 and 3)
);
--> statement-breakpoint
DROP INDEX "credit_lines_user_idx";--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "organisation_id" integer;--> statement-breakpoint
ALTER TABLE "org_files" ADD CONSTRAINT "org_files_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_files" ADD CONSTRAINT "org_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_memberships" ADD CONSTRAINT "org_memberships_org_id_organisations_id_fk" FOREIGN KEY ("org_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_memberships" ADD CONSTRAINT "org_memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organisations" ADD CONSTRAINT "organisations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "org_files_key_idx" ON "org_files" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "org_files_org_idx" ON "org_files" USING btree ("org_id","kind");--> statement-breakpoint
CREATE INDEX "org_files_uploader_idx" ON "org_files" USING btree ("uploaded_by","id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_memberships_org_user_idx" ON "org_memberships" USING btree ("org_id","user_id");--> statement-breakpoint
CREATE INDEX "org_memberships_user_idx" ON "org_memberships" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_memberships_current_idx" ON "org_memberships" USING btree ("user_id") WHERE "org_memberships"."is_current";--> statement-breakpoint
CREATE UNIQUE INDEX "organisations_credit_code_idx" ON "organisations" USING btree ("credit_code");--> statement-breakpoint
CREATE INDEX "organisations_status_idx" ON "organisations" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_org_idx" ON "orders" USING btree ("organisation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lines_org_idx" ON "credit_lines" USING btree ("organisation_id") WHERE "credit_lines"."organisation_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lines_user_idx" ON "credit_lines" USING btree ("user_id") WHERE "credit_lines"."organisation_id" is null;