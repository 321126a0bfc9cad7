CREATE TABLE "user_vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"source" text NOT NULL,
	"ref" text NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_vouchers_status_check" CHECK ("user_vouchers"."status" in ('unused', 'used') and ("user_vouchers"."status" = 'used') = ("user_vouchers"."order_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "voucher_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"face_fen" integer NOT NULL,
	"min_order_fen" integer DEFAULT 0 NOT NULL,
	"valid_days" integer,
	"valid_from" timestamp with time zone,
	"valid_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_templates_face_check" CHECK ("voucher_templates"."face_fen" > 0 and "voucher_templates"."min_order_fen" >= 0),
	CONSTRAINT "voucher_templates_validity_check" CHECK (("voucher_templates"."valid_days" is not null and "voucher_templates"."valid_days" > 0) or ("voucher_templates"."valid_to" is not null))
);
--> statement-breakpoint
CREATE TABLE "activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activities_dates_check" CHECK ("activities"."ends_at" > "activities"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "activity_products" (
	"activity_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_products_activity_id_product_id_pk" PRIMARY KEY("activity_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "activity_vouchers" (
	"activity_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"stock" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "activity_vouchers_activity_id_template_id_pk" PRIMARY KEY("activity_id","template_id"),
	CONSTRAINT "activity_vouchers_stock_check" CHECK ("activity_vouchers"."claimed" >= 0 and "activity_vouchers"."claimed" <= "activity_vouchers"."stock")
);
--> statement-breakpoint
CREATE TABLE "mall_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"points" integer NOT NULL,
	"stock" integer NOT NULL,
	"per_user_limit" integer NOT NULL,
	"template_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"listed" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "mall_items_numbers_check" CHECK ("mall_items"."points" > 0 and "mall_items"."stock" >= 0 and "mall_items"."per_user_limit" > 0),
	CONSTRAINT "mall_items_kind_check" CHECK (("mall_items"."kind" = 'voucher') = ("mall_items"."template_id" is not null) and "mall_items"."kind" in ('voucher', 'gift'))
);
--> statement-breakpoint
CREATE TABLE "mall_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"item_name" text NOT NULL,
	"points" integer NOT NULL,
	"user_voucher_id" integer,
	"address" jsonb,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_amounts_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_fen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_vouchers" ADD CONSTRAINT "user_vouchers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_vouchers" ADD CONSTRAINT "user_vouchers_template_id_voucher_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."voucher_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_products" ADD CONSTRAINT "activity_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_vouchers" ADD CONSTRAINT "activity_vouchers_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_vouchers" ADD CONSTRAINT "activity_vouchers_template_id_voucher_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."voucher_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_items" ADD CONSTRAINT "mall_items_template_id_voucher_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."voucher_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_item_id_mall_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."mall_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mall_redemptions" ADD CONSTRAINT "mall_redemptions_user_voucher_id_user_vouchers_id_fk" FOREIGN KEY ("user_voucher_id") REFERENCES "public"."user_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_vouchers_ref_idx" ON "user_vouchers" USING btree ("user_id","ref");--> statement-breakpoint
CREATE INDEX "user_vouchers_user_idx" ON "user_vouchers" USING btree ("user_id","status","expires_at");--> statement-breakpoint
CREATE INDEX "user_vouchers_order_idx" ON "user_vouchers" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_templates_key_idx" ON "voucher_templates" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "activities_slug_idx" ON "activities" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "activities_dates_idx" ON "activities" USING btree ("ends_at");--> statement-breakpoint
CREATE UNIQUE INDEX "mall_items_key_idx" ON "mall_items" USING btree ("key");--> statement-breakpoint
CREATE INDEX "mall_redemptions_user_idx" ON "mall_redemptions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "mall_redemptions_item_idx" ON "mall_redemptions" USING btree ("item_id","user_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_voucher_id_user_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."user_vouchers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_amounts_check" CHECK ("orders"."goods_fen" >= 0 and "orders"."shipping_fen" >= 0 and "orders"."discount_fen" >= 0 and "orders"."discount_fen" <= "orders"."goods_fen" and "orders"."total_fen" = "orders"."goods_fen" + "orders"."shipping_fen" - "orders"."discount_fen");