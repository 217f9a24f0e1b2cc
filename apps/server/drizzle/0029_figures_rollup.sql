CREATE TABLE "booking_days" (
	"day" date NOT NULL,
	"state" text NOT NULL,
	"count" integer NOT NULL,
	"gross_minor" bigint NOT NULL,
	CONSTRAINT "booking_days_day_state_pk" PRIMARY KEY("day","state")
);
--> statement-breakpoint
CREATE TABLE "figure_rollups" (
	"name" text PRIMARY KEY NOT NULL,
	"until" date NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
