CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TABLE "booking_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"user_id" integer,
	"attendance" text
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"topic_id" integer,
	"event_id" integer,
	"title" text NOT NULL,
	"listing_url" text NOT NULL,
	"buyer_id" integer NOT NULL,
	"provider_id" integer NOT NULL,
	"company_id" integer,
	"participants" integer NOT NULL,
	"proposed_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"delivery" text,
	"location" text,
	"message" text,
	"unit_price_minor" integer NOT NULL,
	"net_minor" integer NOT NULL,
	"vat_rate_basis_points" integer NOT NULL,
	"vat_minor" integer NOT NULL,
	"gross_minor" integer NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_participants_positive" CHECK ("bookings"."participants" > 0),
	CONSTRAINT "bookings_money_consistent" CHECK ("bookings"."gross_minor" = "bookings"."net_minor" + "bookings"."vat_minor"),
	CONSTRAINT "bookings_listing" CHECK (("bookings"."kind" = 'topic' and "bookings"."event_id" is null) or ("bookings"."kind" = 'event' and "bookings"."topic_id" is null)),
	CONSTRAINT "bookings_period" CHECK ("bookings"."starts_at" is null or "bookings"."ends_at" is null or "bookings"."ends_at" > "bookings"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "seats_taken" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "min_attendees" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "go_no_go_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "run_state" text DEFAULT 'scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "vat_rate_basis_points" integer DEFAULT 2200 NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_participants" ADD CONSTRAINT "booking_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_id_users_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_participants_booking_idx" ON "booking_participants" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "bookings_buyer_idx" ON "bookings" USING btree ("buyer_id","id");--> statement-breakpoint
CREATE INDEX "bookings_provider_idx" ON "bookings" USING btree ("provider_id","id");--> statement-breakpoint
CREATE INDEX "bookings_company_idx" ON "bookings" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "bookings_event_state_idx" ON "bookings" USING btree ("event_id","state","id");--> statement-breakpoint
CREATE INDEX "bookings_state_expires_idx" ON "bookings" USING btree ("state","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_open_seat_key" ON "bookings" USING btree ("event_id","buyer_id") WHERE "bookings"."state" in ('booked', 'waitlisted', 'offered');--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_seats_within_capacity" CHECK ("events"."seats_taken" >= 0 and ("events"."capacity" is null or "events"."seats_taken" <= "events"."capacity"));--> statement-breakpoint
-- Two accepted topic bookings of one provider never overlap in time (decisions.md, "Transactions").
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_provider_no_overlap" EXCLUDE USING gist ("provider_id" WITH =, tstzrange("starts_at", "ends_at") WITH &&) WHERE ("kind" = 'topic' AND "state" = 'accepted');
