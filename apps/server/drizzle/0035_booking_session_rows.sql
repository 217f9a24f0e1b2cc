CREATE TABLE "booking_sessions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_sessions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"position" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"holds" boolean DEFAULT false NOT NULL,
	CONSTRAINT "booking_sessions_period" CHECK ("booking_sessions"."ends_at" > "booking_sessions"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "session_attendance" (
	"participant_id" integer NOT NULL,
	"position" integer NOT NULL,
	"attendance" text NOT NULL,
	CONSTRAINT "session_attendance_participant_id_position_pk" PRIMARY KEY("participant_id","position")
);
--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_attendance" ADD CONSTRAINT "session_attendance_participant_id_booking_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."booking_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_sessions_position_key" ON "booking_sessions" USING btree ("booking_id","position");--> statement-breakpoint
-- The sessions the bookings held: as accepted (the sessions column), else the days of their period
-- as daysOfPeriod reads them (contracts/training-days.ts): every weekday from the first at its
-- time, up to nine hours each, the last ending with the period.
INSERT INTO "booking_sessions" ("booking_id", "position", "provider_id", "starts_at", "ends_at", "holds")
SELECT b."id", s.ord - 1, b."provider_id", (s.value->>'startsAt')::timestamptz, (s.value->>'endsAt')::timestamptz, b."state" = 'accepted'
FROM "bookings" b, jsonb_array_elements(b."sessions") WITH ORDINALITY AS s(value, ord)
WHERE b."kind" = 'topic' AND b."sessions" IS NOT NULL AND jsonb_typeof(b."sessions") = 'array';--> statement-breakpoint
INSERT INTO "booking_sessions" ("booking_id", "position", "provider_id", "starts_at", "ends_at", "holds")
SELECT d."id", (row_number() OVER w) - 1, d."provider_id", d."day",
  CASE WHEN lead(d."day") OVER w IS NULL THEN d."ends_at" ELSE least(d."day" + interval '9 hours', d."ends_at") END,
  d."state" = 'accepted'
FROM (
  SELECT b."id", b."provider_id", b."state", b."ends_at", g."day"
  FROM "bookings" b, generate_series(b."starts_at", b."ends_at" - interval '1 microsecond', interval '1 day') AS g("day")
  WHERE b."kind" = 'topic' AND b."starts_at" IS NOT NULL AND b."ends_at" IS NOT NULL
    AND (b."sessions" IS NULL OR jsonb_typeof(b."sessions") <> 'array')
    AND (g."day" = b."starts_at" OR extract(isodow FROM g."day" AT TIME ZONE 'UTC') < 6)
) d
WINDOW w AS (PARTITION BY d."id" ORDER BY d."day");--> statement-breakpoint
-- Attendance recorded before it was kept by session held for every session of the training.
INSERT INTO "session_attendance" ("participant_id", "position", "attendance")
SELECT p."id", coalesce(s."position", 0), p."attendance"
FROM "booking_participants" p LEFT JOIN "booking_sessions" s ON s."booking_id" = p."booking_id"
WHERE p."attendance" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_provider_no_overlap";--> statement-breakpoint
-- Two sessions a provider's accepted bookings hold never overlap (decisions.md, "Transactions");
-- the days between one booking's sessions stay free.
ALTER TABLE "booking_sessions" ADD CONSTRAINT "booking_sessions_provider_no_overlap" EXCLUDE USING gist ("provider_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("holds");--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "sessions";