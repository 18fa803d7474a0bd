-- A contract's prepayment terms (product rule §8 "Pay ahead"). Written by hand, as drizzle-kit would.
-- Every existing contract gets no interest (nothing taken off when paying ahead) and allows prepayment,
-- until the import, the spreadsheet or Sienge says otherwise.
ALTER TABLE "contracts" ADD COLUMN "interest_monthly_rate" numeric(9, 8) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD COLUMN "prepayment_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "contracts" ADD CONSTRAINT "contracts_interest_monthly_rate_range" CHECK ("contracts"."interest_monthly_rate" >= 0 and "contracts"."interest_monthly_rate" < 1);
