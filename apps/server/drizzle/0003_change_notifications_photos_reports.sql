-- The enterprise reads (card image, construction photos) and the generation reports are cached too
-- (docs/decisions/012-read-caches.md): their tables announce their committed changes like those of
-- migration 0002 (same function, one NOTIFY per statement, payload = table name).
-- stored_files announces no INSERT: a new file changes no read until a photo or an enterprise row
-- names it, and that row's own trigger announces it; every PDF issued adds a file, and must not empty
-- the photo caches.
CREATE TRIGGER enterprise_photos_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "enterprise_photos" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER stored_files_notify_change AFTER UPDATE OR DELETE OR TRUNCATE ON "stored_files" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER generated_slips_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "generated_slips" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
--> statement-breakpoint
CREATE TRIGGER generated_statements_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "generated_statements" FOR EACH STATEMENT EXECUTE FUNCTION portal_notify_change();
