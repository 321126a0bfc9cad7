CREATE TABLE "product_structure" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"heavy_atoms" smallint NOT NULL,
	"pattern_fp" "bytea" NOT NULL,
	"morgan_fp" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_structure" ADD CONSTRAINT "product_structure_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Keep what was indexed before the split.
INSERT INTO "product_structure" ("product_id", "heavy_atoms", "pattern_fp", "morgan_fp") SELECT "product_id", "heavy_atoms", "pattern_fp", "morgan_fp" FROM "product_search";--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "heavy_atoms";--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "pattern_fp";--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "morgan_fp";