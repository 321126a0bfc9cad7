CREATE TABLE "product_hazards" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"signal_word" text,
	"pictograms" text[] DEFAULT '{}'::text[] NOT NULL,
	"classes" text[] DEFAULT '{}'::text[] NOT NULL,
	"h_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"p_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"first_aid" text NOT NULL,
	"fire_fighting" text NOT NULL,
	"handling_storage" text NOT NULL,
	"un_number" text,
	"transport_class" text,
	"packing_group" text,
	"sources" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_hazards_signal_check" CHECK ("product_hazards"."signal_word" is null or "product_hazards"."signal_word" in ('危险', '警告'))
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "precursor_category" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "explosive_precursor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hazardous" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_hazards" ADD CONSTRAINT "product_hazards_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_precursor_category_check" CHECK ("products"."precursor_category" is null or "products"."precursor_category" between 1 and 3);