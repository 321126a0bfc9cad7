CREATE TABLE "identity_cases" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"name_enc" "bytea" NOT NULL,
	"id_no_enc" "bytea" NOT NULL,
	"id_no_hash" text NOT NULL,
	"front_image_id" integer NOT NULL,
	"back_image_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "identity_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"side" text NOT NULL,
	"file_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"case_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_controls" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"permit_id" integer NOT NULL,
	"use_statement" text NOT NULL,
	"case_id" integer NOT NULL,
	"reviewed_at" timestamp with time zone,
	"review_note" text
);
--> statement-breakpoint
CREATE TABLE "order_permits" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sales_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"case_id" integer NOT NULL,
	"organisation" text NOT NULL,
	"category" text NOT NULL,
	"use_statement" text NOT NULL,
	"permit_id" integer NOT NULL,
	"approved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_cases" ADD CONSTRAINT "identity_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_cases" ADD CONSTRAINT "identity_cases_front_image_id_identity_images_id_fk" FOREIGN KEY ("front_image_id") REFERENCES "public"."identity_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_cases" ADD CONSTRAINT "identity_cases_back_image_id_identity_images_id_fk" FOREIGN KEY ("back_image_id") REFERENCES "public"."identity_images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_images" ADD CONSTRAINT "identity_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_controls" ADD CONSTRAINT "order_controls_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_controls" ADD CONSTRAINT "order_controls_permit_id_order_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."order_permits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_controls" ADD CONSTRAINT "order_controls_case_id_identity_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."identity_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_permits" ADD CONSTRAINT "order_permits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_permits" ADD CONSTRAINT "order_permits_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_case_id_identity_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."identity_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales_ledger" ADD CONSTRAINT "sales_ledger_permit_id_order_permits_id_fk" FOREIGN KEY ("permit_id") REFERENCES "public"."order_permits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_cases_user_idx" ON "identity_cases" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "identity_cases_status_idx" ON "identity_cases" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "identity_cases_live_user_idx" ON "identity_cases" USING btree ("user_id") WHERE "identity_cases"."status" in (1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "identity_cases_live_number_idx" ON "identity_cases" USING btree ("id_no_hash") WHERE "identity_cases"."status" in (1, 2);--> statement-breakpoint
CREATE UNIQUE INDEX "identity_images_key_idx" ON "identity_images" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "identity_images_user_idx" ON "identity_images" USING btree ("user_id","side","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_permits_key_idx" ON "order_permits" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "order_permits_user_idx" ON "order_permits" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "order_permits_order_idx" ON "order_permits" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sales_ledger_line_idx" ON "sales_ledger" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "sales_ledger_approved_idx" ON "sales_ledger" USING btree ("approved_at","id");