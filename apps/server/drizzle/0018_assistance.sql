-- 'Assistência técnica' (product rule §9, "After the keys"): the day each unit's keys were handed over,
-- the requests customers make about defects of their delivered units, their history (each status
-- change, kept), the conversation with the staff, the photos of both, and the customer's rating.
-- Written by hand, as drizzle-kit would. Nothing here is cached, so no change triggers (decision 027).
ALTER TABLE "units" ADD COLUMN "handover_date" date;
--> statement-breakpoint
CREATE TABLE "assistance_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistance_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"enterprise_id" integer NOT NULL,
	"account_id" integer,
	"system" text NOT NULL,
	"system_label" text NOT NULL,
	"location" text NOT NULL,
	"description" text NOT NULL,
	"preferred_period" text NOT NULL,
	"status" text NOT NULL,
	"within_warranty" boolean NOT NULL,
	"warranty_until" date NOT NULL,
	"visit_date" date,
	"visit_start" text,
	"visit_end" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "assistance_requests_status" CHECK ("status" in ('open', 'analysis', 'visit_scheduled', 'in_progress', 'done', 'rejected')),
	CONSTRAINT "assistance_requests_preferred_period" CHECK ("preferred_period" in ('morning', 'afternoon', 'any')),
	CONSTRAINT "assistance_requests_closed" CHECK (("status" in ('done', 'rejected')) = ("closed_at" is not null)),
	CONSTRAINT "assistance_requests_visit" CHECK (("visit_date" is null) = ("visit_start" is null) and ("visit_date" is null) = ("visit_end" is null))
);
--> statement-breakpoint
CREATE TABLE "assistance_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistance_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"visit_date" date,
	"visit_start" text,
	"visit_end" text,
	"note" text,
	"actor_role" text NOT NULL,
	"actor_account_id" integer,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assistance_events_kind" CHECK ("kind" in ('created', 'status', 'rated')),
	CONSTRAINT "assistance_events_actor_role" CHECK ("actor_role" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "assistance_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistance_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"author_role" text NOT NULL,
	"author_account_id" integer,
	"author_name" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assistance_messages_author_role" CHECK ("author_role" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "assistance_photos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assistance_photos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"message_id" integer,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assistance_ratings" (
	"request_id" integer PRIMARY KEY NOT NULL,
	"score" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "assistance_ratings_score" CHECK ("score" between 1 and 5)
);
--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD CONSTRAINT "assistance_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD CONSTRAINT "assistance_requests_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD CONSTRAINT "assistance_requests_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_requests" ADD CONSTRAINT "assistance_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_events" ADD CONSTRAINT "assistance_events_request_id_assistance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_events" ADD CONSTRAINT "assistance_events_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD CONSTRAINT "assistance_messages_request_id_assistance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_messages" ADD CONSTRAINT "assistance_messages_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_photos" ADD CONSTRAINT "assistance_photos_request_id_assistance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_photos" ADD CONSTRAINT "assistance_photos_message_id_assistance_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."assistance_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_photos" ADD CONSTRAINT "assistance_photos_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assistance_ratings" ADD CONSTRAINT "assistance_ratings_request_id_assistance_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."assistance_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assistance_requests_customer_idx" ON "assistance_requests" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "assistance_requests_status_idx" ON "assistance_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "assistance_requests_enterprise_idx" ON "assistance_requests" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "assistance_requests_unit_idx" ON "assistance_requests" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "assistance_events_request_idx" ON "assistance_events" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "assistance_messages_request_idx" ON "assistance_messages" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "assistance_photos_request_idx" ON "assistance_photos" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "assistance_photos_message_idx" ON "assistance_photos" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "assistance_photos_file_idx" ON "assistance_photos" USING btree ("file_id");
