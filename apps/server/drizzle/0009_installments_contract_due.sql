-- user_debits_info asks, per contract of the customer, whether an installment falls due in a window: one
-- range of (contract_id, due_date) per contract. The due-date index alone was read for every installment
-- of every contract in the window, on every call (docs/benchmarks.md, "API reads").
DROP INDEX "installments_due_idx";--> statement-breakpoint
CREATE INDEX "installments_contract_due_idx" ON "installments" USING btree ("contract_id","due_date");