CREATE TABLE "compound_records" (
	"id" serial PRIMARY KEY NOT NULL,
	"inchi_key" text NOT NULL,
	"inchi" text NOT NULL,
	"cas" text NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text NOT NULL,
	"smiles" text NOT NULL,
	"formula" text NOT NULL,
	"mw" double precision NOT NULL,
	"exact_mass" double precision NOT NULL,
	"log_p" double precision NOT NULL,
	"tpsa" double precision NOT NULL,
	"hbd" smallint NOT NULL,
	"hba" smallint NOT NULL,
	"rotatable_bonds" smallint NOT NULL,
	"rings" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "secondary_libraries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"source" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "secondary_libraries_kind_check" CHECK ("secondary_libraries"."kind" in ('nitrosamine', 'residual-solvent', 'impurity-family'))
);
--> statement-breakpoint
CREATE TABLE "secondary_library_members" (
	"library_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name_cn" text NOT NULL,
	"name_en" text,
	"cas" text,
	"note" text,
	"product_code" text
);
--> statement-breakpoint
ALTER TABLE "secondary_library_members" ADD CONSTRAINT "secondary_library_members_library_id_secondary_libraries_id_fk" FOREIGN KEY ("library_id") REFERENCES "public"."secondary_libraries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "compound_records_inchi_key_idx" ON "compound_records" USING btree ("inchi_key");--> statement-breakpoint
CREATE INDEX "compound_records_cas_idx" ON "compound_records" USING btree ("cas");--> statement-breakpoint
CREATE UNIQUE INDEX "secondary_libraries_key_idx" ON "secondary_libraries" USING btree ("key");--> statement-breakpoint
CREATE UNIQUE INDEX "secondary_library_members_sort_idx" ON "secondary_library_members" USING btree ("library_id","sort");--> statement-breakpoint
CREATE INDEX "secondary_library_members_cas_idx" ON "secondary_library_members" USING btree ("cas");