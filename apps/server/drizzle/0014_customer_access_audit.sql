-- What the staff did to a customer's access (docs/product/rules.md, "Acesso do cliente"): activation
-- e-mail sent again, access blocked, access unblocked. Written by hand, as drizzle-kit would. The
-- blocked state itself is accounts.deactivated_at (migration 0011), shared with staff accounts.
CREATE TABLE "customer_access_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_access_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_account_id" integer,
	"target_account_id" integer NOT NULL,
	"action" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_access_audit" ADD CONSTRAINT "customer_access_audit_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_access_audit" ADD CONSTRAINT "customer_access_audit_target_account_id_accounts_id_fk" FOREIGN KEY ("target_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_access_audit_target_idx" ON "customer_access_audit" USING btree ("target_account_id","occurred_at");
