ALTER TABLE "product_search" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "name_len" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Rows indexed before these columns existed.
UPDATE "product_search" s SET "listed" = (p."status" = 1), "name_len" = least(char_length(p."name_cn"), 32767) FROM "products" p WHERE p."id" = s."product_id";--> statement-breakpoint
-- Keyword search reads product_search alone: listing or unlisting a product must reach it without a re-index
-- (indexed_at moves too, so API processes reload their structure index).
CREATE OR REPLACE FUNCTION product_search_follow_status() RETURNS trigger AS $$
BEGIN
  UPDATE product_search SET listed = (NEW.status = 1), indexed_at = now() WHERE product_id = NEW.id;
  RETURN NEW;
END
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER products_search_status AFTER UPDATE OF status ON products
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status) EXECUTE FUNCTION product_search_follow_status();
