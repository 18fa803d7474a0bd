-- ERP import (decision 026): every imported table keys its rows by the ERP's own id (null for rows made
-- here: the demo); integration keys for the import API (only a SHA-256 of the secret); and the audit
-- of every import. The change triggers of 0002/0003 already announce the imported tables; the two new
-- tables feed no cached read, so they need none.
CREATE TABLE "import_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"status" text NOT NULL,
	"account_id" integer,
	"integration_key_id" integer,
	"actor" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	"counts" jsonb,
	"error_count" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integration_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integration_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "enterprises" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "installments" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "units" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "external_id" text;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_runs" ADD CONSTRAINT "import_runs_integration_key_id_integration_keys_id_fk" FOREIGN KEY ("integration_key_id") REFERENCES "public"."integration_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integration_keys" ADD CONSTRAINT "integration_keys_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_runs_started_idx" ON "import_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "integration_keys_prefix_key" ON "integration_keys" USING btree ("prefix");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_external_id_key" ON "companies" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "enterprises_external_id_key" ON "enterprises" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contracts_external_id_key" ON "contracts" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "installments_external_id_key" ON "installments" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "units_external_id_key" ON "units" USING btree ("external_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_external_id_key" ON "customers" USING btree ("external_id");