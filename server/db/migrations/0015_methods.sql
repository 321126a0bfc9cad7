CREATE TABLE "api_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cas" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"product_id" integer,
	"category" text NOT NULL,
	"compound" text NOT NULL,
	"medication_uses" text[] DEFAULT '{}'::text[] NOT NULL,
	"type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_items_cas_unique" UNIQUE("cas")
);
--> statement-breakpoint
CREATE TABLE "method_standards" (
	"method_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"role" text NOT NULL,
	"label" text,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "method_standards_method_id_product_id_pk" PRIMARY KEY("method_id","product_id"),
	CONSTRAINT "method_standards_role_check" CHECK ("method_standards"."role" in ('对照品', '杂质对照品', '系统适用性对照品'))
);
--> statement-breakpoint
CREATE TABLE "methods" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_item_id" integer NOT NULL,
	"pharmacopoeia" text NOT NULL,
	"edition" text NOT NULL,
	"monograph" text NOT NULL,
	"test_item" text NOT NULL,
	"heading" text,
	"technique" text NOT NULL,
	"summary" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "methods_pharmacopoeia_check" CHECK ("methods"."pharmacopoeia" in ('ChP', 'USP-NF', 'EP', 'JP')),
	CONSTRAINT "methods_test_item_check" CHECK ("methods"."test_item" in ('有关物质', '含量测定', '鉴别', '残留溶剂', '溶出度', '特定杂质')),
	CONSTRAINT "methods_technique_check" CHECK ("methods"."technique" in ('HPLC', 'GC', 'TLC', '滴定', 'IR', 'UV'))
);
--> statement-breakpoint
ALTER TABLE "api_items" ADD CONSTRAINT "api_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "method_standards" ADD CONSTRAINT "method_standards_method_id_methods_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."methods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "method_standards" ADD CONSTRAINT "method_standards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "methods" ADD CONSTRAINT "methods_api_item_id_api_items_id_fk" FOREIGN KEY ("api_item_id") REFERENCES "public"."api_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_items_product_idx" ON "api_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "method_standards_product_idx" ON "method_standards" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "methods_monograph_test_idx" ON "methods" USING btree ("pharmacopoeia","monograph","test_item");--> statement-breakpoint
CREATE INDEX "methods_api_item_idx" ON "methods" USING btree ("api_item_id");