-- Change notifications per customer and per enterprise (docs/decisions/027-read-caches-per-customer.md):
-- a payment, an ERP sync or an operator's SQL now names the customers (or enterprises) whose cached
-- answers it changes, instead of the table, so every other customer's answers stay cached.
--
-- Payload: '<topic>:<scope>,<scope>…', scope 'c<customer id>' (topic finance: the customer's contracts,
-- units, installments and proofs, and the names of their companies and enterprises) or 'e<enterprise
-- id>' (topics enterprises and photos). Statement-level triggers with transition tables: one statement
-- sends one notification per 500 distinct ids it touched, whatever its number of rows, and PostgreSQL
-- folds identical payloads of one transaction into one (a 50,000-row import of 2,000 customers: a few
-- notifications per statement). TRUNCATE keeps migration 0002's table-wide notification (a transition
-- table is not available for it). The tables of other topics (people, stored_files, reports) are
-- unchanged.
--
-- A transition table is only allowed on a trigger of one event: each table gets one trigger per event,
-- all named '<table>_<event>_notify_change'. The ids come from a query over the statement's rows
-- ('new_rows' for INSERT and UPDATE, 'old_rows' for UPDATE and DELETE), the third argument.
CREATE OR REPLACE FUNCTION portal_notify_scopes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  topic text := TG_ARGV[0];
  prefix text := TG_ARGV[1];
  ids text[];
BEGIN
  EXECUTE format('select array_agg(distinct %L || id) from (%s) s(id) where id is not null', prefix, TG_ARGV[2])
    INTO ids;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  FOR start_at IN 1 .. array_length(ids, 1) BY 500 LOOP
    PERFORM pg_notify('portal_changes', topic || ':' || array_to_string(ids[start_at:start_at + 499], ','));
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER companies_notify_change ON "companies";
--> statement-breakpoint
DROP TRIGGER enterprises_notify_change ON "enterprises";
--> statement-breakpoint
DROP TRIGGER contracts_notify_change ON "contracts";
--> statement-breakpoint
DROP TRIGGER units_notify_change ON "units";
--> statement-breakpoint
DROP TRIGGER installments_notify_change ON "installments";
--> statement-breakpoint
DROP TRIGGER payment_proofs_notify_change ON "payment_proofs";
--> statement-breakpoint
DROP TRIGGER enterprise_photos_notify_change ON "enterprise_photos";
--> statement-breakpoint
CREATE TRIGGER companies_notify_change AFTER TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER enterprises_notify_change AFTER TRUNCATE ON "enterprises" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER contracts_notify_change AFTER TRUNCATE ON "contracts" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER units_notify_change AFTER TRUNCATE ON "units" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER installments_notify_change AFTER TRUNCATE ON "installments" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER payment_proofs_notify_change AFTER TRUNCATE ON "payment_proofs" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER enterprise_photos_notify_change AFTER TRUNCATE ON "enterprise_photos" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
-- A company changed: every customer holding a contract of it (its name is on their statements).
CREATE TRIGGER companies_update_notify_change AFTER UPDATE ON "companies" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select k.customer_id from contracts k where k.company_id in (select id from new_rows union select id from old_rows)');
--> statement-breakpoint
CREATE TRIGGER companies_delete_notify_change AFTER DELETE ON "companies" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select k.customer_id from contracts k where k.company_id in (select id from old_rows)');
--> statement-breakpoint
-- An enterprise added, changed or removed: its own reads and the list (topic enterprises)...
CREATE TRIGGER enterprises_insert_notify_change AFTER INSERT ON "enterprises" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('enterprises', 'e', 'select id from new_rows');
--> statement-breakpoint
CREATE TRIGGER enterprises_update_notify_change AFTER UPDATE ON "enterprises" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('enterprises', 'e', 'select id from new_rows union select id from old_rows');
--> statement-breakpoint
CREATE TRIGGER enterprises_delete_notify_change AFTER DELETE ON "enterprises" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('enterprises', 'e', 'select id from old_rows');
--> statement-breakpoint
-- ...and, when its name changed, the statements of every customer holding a contract of it.
CREATE TRIGGER enterprises_renamed_update_notify_change AFTER UPDATE ON "enterprises" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select k.customer_id from contracts k where k.enterprise_id in (select n.id from new_rows n join old_rows o on o.id = n.id where n.name is distinct from o.name)');
--> statement-breakpoint
-- A contract: its customer, before and after.
CREATE TRIGGER contracts_insert_notify_change AFTER INSERT ON "contracts" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select customer_id from new_rows');
--> statement-breakpoint
CREATE TRIGGER contracts_update_notify_change AFTER UPDATE ON "contracts" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select customer_id from new_rows union select customer_id from old_rows');
--> statement-breakpoint
CREATE TRIGGER contracts_delete_notify_change AFTER DELETE ON "contracts" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select customer_id from old_rows');
--> statement-breakpoint
-- A unit (its name, and which enterprises its buyer sees) and an installment: their contract's customer.
CREATE TRIGGER units_insert_notify_change AFTER INSERT ON "units" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select k.customer_id from contracts k where k.id in (select contract_id from new_rows)');
--> statement-breakpoint
CREATE TRIGGER units_update_notify_change AFTER UPDATE ON "units" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select k.customer_id from contracts k where k.id in (select contract_id from new_rows union select contract_id from old_rows)');
--> statement-breakpoint
CREATE TRIGGER units_delete_notify_change AFTER DELETE ON "units" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select k.customer_id from contracts k where k.id in (select contract_id from old_rows)');
--> statement-breakpoint
CREATE TRIGGER installments_insert_notify_change AFTER INSERT ON "installments" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select k.customer_id from contracts k where k.id in (select contract_id from new_rows)');
--> statement-breakpoint
CREATE TRIGGER installments_update_notify_change AFTER UPDATE ON "installments" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select k.customer_id from contracts k where k.id in (select contract_id from new_rows union select contract_id from old_rows)');
--> statement-breakpoint
CREATE TRIGGER installments_delete_notify_change AFTER DELETE ON "installments" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select k.customer_id from contracts k where k.id in (select contract_id from old_rows)');
--> statement-breakpoint
-- A proof of payment: its customer.
CREATE TRIGGER payment_proofs_insert_notify_change AFTER INSERT ON "payment_proofs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select customer_id from new_rows');
--> statement-breakpoint
CREATE TRIGGER payment_proofs_update_notify_change AFTER UPDATE ON "payment_proofs" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select customer_id from new_rows union select customer_id from old_rows');
--> statement-breakpoint
CREATE TRIGGER payment_proofs_delete_notify_change AFTER DELETE ON "payment_proofs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('finance', 'c', 'select customer_id from old_rows');
--> statement-breakpoint
-- A construction photo: its enterprise (its photos and the years of its timeline).
CREATE TRIGGER enterprise_photos_insert_notify_change AFTER INSERT ON "enterprise_photos" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('photos', 'e', 'select enterprise_id from new_rows');
--> statement-breakpoint
CREATE TRIGGER enterprise_photos_update_notify_change AFTER UPDATE ON "enterprise_photos" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('photos', 'e', 'select enterprise_id from new_rows union select enterprise_id from old_rows');
--> statement-breakpoint
CREATE TRIGGER enterprise_photos_delete_notify_change AFTER DELETE ON "enterprise_photos" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_scopes('photos', 'e', 'select enterprise_id from old_rows');
