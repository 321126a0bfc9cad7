CREATE TABLE "product_search" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"names" text NOT NULL,
	"primary_names" text NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"pinyin" "tsvector" NOT NULL,
	"pinyin_names" text NOT NULL,
	"pinyin_primary" text NOT NULL,
	"cas" text NOT NULL,
	"code" text NOT NULL,
	"formula" text NOT NULL,
	"elements" jsonb NOT NULL,
	"element_set" text NOT NULL,
	"heavy_atoms" smallint NOT NULL,
	"pattern_fp" "bytea" NOT NULL,
	"morgan_fp" "bytea" NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_log" (
	"keyword" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	"top_product_id" integer,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD CONSTRAINT "product_search_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_log" ADD CONSTRAINT "search_log_top_product_id_products_id_fk" FOREIGN KEY ("top_product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_search_text_trgm_idx" ON "product_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "product_search_tokens_idx" ON "product_search" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "product_search_pinyin_idx" ON "product_search" USING gin ("pinyin");--> statement-breakpoint
CREATE INDEX "product_search_cas_idx" ON "product_search" USING btree ("cas" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_code_idx" ON "product_search" USING btree ("code" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "product_search_formula_idx" ON "product_search" USING btree ("formula");--> statement-breakpoint
CREATE INDEX "product_search_element_set_idx" ON "product_search" USING btree ("element_set",(("elements" ->> 'C')::int));--> statement-breakpoint
CREATE INDEX "product_search_indexed_at_idx" ON "product_search" USING btree ("indexed_at");--> statement-breakpoint
CREATE INDEX "search_log_count_idx" ON "search_log" USING btree ("count","last_at");