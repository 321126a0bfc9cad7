CREATE TABLE "lot_stock" (
	"lot_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "lot_stock_lot_id_warehouse_id_pk" PRIMARY KEY("lot_id","warehouse_id"),
	CONSTRAINT "lot_stock_quantity_check" CHECK ("lot_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"sku_id" integer NOT NULL,
	"lot_no" text NOT NULL,
	"manufactured_on" date NOT NULL,
	"expiry_kind" text NOT NULL,
	"expires_on" date NOT NULL,
	"certified_property" text,
	"certified_value" text,
	"uncertainty" text,
	"unit" text,
	"written_off_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_kind_check" CHECK ("lots"."expiry_kind" in ('expiry', 'retest') and "lots"."expires_on" > "lots"."manufactured_on")
);
--> statement-breakpoint
CREATE TABLE "order_line_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_line_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"warehouse_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "order_line_lots_quantity_check" CHECK ("order_line_lots"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "warehouses" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"city" text NOT NULL,
	"cutoff" text NOT NULL,
	"transit_min_days" smallint NOT NULL,
	"transit_max_days" smallint NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "warehouses_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "lot_stock" ADD CONSTRAINT "lot_stock_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stock" ADD CONSTRAINT "lot_stock_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_sku_id_skus_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."skus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_lots" ADD CONSTRAINT "order_line_lots_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_lots" ADD CONSTRAINT "order_line_lots_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line_lots" ADD CONSTRAINT "order_line_lots_warehouse_id_warehouses_id_fk" FOREIGN KEY ("warehouse_id") REFERENCES "public"."warehouses"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lots_sku_no_idx" ON "lots" USING btree ("sku_id","lot_no");--> statement-breakpoint
CREATE INDEX "lots_sku_expiry_idx" ON "lots" USING btree ("sku_id","expires_on");--> statement-breakpoint
CREATE INDEX "order_line_lots_line_idx" ON "order_line_lots" USING btree ("order_line_id");