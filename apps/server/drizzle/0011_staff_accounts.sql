-- Staff accounts (docs/decisions/051-staff-accounts.md). Written by hand, as drizzle-kit would.
-- accounts.name: the staff member's name (customers keep theirs in `customers`); null reads 'Administrador'.
-- accounts.deactivated_at: set while an administrator is deactivated; login and every call are refused.
-- staff_audit: who invited, deactivated or reactivated whom, and when (a null actor is the command line).
-- The last login of a staff member is read from login_audit, hence the index by account.
ALTER TABLE "accounts" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_account_id" integer,
	"target_account_id" integer NOT NULL,
	"action" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_target_account_id_accounts_id_fk" FOREIGN KEY ("target_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "staff_audit_occurred_idx" ON "staff_audit" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "login_audit_account_occurred_idx" ON "login_audit" USING btree ("account_id","occurred_at");
