CREATE TABLE "standard_materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"standard_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text,
	"cas" text,
	"role" text,
	"product_code" text
);
--> statement-breakpoint
CREATE TABLE "standards" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"base_key" text NOT NULL,
	"number" text NOT NULL,
	"prefix" text NOT NULL,
	"field" text NOT NULL,
	"title_cn" text NOT NULL,
	"title_en" text,
	"issued_by" text,
	"issued_on" date,
	"effective_on" date,
	"status" text NOT NULL,
	"replaces" text[] DEFAULT '{}'::text[] NOT NULL,
	"replaced_by" text,
	"scope" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "standards_status_check" CHECK ("standards"."status" in ('现行', '即将实施', '废止'))
);
--> statement-breakpoint
ALTER TABLE "standard_materials" ADD CONSTRAINT "standard_materials_standard_id_standards_id_fk" FOREIGN KEY ("standard_id") REFERENCES "public"."standards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "standard_materials" ADD CONSTRAINT "standard_materials_product_code_products_code_fk" FOREIGN KEY ("product_code") REFERENCES "public"."products"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "standard_materials_sort_idx" ON "standard_materials" USING btree ("standard_id","sort");--> statement-breakpoint
CREATE INDEX "standard_materials_product_idx" ON "standard_materials" USING btree ("product_code");--> statement-breakpoint
CREATE UNIQUE INDEX "standards_key_idx" ON "standards" USING btree ("key");--> statement-breakpoint
CREATE INDEX "standards_base_key_idx" ON "standards" USING btree ("base_key");