CREATE TABLE "knowledge_search" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"text" text NOT NULL,
	"names" text NOT NULL,
	"primary_names" text NOT NULL,
	"tokens" "tsvector" NOT NULL,
	"pinyin" "tsvector" NOT NULL,
	"pinyin_names" text NOT NULL,
	"pinyin_primary" text NOT NULL,
	"keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"number_base" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"source_hash" text NOT NULL,
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "knowledge_search_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
CREATE INDEX "knowledge_search_text_trgm_idx" ON "knowledge_search" USING gin ("text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_search_tokens_idx" ON "knowledge_search" USING gin ("tokens");--> statement-breakpoint
CREATE INDEX "knowledge_search_pinyin_idx" ON "knowledge_search" USING gin ("pinyin");--> statement-breakpoint
CREATE INDEX "knowledge_search_keys_idx" ON "knowledge_search" USING gin ("keys");--> statement-breakpoint
CREATE INDEX "knowledge_search_number_idx" ON "knowledge_search" USING btree ("number_base" text_pattern_ops);