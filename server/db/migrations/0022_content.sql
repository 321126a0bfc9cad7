CREATE TABLE "help_nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"parent_id" integer,
	"name" text NOT NULL,
	"type" integer NOT NULL,
	"section" text NOT NULL,
	"sort" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_nodes_type_check" CHECK ("help_nodes"."type" in (1, 2)),
	CONSTRAINT "help_nodes_section_check" CHECK ("help_nodes"."section" in ('login', 'member'))
);
--> statement-breakpoint
CREATE TABLE "news_articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"source" text,
	"source_url" text,
	"author" text NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "news_articles_category_check" CHECK ("news_articles"."category" in ('industry', 'regulation', 'company', 'technical'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "help_nodes_key_idx" ON "help_nodes" USING btree ("key");--> statement-breakpoint
CREATE INDEX "help_nodes_parent_idx" ON "help_nodes" USING btree ("parent_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "news_articles_key_idx" ON "news_articles" USING btree ("key");--> statement-breakpoint
CREATE INDEX "news_articles_list_idx" ON "news_articles" USING btree ("published","category","published_at");