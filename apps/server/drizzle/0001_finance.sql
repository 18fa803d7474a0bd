CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"cnpj" text NOT NULL,
	"address" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"bank_code" text NOT NULL,
	"agency" text NOT NULL,
	"account" text NOT NULL,
	"convenio" text NOT NULL,
	"carteira" text NOT NULL,
	"pix_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprise_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprise_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"month" smallint NOT NULL,
	"filename" text NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "enterprises" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enterprises_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"address" text NOT NULL,
	"creation" date NOT NULL,
	"fundation_percent" smallint NOT NULL,
	"structure_percent" smallint NOT NULL,
	"masonry_percent" smallint NOT NULL,
	"instalation_percent" smallint NOT NULL,
	"finish_percent" smallint NOT NULL,
	"default_image_file_id" integer
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_files_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"sha256" text NOT NULL,
	"download_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contracts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contracts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"document" text NOT NULL,
	"contract_date" date NOT NULL,
	"monetary_unit" text DEFAULT 'REAL' NOT NULL,
	"correction_index" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_anchor" (
	"id" smallint PRIMARY KEY NOT NULL,
	"month" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_slips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generated_slips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"installment_id" integer NOT NULL,
	"contract_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"nosso_numero" text NOT NULL,
	"digitable_line" text NOT NULL,
	"due_date" date NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generated_statements" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "generated_statements_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"paid_cents" bigint NOT NULL,
	"due_cents" bigint NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "installments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "installments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contract_id" integer NOT NULL,
	"number" smallint NOT NULL,
	"due_date" date NOT NULL,
	"original_cents" bigint NOT NULL,
	"adjusted_cents" bigint NOT NULL,
	"receipt_date" date,
	"receipt_cents" bigint,
	"receipt_net_cents" bigint,
	CONSTRAINT "installments_money_positive" CHECK ("installments"."original_cents" > 0 and "installments"."adjusted_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_proofs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_proofs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"installment_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"idempotency_key" text,
	"message" text NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "units" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "units_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"enterprise_id" integer NOT NULL,
	"contract_id" integer,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_photos" ADD CONSTRAINT "enterprise_photos_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprise_photos" ADD CONSTRAINT "enterprise_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enterprises" ADD CONSTRAINT "enterprises_default_image_file_id_stored_files_id_fk" FOREIGN KEY ("default_image_file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_slips" ADD CONSTRAINT "generated_slips_installment_id_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_slips" ADD CONSTRAINT "generated_slips_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_slips" ADD CONSTRAINT "generated_slips_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_slips" ADD CONSTRAINT "generated_slips_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_statements" ADD CONSTRAINT "generated_statements_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_statements" ADD CONSTRAINT "generated_statements_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generated_statements" ADD CONSTRAINT "generated_statements_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installments" ADD CONSTRAINT "installments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_installment_id_installments_id_fk" FOREIGN KEY ("installment_id") REFERENCES "public"."installments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_proofs" ADD CONSTRAINT "payment_proofs_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "units" ADD CONSTRAINT "units_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "enterprise_photos_filename_key" ON "enterprise_photos" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "enterprise_photos_enterprise_idx" ON "enterprise_photos" USING btree ("enterprise_id","year","month");--> statement-breakpoint
CREATE INDEX "enterprises_search_name_idx" ON "enterprises" USING btree ("search_name");--> statement-breakpoint
CREATE INDEX "enterprises_company_idx" ON "enterprises" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stored_files_key_key" ON "stored_files" USING btree ("key");--> statement-breakpoint
CREATE INDEX "stored_files_kind_idx" ON "stored_files" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "contracts_customer_idx" ON "contracts" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "generated_slips_created_idx" ON "generated_slips" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "generated_slips_contract_idx" ON "generated_slips" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "generated_statements_created_idx" ON "generated_statements" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "installments_contract_number_key" ON "installments" USING btree ("contract_id","number");--> statement-breakpoint
CREATE INDEX "installments_due_idx" ON "installments" USING btree ("due_date");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_proofs_idempotency_key" ON "payment_proofs" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payment_proofs_installment_idx" ON "payment_proofs" USING btree ("installment_id");--> statement-breakpoint
CREATE INDEX "units_contract_idx" ON "units" USING btree ("contract_id");--> statement-breakpoint
CREATE INDEX "units_enterprise_idx" ON "units" USING btree ("enterprise_id");