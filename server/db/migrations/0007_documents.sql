CREATE TABLE "product_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"cert_batch" text,
	"language" text DEFAULT 'zh' NOT NULL,
	"title" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_documents_item_uq" UNIQUE NULLS NOT DISTINCT("product_id","kind","cert_batch","language"),
	CONSTRAINT "product_documents_kind_check" CHECK ("product_documents"."kind" in ('coa', 'msds')),
	CONSTRAINT "product_documents_language_check" CHECK ("product_documents"."language" in ('zh', 'en')),
	CONSTRAINT "product_documents_batch_check" CHECK (("product_documents"."kind" = 'coa') = ("product_documents"."cert_batch" is not null)),
	CONSTRAINT "product_documents_size_check" CHECK ("product_documents"."size" = octet_length("product_documents"."content"))
);
--> statement-breakpoint
ALTER TABLE "product_documents" ADD CONSTRAINT "product_documents_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;