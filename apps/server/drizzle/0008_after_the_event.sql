CREATE TABLE "training_thanks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "training_thanks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider_id" integer NOT NULL,
	"event_id" integer,
	"booking_id" integer,
	"message" text NOT NULL,
	"materials" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_thanks_one_target" CHECK (("training_thanks"."event_id" is null) <> ("training_thanks"."booking_id" is null))
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "quantity" integer;--> statement-breakpoint
-- Bookings made before the column: per-participant prices were for every participant; a flat
-- quote's booking is one unit at its price.
UPDATE "bookings" SET "quantity" = CASE
	WHEN "net_minor" = "unit_price_minor" * "participants" THEN "participants"
	WHEN "unit_price_minor" > 0 AND "net_minor" % "unit_price_minor" = 0 THEN "net_minor" / "unit_price_minor"
	ELSE "participants" END;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "quantity" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "training_thanks" ADD CONSTRAINT "training_thanks_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_thanks" ADD CONSTRAINT "training_thanks_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_thanks" ADD CONSTRAINT "training_thanks_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_thanks_event_key" ON "training_thanks" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "training_thanks_booking_key" ON "training_thanks" USING btree ("booking_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_net_is_units" CHECK ("bookings"."quantity" > 0 and "bookings"."net_minor" = "bookings"."unit_price_minor" * "bookings"."quantity");