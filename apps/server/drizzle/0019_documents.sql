-- 'Documentos' (product rule §9, "Documents"): the papers of a purchase the staff publish as PDFs on a
-- contract or on an enterprise (exactly one), who opened them and when (the download audit, kept as long
-- as the other reports), and each customer's last visit of the page (what is new since).
-- Written by hand, as drizzle-kit would. Nothing here is cached, so no change triggers (decision 027).
CREATE TABLE "documents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "documents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer,
	"enterprise_id" integer,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"file_id" integer,
	"external_id" text,
	"uploaded_by" integer,
	"uploaded_by_label" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "documents_one_owner" CHECK (("contract_id" is null) <> ("enterprise_id" is null)),
	CONSTRAINT "documents_file_until_removed" CHECK (("removed_at" is null) = ("file_id" is not null)),
	CONSTRAINT "documents_kind" CHECK ("kind" in ('contract', 'amendment', 'deed', 'discharge', 'owners_manual', 'condominium_convention', 'habite_se', 'other'))
);
--> statement-breakpoint
CREATE TABLE "document_downloads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "document_downloads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"document_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"account_id" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_visits" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"visited_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_visits" ADD CONSTRAINT "document_visits_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documents_contract_idx" ON "documents" USING btree ("contract_id") WHERE "documents"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "documents_enterprise_idx" ON "documents" USING btree ("enterprise_id") WHERE "documents"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "documents_file_idx" ON "documents" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "documents_external_id_key" ON "documents" USING btree ("external_id") WHERE "documents"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "document_downloads_created_idx" ON "document_downloads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "document_downloads_document_idx" ON "document_downloads" USING btree ("document_id");--> statement-breakpoint
CREATE INDEX "document_downloads_customer_idx" ON "document_downloads" USING btree ("customer_id");
