CREATE TABLE "after_sale_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"actor" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"body" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"case_id" integer,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "after_sale_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"refund_no" text NOT NULL,
	"provider" text NOT NULL,
	"pay_no" text,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "after_sale_refunds_amount_check" CHECK ("after_sale_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "after_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"case_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"refund_fen" integer,
	"reject_reason" text,
	"carrier" text,
	"tracking_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	CONSTRAINT "after_sales_quantity_check" CHECK ("after_sales"."quantity" between 1 and 9999),
	CONSTRAINT "after_sales_refund_check" CHECK ("after_sales"."refund_fen" is null or "after_sales"."refund_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_no" text NOT NULL,
	"pay_no" text NOT NULL,
	"trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_check" CHECK ("sandbox_refunds"."amount_fen" > 0)
);
--> statement-breakpoint
ALTER TABLE "after_sale_events" ADD CONSTRAINT "after_sale_events_case_id_after_sales_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_images" ADD CONSTRAINT "after_sale_images_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_images" ADD CONSTRAINT "after_sale_images_case_id_after_sales_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_case_id_after_sales_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."after_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sale_refunds" ADD CONSTRAINT "after_sale_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "after_sales" ADD CONSTRAINT "after_sales_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "after_sale_events_case_idx" ON "after_sale_events" USING btree ("case_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_images_key_idx" ON "after_sale_images" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "after_sale_images_user_idx" ON "after_sale_images" USING btree ("user_id","case_id");--> statement-breakpoint
CREATE INDEX "after_sale_images_case_idx" ON "after_sale_images" USING btree ("case_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_refunds_no_idx" ON "after_sale_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sale_refunds_case_idx" ON "after_sale_refunds" USING btree ("case_id");--> statement-breakpoint
CREATE INDEX "after_sale_refunds_order_idx" ON "after_sale_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_no_idx" ON "after_sales" USING btree ("case_no");--> statement-breakpoint
CREATE INDEX "after_sales_user_idx" ON "after_sales" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "after_sales_order_idx" ON "after_sales" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "after_sales_open_line_idx" ON "after_sales" USING btree ("order_line_id") WHERE "after_sales"."status" in ('pending', 'approved', 'refunding', 'reshipping');--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_no_idx" ON "sandbox_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_pay_idx" ON "sandbox_refunds" USING btree ("pay_no");