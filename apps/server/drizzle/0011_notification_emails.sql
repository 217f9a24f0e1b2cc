ALTER TABLE "notifications" ADD COLUMN "email_handled_at" timestamp with time zone;--> statement-breakpoint
-- Notifications stored before e-mails existed are not e-mailed now, long after the fact.
UPDATE "notifications" SET "email_handled_at" = "created_at";--> statement-breakpoint
ALTER TABLE "user_settings" ADD COLUMN "notifications_emailed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "notifications_email_pending_idx" ON "notifications" USING btree ("created_at") WHERE "notifications"."read_at" is null and "notifications"."email_handled_at" is null;