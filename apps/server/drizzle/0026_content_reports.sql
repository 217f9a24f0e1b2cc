ALTER TABLE "site_reports" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "site_reports" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "site_reports" ADD COLUMN "reason" text;--> statement-breakpoint
CREATE INDEX "site_reports_target_idx" ON "site_reports" USING btree ("target_kind","target_id");