CREATE SEQUENCE "public"."order_no_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"book" text NOT NULL,
	"consignee" text NOT NULL,
	"mobile" text NOT NULL,
	"province_code" integer NOT NULL,
	"city_code" integer NOT NULL,
	"district_code" integer NOT NULL,
	"detail" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_titles" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"tax_no" text DEFAULT '' NOT NULL,
	"reg_address" text DEFAULT '' NOT NULL,
	"reg_phone" text DEFAULT '' NOT NULL,
	"bank_name" text DEFAULT '' NOT NULL,
	"bank_account" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_code" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"cas" text NOT NULL,
	"pack" text NOT NULL,
	"brand_name" text NOT NULL,
	"shipping_condition" text NOT NULL,
	"unit_fen" integer NOT NULL,
	"num" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"from_stock" integer NOT NULL,
	"delivery_days" smallint NOT NULL,
	"lot_no" text,
	CONSTRAINT "order_lines_num_check" CHECK ("order_lines"."num" between 1 and 9999 and "order_lines"."from_stock" between 0 and "order_lines"."num")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"request_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"goods_fen" integer NOT NULL,
	"shipping_fen" integer NOT NULL,
	"total_fen" integer NOT NULL,
	"shipping_condition" text NOT NULL,
	"address" jsonb NOT NULL,
	"invoice" jsonb,
	"invoice_status" text DEFAULT 'none' NOT NULL,
	"invoice_no" text,
	"invoice_issued_at" timestamp with time zone,
	"note" text DEFAULT '' NOT NULL,
	"pay_method" text,
	"paid_at" timestamp with time zone,
	"pay_deadline" timestamp with time zone NOT NULL,
	"carrier" text,
	"tracking_no" text,
	"shipped_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_amounts_check" CHECK ("orders"."goods_fen" >= 0 and "orders"."shipping_fen" >= 0 and "orders"."total_fen" = "orders"."goods_fen" + "orders"."shipping_fen")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"trade_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_notifies" (
	"id" serial PRIMARY KEY NOT NULL,
	"pay_no" text NOT NULL,
	"body" jsonb NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
CREATE TABLE "transfer_slips" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_titles" ADD CONSTRAINT "invoice_titles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfer_slips" ADD CONSTRAINT "transfer_slips_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "addresses_user_idx" ON "addresses" USING btree ("user_id","book");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_default_idx" ON "addresses" USING btree ("user_id","book") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "invoice_titles_user_idx" ON "invoice_titles" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_titles_default_idx" ON "invoice_titles" USING btree ("user_id") WHERE "invoice_titles"."is_default";--> statement-breakpoint
CREATE INDEX "regions_parent_idx" ON "regions" USING btree ("parent_code","code");--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_no_idx" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_request_key_idx" ON "orders" USING btree ("user_id","request_key");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id","status","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_deadline_idx" ON "orders" USING btree ("pay_deadline") WHERE "orders"."status" = 'unpaid';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_pay_no_idx" ON "payments" USING btree ("pay_no");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sandbox_notifies_due_idx" ON "sandbox_notifies" USING btree ("next_at") WHERE "sandbox_notifies"."delivered_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "transfer_slips_key_idx" ON "transfer_slips" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "transfer_slips_order_idx" ON "transfer_slips" USING btree ("order_id");