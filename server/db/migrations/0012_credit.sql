CREATE TABLE "credit_bills" (
	"id" serial PRIMARY KEY NOT NULL,
	"bill_no" text NOT NULL,
	"line_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"repaid_fen" integer DEFAULT 0 NOT NULL,
	"refunded_fen" integer DEFAULT 0 NOT NULL,
	"term_days" smallint NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_bills_amounts_check" CHECK ("credit_bills"."amount_fen" > 0 and "credit_bills"."repaid_fen" >= 0 and "credit_bills"."refunded_fen" >= 0 and "credit_bills"."repaid_fen" + "credit_bills"."refunded_fen" <= "credit_bills"."amount_fen"),
	CONSTRAINT "credit_bills_status_check" CHECK ("credit_bills"."status" in ('open', 'settled'))
);
--> statement-breakpoint
CREATE TABLE "credit_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"line_id" integer NOT NULL,
	"kind" text NOT NULL,
	"delta_fen" integer NOT NULL,
	"used_after_fen" integer NOT NULL,
	"limit_after_fen" integer NOT NULL,
	"bill_id" integer,
	"order_id" integer,
	"actor" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_ledger_kind_check" CHECK ("credit_ledger"."kind" in ('grant', 'charge', 'repay', 'refund'))
);
--> statement-breakpoint
CREATE TABLE "credit_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organisation_id" integer,
	"limit_fen" integer NOT NULL,
	"used_fen" integer DEFAULT 0 NOT NULL,
	"term_days" smallint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_lines_amounts_check" CHECK ("credit_lines"."limit_fen" >= 0 and "credit_lines"."used_fen" >= 0 and "credit_lines"."term_days" between 1 and 180)
);
--> statement-breakpoint
ALTER TABLE "credit_bills" ADD CONSTRAINT "credit_bills_line_id_credit_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bills" ADD CONSTRAINT "credit_bills_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_bills" ADD CONSTRAINT "credit_bills_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_line_id_credit_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."credit_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_bill_id_credit_bills_id_fk" FOREIGN KEY ("bill_id") REFERENCES "public"."credit_bills"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_lines" ADD CONSTRAINT "credit_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_bills_no_idx" ON "credit_bills" USING btree ("bill_no");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_bills_order_idx" ON "credit_bills" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "credit_bills_user_idx" ON "credit_bills" USING btree ("user_id","status","due_on");--> statement-breakpoint
CREATE INDEX "credit_ledger_line_idx" ON "credit_ledger" USING btree ("line_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_lines_user_idx" ON "credit_lines" USING btree ("user_id");