CREATE TABLE "custom_request_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"request_id" integer,
	"file_key" text NOT NULL,
	"original_name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "custom_request_id" integer;--> statement-breakpoint
ALTER TABLE "custom_request_files" ADD CONSTRAINT "custom_request_files_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_request_files" ADD CONSTRAINT "custom_request_files_request_id_custom_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."custom_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_request_files_key_idx" ON "custom_request_files" USING btree ("file_key");--> statement-breakpoint
CREATE INDEX "custom_request_files_user_idx" ON "custom_request_files" USING btree ("user_id","request_id");--> statement-breakpoint
CREATE INDEX "custom_request_files_request_idx" ON "custom_request_files" USING btree ("request_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_custom_request_id_custom_requests_id_fk" FOREIGN KEY ("custom_request_id") REFERENCES "public"."custom_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_custom_request_idx" ON "orders" USING btree ("custom_request_id") WHERE "orders"."status" <> 'cancelled';