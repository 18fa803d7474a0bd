-- Spreadsheet import for staff (decision 036): previews kept in the database until confirmed
-- or expired (several server processes share PostgreSQL, not DATA_DIR), and the file name of a run.
CREATE TABLE "import_previews" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"batch" "bytea",
	"row_numbers" "bytea",
	"counts" jsonb,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"run_id" integer
);
--> statement-breakpoint
ALTER TABLE "import_runs" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "import_previews" ADD CONSTRAINT "import_previews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_previews" ADD CONSTRAINT "import_previews_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_previews_expires_idx" ON "import_previews" USING btree ("expires_at");