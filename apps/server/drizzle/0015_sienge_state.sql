-- The Sienge connector's own state (docs/decisions/067-sienge-state-tables.md), out of `rate_limits` and
-- out of the `actor` text of `import_runs`. Written by hand, as drizzle-kit would, plus the data moves.
CREATE TABLE "sienge_lease" (
	"name" text PRIMARY KEY NOT NULL,
	"holder" text NOT NULL,
	"taken_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sienge_syncs" (
	"run_id" integer PRIMARY KEY NOT NULL,
	"scope" text NOT NULL,
	"trigger" text NOT NULL,
	"target" text
);
--> statement-breakpoint
ALTER TABLE "sienge_syncs" ADD CONSTRAINT "sienge_syncs_run_id_import_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."import_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A lease held when the migration runs stays held until it would have run out (its old holder cannot
-- renew it: the token changes form), so no second sync starts meanwhile.
INSERT INTO "sienge_lease" ("name", "holder", "taken_at", "expires_at")
SELECT 'full_sync', CASE WHEN "hits" = 0 THEN '' ELSE 'rate_limits:' || "hits" END, "window_started_at", "next_allowed_at"
FROM "rate_limits" WHERE "key" = 'sienge:lease';
--> statement-breakpoint
DELETE FROM "rate_limits" WHERE "key" = 'sienge:lease';
--> statement-breakpoint
-- Each recorded sync (actor `sienge:<scope>:<trigger>[:<Sienge id>]`) gets its row; the actor text stays
-- as the import history shows it.
INSERT INTO "sienge_syncs" ("run_id", "scope", "trigger", "target")
SELECT "id", split_part("actor", ':', 2), split_part("actor", ':', 3),
	NULLIF(substring("actor" from '^sienge:[^:]*:[^:]*:(.*)$'), '')
FROM "import_runs" WHERE "source" = 'sienge' AND "actor" LIKE 'sienge:%';
