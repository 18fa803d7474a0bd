-- Announces every committed change to the tables the server's read caches depend on
-- (src/cache/change-feed.ts, WATCHED_TABLES): one NOTIFY per statement, payload = table name, sent at
-- commit (PostgreSQL folds identical payloads of one transaction into one). A writer outside the
-- server (an ERP sync, an operator's SQL) is seen at once. docs/decisions/012-read-caches.md.
-- accounts, customers and sessions announce no INSERT: a cached caller is read through a session
-- that already exists, and a new row (a sign-up, a login) cannot change what it says, so logins do
-- not empty the callers cache.
CREATE OR REPLACE FUNCTION portal_notify_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('portal_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER accounts_notify_change AFTER UPDATE OR DELETE OR TRUNCATE ON "accounts" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER customers_notify_change AFTER UPDATE OR DELETE OR TRUNCATE ON "customers" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_change AFTER UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER companies_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "companies" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER enterprises_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enterprises" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER contracts_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "contracts" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER units_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "units" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER installments_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "installments" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER payment_proofs_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payment_proofs" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
