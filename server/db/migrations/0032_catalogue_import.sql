CREATE TABLE "catalogue_import_chunks" (
	"job_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "catalogue_import_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"encoding" text,
	"columns" text[] NOT NULL,
	"suggested" jsonb NOT NULL,
	"mapping" jsonb,
	"phase" text DEFAULT 'check' NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"total" integer,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"checked" jsonb,
	"run_started_at" timestamp with time zone,
	"run_started_done" integer DEFAULT 0 NOT NULL,
	"queued_at" timestamp with time zone,
	"error" text,
	"actor_kind" text NOT NULL,
	"actor_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"file_removed_at" timestamp with time zone,
	CONSTRAINT "catalogue_import_jobs_format_check" CHECK ("catalogue_import_jobs"."format" in ('sdf', 'xlsx', 'csv')),
	CONSTRAINT "catalogue_import_jobs_phase_check" CHECK ("catalogue_import_jobs"."phase" in ('check', 'apply')),
	CONSTRAINT "catalogue_import_jobs_status_check" CHECK ("catalogue_import_jobs"."status" in ('uploaded', 'queued', 'running', 'done', 'cancelled', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_problems" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_id" integer NOT NULL,
	"phase" text NOT NULL,
	"ordinal" integer NOT NULL,
	"row_no" integer NOT NULL,
	"code" text NOT NULL,
	"field" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_import_rows" (
	"job_id" integer NOT NULL,
	"phase" text NOT NULL,
	"ordinal" integer NOT NULL,
	"row_no" integer NOT NULL,
	"code" text NOT NULL,
	"cas" text,
	"inchi_key" text,
	"pack" text,
	"product_hash" text,
	"outcome" text NOT NULL,
	CONSTRAINT "catalogue_import_rows_job_id_phase_ordinal_pk" PRIMARY KEY("job_id","phase","ordinal")
);
--> statement-breakpoint
ALTER TABLE "catalogue_import_chunks" ADD CONSTRAINT "catalogue_import_chunks_job_id_catalogue_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."catalogue_import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_problems" ADD CONSTRAINT "catalogue_import_problems_job_id_catalogue_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."catalogue_import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalogue_import_rows" ADD CONSTRAINT "catalogue_import_rows_job_id_catalogue_import_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."catalogue_import_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_import_jobs_status_idx" ON "catalogue_import_jobs" USING btree ("status","queued_at");--> statement-breakpoint
CREATE INDEX "catalogue_import_problems_job_idx" ON "catalogue_import_problems" USING btree ("job_id","phase","ordinal");--> statement-breakpoint
CREATE INDEX "catalogue_import_rows_code_idx" ON "catalogue_import_rows" USING btree ("job_id","phase","code");--> statement-breakpoint
CREATE INDEX "catalogue_import_rows_cas_idx" ON "catalogue_import_rows" USING btree ("job_id","phase","cas");--> statement-breakpoint
CREATE INDEX "catalogue_import_rows_inchikey_idx" ON "catalogue_import_rows" USING btree ("job_id","phase","inchi_key");