ALTER TABLE "bookings" ADD COLUMN "duration_hours" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "sessions" jsonb;--> statement-breakpoint
UPDATE "bookings" SET "duration_hours" = "topics"."duration_hours" FROM "topics" WHERE "bookings"."topic_id" = "topics"."id";