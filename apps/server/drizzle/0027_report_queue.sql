CREATE TABLE "site_report_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_report_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" integer NOT NULL,
	"kind" text NOT NULL,
	"author_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_reports" ADD COLUMN "state" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_reports" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "site_reports" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "site_report_entries" ADD CONSTRAINT "site_report_entries_report_id_site_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."site_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_report_entries" ADD CONSTRAINT "site_report_entries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_report_entries_report_idx" ON "site_report_entries" USING btree ("report_id","id");--> statement-breakpoint
ALTER TABLE "site_reports" ADD CONSTRAINT "site_reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_reports_state_idx" ON "site_reports" USING btree ("state","created_at");